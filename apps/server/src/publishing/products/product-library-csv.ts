import type { LibraryFieldView } from '@palate/protocol';

// The library's CSV files, as a spreadsheet writes them (RFC 4180: quoted cells may hold
// commas, quotes doubled and line breaks), read line by line so that a fault names the line
// the leader sees in their editor.

export const PRODUCT_COLUMNS = ['code', 'name', 'brand', 'category'] as const;
export const BATCH_COLUMNS = ['product', 'lot', 'production_date', 'plant', 'best_before', 'notes'] as const;
/** Most lines one import takes. */
export const MOST_IMPORTED_LINES = 5000;

export interface CsvRecord {
  /** The line its first cell starts on, from 1. */
  line: number;
  cells: string[];
}

/** The records of a CSV text; blank lines are skipped. An unclosed quote is a fault of its line. */
export function csvRecords(text: string): { records: CsvRecord[] } | { fault: { line: number; message: string } } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let quoteLine = 1;
  const endRecord = (): void => {
    cells.push(cell);
    if (cells.some((one) => one.trim() !== '')) records.push({ line: start, cells: cells.map((one) => one.trim()) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  if (quoted) return { fault: { line: quoteLine, message: 'A quote is opened and never closed.' } };
  endRecord();
  return { records };
}

/** A day written YYYY-MM-DD as its midnight UTC in epoch ms; undefined when it is not one. */
export function dayOf(text: string): number | undefined {
  const match = /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls a 13th month or a 30 February over into the next: such a day is none.
  const day = new Date(ms);
  return day.getUTCMonth() === month - 1 && day.getUTCDate() === date ? ms : undefined;
}

export function dayText(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toISOString().slice(0, 10);
}

/** Why a custom field's value is wrong for its kind, or undefined when it is right (empty is right). */
export function fieldValueFault(field: LibraryFieldView, value: string): string | undefined {
  if (value === '') return undefined;
  if (field.kind === 'number' && !Number.isFinite(Number(value))) return `"${field.key}" must be a number.`;
  if (field.kind === 'date' && dayOf(value) === undefined) return `"${field.key}" must be a date (YYYY-MM-DD).`;
  return undefined;
}

/** Lines of cells as CSV, each cell quoted where it must be and kept from running as a formula in a spreadsheet. */
export function csvText(lines: string[][]): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(cell: string): string {
  const safe = /^[=+\-@\t\r]/.test(cell) && !Number.isFinite(Number(cell)) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
