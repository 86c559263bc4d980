import { fUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';

export interface CompleteBlockTest {
  F: number;
  df1: number;
  df2: number;
  pValue: number;
}

/**
 * The product effect in a complete table (blocks × products, every block scoring every
 * product once), as R's anova(lm(value ~ block + product)): with complete blocks the sums of
 * squares have closed forms, SS(product) = b Σ (product mean − grand mean)², SS(block) =
 * p Σ (block mean − grand mean)², the residual what is left, on (b − 1)(p − 1) df. Cheap
 * for hundreds of consumers, where the general least-squares ANOVA is not.
 */
export function completeBlockAnova(table: number[][]): CompleteBlockTest | Insufficient {
  const blocks = table.length;
  const products = table[0]?.length ?? 0;
  if (products < 2) return { insufficient: 'fewer than two products' };
  if (blocks < 2) return { insufficient: 'single judge' };
  const grand = table.reduce((sum, row) => sum + row.reduce((s, x) => s + x, 0), 0) / (blocks * products);
  const productMeans = Array.from(
    { length: products },
    (_, j) => table.reduce((sum, row) => sum + (row[j] as number), 0) / blocks,
  );
  const blockMeans = table.map((row) => row.reduce((s, x) => s + x, 0) / products);
  const total = table.reduce((sum, row) => sum + row.reduce((s, x) => s + (x - grand) ** 2, 0), 0);
  const product = blocks * productMeans.reduce((sum, m) => sum + (m - grand) ** 2, 0);
  const block = products * blockMeans.reduce((sum, m) => sum + (m - grand) ** 2, 0);
  const df1 = products - 1;
  const df2 = (blocks - 1) * (products - 1);
  const residual = Math.max(0, total - product - block);
  // What rounding leaves of an exact fit is no residual at all (as in sequentialAnova).
  if (residual <= 1e-20 * total || total === 0) return { insufficient: 'no residual variation' };
  const F = product / df1 / (residual / df2);
  return { F, df1, df2, pValue: fUpperTail(F, df1, df2) };
}
