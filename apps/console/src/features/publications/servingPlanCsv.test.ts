import { describe, expect, it } from 'vitest';
import { planRows, servingPlanCsv } from './servingPlanCsv.ts';

const cup = (row: number, repetition: number, place: number, code: string, productName = 'Juice', block = 2) => ({
  row,
  tray: null,
  repetition,
  place,
  block,
  code,
  product: 'p',
  productName,
});

describe('the serving plan as a file and as rows', () => {
  it('writes one line per cup with its block, quoting what a spreadsheet would split', () => {
    expect(servingPlanCsv([cup(1, 1, 1, '007', 'Juice, "light"')])).toBe(
      'judge,tray,repetition,block,place,code,product,product_name\r\n1,,1,2,1,007,p,"Juice, ""light"""\r\n',
    );
  });

  it('leaves the block empty where every judge gets every product', () => {
    expect(servingPlanCsv([{ ...cup(1, 1, 1, '101'), block: null }])).toContain('\r\n1,,1,,1,101,p,Juice\r\n');
  });

  it('groups the cups by judge and repetition, keeping their order and block', () => {
    const rows = planRows([
      cup(1, 1, 1, '101'),
      cup(1, 1, 2, '102'),
      cup(1, 2, 1, '201', 'Juice', 3),
      cup(2, 1, 1, '102'),
    ]);
    expect(rows.map((row) => [row.row, row.repetition, row.block, row.cups.map((c) => c.code)])).toEqual([
      [1, 1, 2, ['101', '102']],
      [1, 2, 3, ['201']],
      [2, 1, 2, ['102']],
    ]);
  });
});
