/**
 * The name of an account's custom stylesheet and script under /custom/:
 * `custom.{hash}.css` and `custom.{hash}.js`, where the hash is the FNV-1a 32-bit hash of
 * the lowercase account code's UTF-8 bytes, as 8 lowercase hex digits. The hash only
 * keeps the account code out of file names; it is no secret (anyone can fetch the files),
 * so a short non-cryptographic hash that browsers compute without a secure context
 * (crypto.subtle is missing on plain-http booth networks) is enough.
 * `npm run palate -- custom-name CODE` prints both names for an administrator.
 */
export function customAssetHash(accountCode: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(accountCode.toLowerCase())) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function customAssetPaths(accountCode: string): { stylesheet: string; script: string } {
  const hash = customAssetHash(accountCode);
  return { stylesheet: `/custom/custom.${hash}.css`, script: `/custom/custom.${hash}.js` };
}

/**
 * Where the legal information (plain text) is looked for, in order: the administrator's
 * file for the language, then theirs for every language (in the custom folder), then the
 * one shipped for the language, then the shipped English one.
 */
export function legalInfoPaths(language: string): string[] {
  return [`/custom/legal.${language}.txt`, '/custom/legal.txt', `/legal.${language}.txt`, '/legal.txt'];
}
