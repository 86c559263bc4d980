import { chiSquareUpperTail } from './distributions.ts';
import { midRanks } from './friedman.ts';
import type { Insufficient } from './insufficient.ts';

export interface Durbin {
  statistic: number;
  df: number;
  pValue: number;
}

/** One judge's block: the products they ranked or scored, and their values, in the same order. */
export interface IncompleteBlock {
  products: string[];
  values: number[];
}

/**
 * Durbin's test of ranks on incomplete blocks of k products each (Conover, Practical
 * Nonparametric Statistics, 1999, 5.9; as PMCMRplus::durbinTest): with the values ranked
 * within each block (ties sharing their mean rank), Rⱼ the rank sum and rⱼ the count of
 * product j, A = Σ rank² and C = b k (k + 1)² / 4,
 *   T₁ = (t − 1) Σ (Rⱼ − rⱼ (k + 1)/2)² / (A − C),
 * compared with χ² on t − 1 degrees of freedom.
 */
export function durbin(blocks: IncompleteBlock[]): Durbin | Insufficient {
  const k = blocks[0]?.products.length ?? 0;
  if (blocks.length < 2) return { insufficient: 'fewer than two judges' };
  if (k < 2 || blocks.some((block) => block.products.length !== k)) {
    return { insufficient: 'blocks of unequal size' };
  }
  const sums = new Map<string, number>();
  const counts = new Map<string, number>();
  let sumOfSquares = 0;
  for (const block of blocks) {
    midRanks(block.values).forEach((rank, index) => {
      const product = block.products[index] as string;
      sums.set(product, (sums.get(product) ?? 0) + rank);
      counts.set(product, (counts.get(product) ?? 0) + 1);
      sumOfSquares += rank ** 2;
    });
  }
  const t = sums.size;
  if (t < 2) return { insufficient: 'fewer than two products' };
  const correction = (blocks.length * k * (k + 1) ** 2) / 4;
  if (sumOfSquares - correction <= 0) return { insufficient: 'all answers equal' };
  let deviations = 0;
  for (const [product, sum] of sums) deviations += (sum - ((counts.get(product) as number) * (k + 1)) / 2) ** 2;
  const statistic = ((t - 1) * deviations) / (sumOfSquares - correction);
  return { statistic, df: t - 1, pValue: chiSquareUpperTail(statistic, t - 1) };
}
