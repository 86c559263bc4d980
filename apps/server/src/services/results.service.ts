import type { Db } from '../db/database.ts';
import { resultRows } from '../repositories/results.repository.ts';

export interface LongResult {
  publication: string;
  judge: string;
  sampleCode: string;
  product: string;
  attribute: string;
  value: number | null;
  text: string | null;
}

/**
 * Raw results in long format, one row per judge × sample × attribute: what R, XLSTAT
 * and spreadsheets read. Judges are named, or numbered by the order they started in.
 */
export async function longResults(db: Db, publicationId?: string): Promise<LongResult[]> {
  const rows = await resultRows(db, publicationId);
  return rows.map((row) => {
    const codes = JSON.parse(row.blinding_codes) as Record<string, string>;
    return {
      publication: row.publication_id,
      judge: row.display_name || `J${String(row.judge_rank + 1).padStart(3, '0')}`,
      sampleCode: row.product_id ? (codes[row.product_id] ?? '') : '',
      product: row.product_id ?? '',
      attribute: row.control_id,
      value: row.value,
      text: row.text,
    };
  });
}

const HEADER = ['publication', 'judge', 'sample_code', 'product', 'attribute', 'value', 'text'];

export function toCsv(results: LongResult[]): string {
  const lines = [HEADER.join(',')];
  for (const r of results) {
    lines.push(
      [r.publication, r.judge, r.sampleCode, r.product, r.attribute, r.value ?? '', r.text ?? '']
        .map((cell) => csvCell(cell))
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

function csvCell(cell: string | number): string {
  if (typeof cell === 'number') return String(cell);
  // A judge's text starting with = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
