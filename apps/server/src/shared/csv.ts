/** Lines of cells as CSV, each cell quoted where it must be and kept from running as a formula. */
export function csv(lines: (string | number)[][]): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A number as a spreadsheet reads one: "-2", "+3.5", "1e-3". */
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

function csvCell(cell: string | number): string {
  if (typeof cell === 'number') return String(cell);
  // Text starting with = + - @ would run as a formula in a spreadsheet, unless it is a number.
  const safe = /^[=+\-@\t\r]/.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
