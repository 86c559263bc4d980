import { sampleCodeKey, sampleCodeKeys, type Questionnaire } from '@palate/engine';
import { CallError, ErrorCode } from '@palate/protocol';

const MAX_FILE_BYTES = 1024 * 1024;
const CODE = /^[A-Za-z0-9]{1,8}$/;

/**
 * The text of a file whose encoding is not declared, as spec section 9 says: a BOM names
 * UTF-8 or UTF-16 (big or little endian); otherwise valid UTF-8; otherwise GB18030 when
 * it reads as Chinese text (GB2312 range); otherwise windows-1252, which decodes any byte.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new CallError(ErrorCode.codeFileNotText, 'The file is not a text file.');
  const utf8 = tryDecode('utf-8', bytes);
  if (utf8 !== undefined) return utf8;
  // GB18030 accepts most byte sequences, so a windows-1252 "é" followed by a letter would
  // pass as one Chinese character: it is taken only when every non-ASCII byte pair is in
  // the GB2312 range (both bytes from 0xA1), where everyday Chinese text lies.
  if (isGb2312(bytes)) return new TextDecoder('gb18030').decode(bytes);
  return new TextDecoder('windows-1252').decode(bytes);
}

function isGb2312(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i] as number;
    if (lead < 0x80) continue;
    const trail = bytes[i + 1] ?? 0;
    if (lead < 0xa1 || lead > 0xf7 || trail < 0xa1 || trail > 0xfe) return false;
    i++;
  }
  return true;
}

function tryDecode(encoding: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Fields of one CSV line, comma or semicolon separated, with "quoted" fields; undefined if a quote is left open. */
function splitLine(line: string, separator: string): string[] | undefined {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  if (quoted) return undefined;
  fields.push(field.trim());
  return fields;
}

function fault(code: number, message: string, line?: number, data: Record<string, unknown> = {}): CallError {
  return new CallError(code, line === undefined ? message : `Line ${line}: ${message}`, { ...data, line });
}

/**
 * A sample code file: a header naming the columns `product` and `code`, and optionally
 * `repetition` (1 by default) and `cup` (1, or 2 and 3 for a product's further cups in a
 * discrimination test); one line per served sample. Returns the publication's code table;
 * every fault names its line (CallError data.line) with the spec's codes 3711-3718, 9101-9104.
 */
export function readSampleCodeFile(
  bytes: Uint8Array,
  definition: Questionnaire,
  repetitions: number,
): Record<string, string> {
  if (bytes.length > MAX_FILE_BYTES) throw fault(ErrorCode.codeFileTooLarge, 'The file is too large.');
  const lines = decodeText(bytes).split(/\r\n|\n|\r/);
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  if (firstLine === -1) throw fault(ErrorCode.codeFileEmpty, 'The sample code file is empty.');
  const headerText = lines[firstLine] as string;
  const separator = headerText.includes(';') && !headerText.includes(',') ? ';' : ',';
  const header = splitLine(headerText, separator)?.map((name) => name.toLowerCase());
  const column = (name: string) => header?.indexOf(name) ?? -1;
  if (column('product') === -1 || column('code') === -1) {
    throw fault(ErrorCode.codeFileHeader, 'the header must name the columns product and code.', firstLine + 1);
  }
  const products = new Set(definition.products.map((p) => p.id));
  const expected = new Set(sampleCodeKeys(definition, repetitions));
  const codes: Record<string, string> = {};
  const codeLines = new Map<string, number>();
  for (let index = firstLine + 1; index < lines.length; index++) {
    const text = lines[index] as string;
    const line = index + 1;
    if (text.trim() === '') continue;
    const fields = splitLine(text, separator);
    if (fields === undefined) throw fault(ErrorCode.codeFileUnclosedQuote, 'a quoted field is not closed.', line);
    if (fields.length !== header?.length) {
      throw fault(ErrorCode.codeFileColumns, 'this line does not have as many columns as the header.', line);
    }
    const product = fields[column('product')] as string;
    const code = fields[column('code')] as string;
    const repetition = column('repetition') === -1 ? 1 : Number(fields[column('repetition')]);
    const cup = column('cup') === -1 ? 1 : Number(fields[column('cup')]);
    if (!products.has(product)) throw fault(ErrorCode.codeFileUnknownProduct, `unknown product "${product}".`, line);
    if (!CODE.test(code)) throw fault(ErrorCode.codeFileInvalidCode, `"${code}" is not a valid sample code.`, line);
    if (
      !Number.isInteger(repetition) ||
      repetition < 1 ||
      repetition > repetitions ||
      !Number.isInteger(cup) ||
      cup < 1
    ) {
      throw fault(ErrorCode.codeFileRepetition, 'the repetition or cup number is not valid.', line);
    }
    const key = sampleCodeKey(product, repetition, cup);
    if (!expected.has(key)) throw fault(ErrorCode.codeFileRepetition, `sample ${key} is not served.`, line);
    if (codes[key] !== undefined) throw fault(ErrorCode.codeFileDuplicateSample, `sample ${key} has two codes.`, line);
    const earlier = codeLines.get(code);
    if (earlier !== undefined) {
      throw fault(ErrorCode.codeFileDuplicateCode, `code ${code} is already used on line ${earlier}.`, line);
    }
    codes[key] = code;
    codeLines.set(code, line);
  }
  const missing = [...expected].find((key) => codes[key] === undefined);
  if (missing !== undefined) {
    // The line at fault is the one after the file's last: where the missing sample belongs.
    const endLine = lines.findLastIndex((line) => line.trim() !== '') + 2;
    throw fault(ErrorCode.codeFileMissingSample, `sample ${missing} has no code.`, endLine, { sample: missing });
  }
  return codes;
}
