import type ExcelJS from 'exceljs';
import { SMALLEST_P_WRITTEN } from '@palate/engine';

/**
 * Excel's format of a p-value cell: "< 0.001" below 0.001, else three decimals, as the
 * console and the report write it (the engine's pValueText); the cell keeps the unrounded value.
 */
export const P_VALUE_FORMAT = `[<${SMALLEST_P_WRITTEN}]"< ${SMALLEST_P_WRITTEN}";0.000`;

const namesPValue = (cell: ExcelJS.CellValue) => typeof cell === 'string' && cell.includes('p-value');

/**
 * Gives every p-value of an analysis sheet its format. The sheets name each p-value
 * "p-value", in the header of its column or in the cell before it: a header is a row of three
 * or more texts, and holds until a blank row or the next header.
 */
export function formatPValues(sheet: ExcelJS.Worksheet): void {
  let header: ExcelJS.CellValue[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // ExcelJS's row values start at index 1, as its columns do.
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    const filled = values.filter((value) => value !== null && value !== undefined);
    if (filled.length === 0) {
      header = [];
      return;
    }
    if (filled.length >= 3 && filled.every((value) => typeof value === 'string')) {
      header = values;
      return;
    }
    values.forEach((value, index) => {
      if (typeof value !== 'number') return;
      if (namesPValue(header[index]) || namesPValue(values[index - 1])) row.getCell(index + 1).numFmt = P_VALUE_FORMAT;
    });
  });
}
