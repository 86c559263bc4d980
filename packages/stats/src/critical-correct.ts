import { dbinom } from './distributions.ts';

/**
 * The minimum number of correct answers out of n for a difference at level alpha: the
 * smallest x with P(X ≥ x) ≤ alpha under guessing. The tables of ISO 4120 and ASTM E1885
 * are this function. Null when even n correct answers would not be significant. The upper
 * tail is summed from n down, as binomialTestGreater sums it, so each step is its p-value.
 */
export function criticalCorrect(n: number, guessing: number, alpha: number): number | null {
  let tail = 0;
  for (let x = n; x >= 0; x--) {
    tail += dbinom(x, n, guessing);
    if (tail > alpha) return x === n ? null : x + 1;
  }
  return 0;
}
