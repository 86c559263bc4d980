/** The encodings a connection file may come in (spec section 9), in the order tried. */
export type FileEncoding = 'utf-8' | 'utf-16be' | 'utf-16le' | 'gb18030' | 'windows-1252';

export interface DecodedText {
  encoding: FileEncoding;
  text: string;
}

/**
 * Decodes a text file whose encoding is not declared: a byte order mark decides when
 * there is one; otherwise UTF-16 is recognised by its zero bytes (text of this product
 * is mostly ASCII), then the bytes are tried as strict UTF-8, strict GB 18030, and
 * finally read as Windows-1252, which accepts any byte.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return decoded('utf-8', bytes.subarray(3));
  if (startsWith(bytes, [0xfe, 0xff])) return decoded('utf-16be', bytes.subarray(2));
  if (startsWith(bytes, [0xff, 0xfe])) return decoded('utf-16le', bytes.subarray(2));
  const utf16 = utf16WithoutMark(bytes);
  if (utf16) return decoded(utf16, bytes);
  for (const encoding of ['utf-8', 'gb18030'] as const) {
    const text = strictDecode(encoding, bytes);
    if (text !== null) return { encoding, text };
  }
  return decoded('windows-1252', bytes);
}

function startsWith(bytes: Uint8Array, mark: number[]): boolean {
  return mark.every((byte, index) => bytes[index] === byte);
}

function decoded(encoding: FileEncoding, bytes: Uint8Array): DecodedText {
  return { encoding, text: new TextDecoder(encoding).decode(bytes) };
}

function strictDecode(encoding: FileEncoding, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * UTF-16 without a mark: an even length and, in most code units, a zero high byte; the
 * side the zeros fall on gives the byte order.
 */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16be' | 'utf-16le' | null {
  if (bytes.length < 2 || bytes.length % 2 !== 0) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < bytes.length; index += 2) {
    if (bytes[index] === 0) evenZeros++;
    if (bytes[index + 1] === 0) oddZeros++;
  }
  const units = bytes.length / 2;
  if (evenZeros > units / 2 && oddZeros === 0) return 'utf-16be';
  if (oddZeros > units / 2 && evenZeros === 0) return 'utf-16le';
  return null;
}
