import type { PlannedCupView } from '@palate/protocol';

function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The serving plan as CSV, one line per cup; codes stay text when read back with colClasses,
 * as the exports do. The block column is empty where every judge gets every product.
 */
export function servingPlanCsv(cups: readonly PlannedCupView[]): string {
  const header = ['judge', 'tray', 'repetition', 'block', 'place', 'code', 'product', 'product_name'];
  const lines = cups.map((cup) =>
    [cup.row, cup.tray, cup.repetition, cup.block, cup.place, cup.code, cup.product, cup.productName]
      .map(field)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** A judge's cups in one repetition, with the block they make in an incomplete design. */
export interface PlanRow {
  row: number;
  tray: number | null;
  repetition: number;
  block: number | null;
  cups: PlannedCupView[];
}

/** The cups of each judge and repetition, in serving order: the rows of the printed plan. */
export function planRows(cups: readonly PlannedCupView[]): PlanRow[] {
  const rows = new Map<string, PlanRow>();
  for (const cup of cups) {
    const key = `${cup.row}:${cup.repetition}`;
    const entry = rows.get(key) ?? {
      row: cup.row,
      tray: cup.tray,
      repetition: cup.repetition,
      block: cup.block,
      cups: [],
    };
    entry.cups.push(cup);
    rows.set(key, entry);
  }
  return [...rows.values()];
}
