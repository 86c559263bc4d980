import { describe, expect, it } from 'vitest';
import { planRows, servingPlanCsv } from './servingPlanCsv.ts';

const cup = (row: number, repetition: number, place: number, code: string, productName = 'Juice') => ({
  row,
  tray: null,
  repetition,
  place,
  code,
  product: 'p',
  productName,
});

describe('the serving plan as a file and as rows', () => {
  it('writes one line per cup, quoting what a spreadsheet would split', () => {
    expect(servingPlanCsv([cup(1, 1, 1, '007', 'Juice, "light"')])).toBe(
      'judge,tray,repetition,place,code,product,product_name\r\n1,,1,1,007,p,"Juice, ""light"""\r\n',
    );
  });

  it('groups the cups by judge and repetition, keeping their order', () => {
    const rows = planRows([cup(1, 1, 1, '101'), cup(1, 1, 2, '102'), cup(1, 2, 1, '201'), cup(2, 1, 1, '102')]);
    expect(rows.map((row) => [row.row, row.repetition, row.cups.map((c) => c.code)])).toEqual([
      [1, 1, ['101', '102']],
      [1, 2, ['201']],
      [2, 1, ['102']],
    ]);
  });
});
