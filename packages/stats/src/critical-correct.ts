import { binomialTestGreater } from './binomial-test.ts';

/**
 * The minimum number of correct answers out of n for a difference at level alpha: the
 * smallest x with P(X ≥ x) ≤ alpha under guessing. The tables of ISO 4120 and ASTM E1885
 * are this function. Null when even n correct answers would not be significant.
 */
export function criticalCorrect(n: number, guessing: number, alpha: number): number | null {
  for (let x = 0; x <= n; x++) if (binomialTestGreater(x, n, guessing) <= alpha) return x;
  return null;
}
