import { decimalsForRange, pValueStatement, pValueText, roundResult } from '@palate/engine';

/** Numbers as the results page shows them: rounded for reading, in the leader's language. */
export function numberFormat(language: string) {
  const fixed = (value: number, decimals: number) =>
    new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
      roundResult(value, decimals),
    );
  return {
    fixed,
    /** A mean or SD on a scale: one decimal more than the scale's range calls for (spec section 9). */
    onScale: (value: number, range: number) => fixed(value, decimalsForRange(range) + 1),
    /** A test statistic. */
    statistic: (value: number) => fixed(value, 2),
    /** A p-value in a table's p column: "< 0.001" below 0.001, else three decimals. */
    p: (value: number) => pValueText(value, language),
    /** A p-value in a sentence: "p < 0.001" or "p = 0.042". */
    pStatement: (value: number) => pValueStatement(value, language),
    percent: (share: number) => fixed(share * 100, 0),
  };
}
export type NumberFormat = ReturnType<typeof numberFormat>;
