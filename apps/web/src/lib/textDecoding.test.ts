import { describe, expect, it } from 'vitest';
import { decodeText } from './textDecoding.ts';

const SAMPLE = '{"mode":"web","url":"https://palate.example/é"}';

function utf16(text: string, littleEndian: boolean, mark: boolean): Uint8Array {
  const bytes = new Uint8Array((text.length + (mark ? 1 : 0)) * 2);
  const view = new DataView(bytes.buffer);
  const units = (mark ? '\ufeff' : '') + text;
  for (let index = 0; index < units.length; index++) view.setUint16(index * 2, units.charCodeAt(index), littleEndian);
  return bytes;
}

describe('decodeText', () => {
  it('reads UTF-8 with or without its mark', () => {
    const bytes = new TextEncoder().encode(SAMPLE);
    expect(decodeText(bytes)).toEqual({ encoding: 'utf-8', text: SAMPLE });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ encoding: 'utf-8', text: SAMPLE });
  });

  it('reads UTF-16 in both byte orders, with or without a mark', () => {
    expect(decodeText(utf16(SAMPLE, false, true))).toEqual({ encoding: 'utf-16be', text: SAMPLE });
    expect(decodeText(utf16(SAMPLE, true, true))).toEqual({ encoding: 'utf-16le', text: SAMPLE });
    expect(decodeText(utf16(SAMPLE, false, false))).toEqual({ encoding: 'utf-16be', text: SAMPLE });
    expect(decodeText(utf16(SAMPLE, true, false))).toEqual({ encoding: 'utf-16le', text: SAMPLE });
  });

  it('reads GB 18030 when the bytes are not UTF-8', () => {
    // "服务器" (server) in GB 18030.
    const bytes = new Uint8Array([0x7b, 0xb7, 0xfe, 0xce, 0xf1, 0xc6, 0xf7, 0x7d]);
    expect(decodeText(bytes)).toEqual({ encoding: 'gb18030', text: '{服务器}' });
  });

  it('falls back to Windows-1252, which reads any byte', () => {
    // "café €" in Windows-1252: 0xE9 then a space is neither UTF-8 nor GB 18030.
    const bytes = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]);
    expect(decodeText(bytes)).toEqual({ encoding: 'windows-1252', text: 'café €' });
  });

  it('reads an empty file as empty UTF-8', () => {
    expect(decodeText(new Uint8Array())).toEqual({ encoding: 'utf-8', text: '' });
  });
});
