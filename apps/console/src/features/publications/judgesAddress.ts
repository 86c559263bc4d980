/**
 * The judges' address of a global link, at `origin`: the server's public address (PUBLIC_URL)
 * when it is set, else the one the console is viewed at. Each visitor gets their own
 * individual link from it.
 */
export function linkAddress(origin: string, code: string): string {
  return `${origin}/to/${code}`;
}

/**
 * Why judges may not reach an address: `loopback` (this computer itself: no phone opens it),
 * `private` (a private network's address or a local name: only devices on the same network
 * open it), or null for a public address.
 */
export function unreachableBy(origin: string): 'loopback' | 'private' | null {
  const host = new URL(origin).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host)) return 'loopback';
  if (host === '0.0.0.0') return 'loopback';
  const ipv4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (ipv4) {
    const [first, second] = [Number(ipv4[1]), Number(ipv4[2])];
    const isPrivate =
      first === 10 ||
      (first === 172 && second >= 16 && second <= 31) ||
      (first === 192 && second === 168) ||
      (first === 169 && second === 254) ||
      // Carrier-grade NAT, shared by a provider's customers: not reachable from outside either.
      (first === 100 && second >= 64 && second <= 127);
    return isPrivate ? 'private' : null;
  }
  if (host.includes(':')) return /^(fc|fd|fe[89ab])/.test(host) ? 'private' : null;
  // A name of the local network: a single label (a Windows or lab name) or mDNS's .local, and the reserved .internal and .lan.
  if (!host.includes('.') || /\.(local|internal|lan|home\.arpa)$/.test(host)) return 'private';
  return null;
}
