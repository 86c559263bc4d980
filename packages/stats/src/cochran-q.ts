import { chiSquareUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';

export interface CochranQ {
  statistic: number;
  df: number;
  pValue: number;
}

/**
 * Cochran's Q test that a CATA term is checked equally often for k products, over
 * complete blocks (rows: one judge's 0/1 per product):
 *   Q = (k − 1) (k Σ Cⱼ² − N²) / (k N − Σ Rᵢ²)
 * with Cⱼ the column totals, Rᵢ the row totals and N the grand total, χ² on k − 1 df.
 */
export function cochranQ(blocks: number[][]): CochranQ | Insufficient {
  const k = blocks[0]?.length ?? 0;
  if (blocks.length < 2) return { insufficient: 'fewer than two complete judges' };
  if (k < 2) return { insufficient: 'fewer than two products' };
  const columns = new Array<number>(k).fill(0);
  let rowSquares = 0;
  let total = 0;
  for (const block of blocks) {
    const row = block.reduce((sum, value) => sum + value, 0);
    block.forEach((value, column) => (columns[column] = (columns[column] as number) + value));
    rowSquares += row * row;
    total += row;
  }
  const denominator = k * total - rowSquares;
  if (denominator === 0) return { insufficient: 'all answers equal' };
  const columnSquares = columns.reduce((sum, column) => sum + column * column, 0);
  const statistic = ((k - 1) * (k * columnSquares - total * total)) / denominator;
  return { statistic, df: k - 1, pValue: chiSquareUpperTail(statistic, k - 1) };
}
