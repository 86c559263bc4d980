import type { Insufficient } from './insufficient.ts';

export interface Descriptives {
  mean: number;
  /** The sample standard deviation (n − 1), as R's sd(); null for a single answer. */
  sd: number | null;
  n: number;
}

export function descriptives(values: number[]): Descriptives | Insufficient {
  const n = values.length;
  if (n === 0) return { insufficient: 'no answers' };
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  if (n === 1) return { mean, sd: null, n };
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return { mean, sd: Math.sqrt(squares / (n - 1)), n };
}

/**
 * Counts in equal bins from min to max (spec section 9: 5 by default), the last bin
 * closed on the right so that max is counted, as R's hist(breaks = seq(min, max, length.out
 * = bins + 1), right = FALSE, include.lowest = TRUE)$counts.
 */
export function binCounts(values: number[], min: number, max: number, bins = 5): number[] {
  const counts = new Array<number>(bins).fill(0);
  const width = (max - min) / bins;
  for (const value of values) {
    if (value < min || value > max) continue;
    // The tolerance keeps a value on a break in the bin above, as 0.6 / 0.2 is 2.9999999999999996.
    const bin = Math.min(bins - 1, Math.floor((value - min) / width + 1e-9));
    counts[bin] = (counts[bin] as number) + 1;
  }
  return counts;
}
