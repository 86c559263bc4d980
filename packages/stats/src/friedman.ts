import { chiSquareUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';

export interface Friedman {
  statistic: number;
  df: number;
  pValue: number;
}

/**
 * Friedman's test over complete blocks (rows: one judge's ranks or scores, one column per
 * product), with the correction for ties, as R's friedman.test:
 *   χ² = 12 Σ (Rⱼ − b(k+1)/2)² / (b k (k+1) − Σ(t³ − t)/(k − 1))
 * on k − 1 degrees of freedom, where Rⱼ are the rank sums within blocks and t the sizes
 * of groups of tied values in a block.
 */
export function friedman(blocks: number[][]): Friedman | Insufficient {
  const k = blocks[0]?.length ?? 0;
  if (blocks.length < 2) return { insufficient: 'fewer than two complete judges' };
  if (k < 2) return { insufficient: 'fewer than two products' };
  const sums = new Array<number>(k).fill(0);
  let ties = 0;
  for (const block of blocks) {
    midRanks(block).forEach((rank, column) => (sums[column] = (sums[column] as number) + rank));
    for (const size of tieSizes(block)) ties += size ** 3 - size;
  }
  const b = blocks.length;
  const denominator = b * k * (k + 1) - ties / (k - 1);
  if (denominator === 0) return { insufficient: 'all answers equal' };
  const expected = (b * (k + 1)) / 2;
  const statistic = (12 * sums.reduce((sum, rankSum) => sum + (rankSum - expected) ** 2, 0)) / denominator;
  return { statistic, df: k - 1, pValue: chiSquareUpperTail(statistic, k - 1) };
}

/** Ranks 1…k within a block, tied values sharing the mean of their ranks (R's rank()). */
export function midRanks(values: number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    for (let i = start; i <= end; i++) ranks[(order[i] as { index: number }).index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return ranks;
}

function tieSizes(values: number[]): number[] {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.values()];
}
