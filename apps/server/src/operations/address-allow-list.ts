import { BlockList, isIP } from 'node:net';

/** Loopback only: the metrics tell of traffic, so nobody else sees them unless the settings say so. */
export const LOOPBACK_ONLY = ['127.0.0.0/8', '::1/128'];

/**
 * The addresses (single ones or CIDR ranges, IPv4 or IPv6) allowed to read an endpoint,
 * from a setting such as METRICS_ALLOW="127.0.0.1,10.0.0.0/8". A bad entry is a start-up error.
 */
export function allowListOf(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128))
        throw new Error(`"${entry}" has no valid prefix length`);
      list.addSubnet(address, bits, type);
    }
  }
  return (address) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
