import { binomialTestGreater, binomialTestLess } from './binomial-test.ts';
import { criticalCorrect } from './critical-correct.ts';
import { dbinom } from './distributions.ts';
import { GUESSING, type DiscriminationMethod } from './psychometric.ts';

/** A difference test (H₀: pd ≤ pd0) or a similarity test (H₀: pd ≥ pd0, pd0 > 0). */
export type PlannedTest = 'difference' | 'similarity';

export interface PlannedDiscrimination {
  /** The proportion of distinguishers the test is planned for (pdA). */
  pd: number;
  /** The proportion of distinguishers under the null hypothesis: 0 for a plain difference test. */
  pd0?: number;
  alpha?: number;
  test?: PlannedTest;
}

/**
 * The power of the exact one-sided binomial test of a forced-choice method with n judges,
 * as sensR's discrimPwr(pdA, pd0, n, alpha, pGuess, test, statistic = "exact"): with
 * pc = p₀ + pd (1 − p₀), a difference test rejects from the critical x_c, the smallest x with
 * P(X ≥ x | pc0) ≤ alpha, so its power is P(X ≥ x_c | pcA) (0 when no x is significant); a
 * similarity test rejects up to x_c, the largest x with P(X ≤ x | pc0) ≤ alpha, and its power
 * is P(X ≤ x_c | pcA). When no x is significant sensR still counts x = 0 (its findcr gives
 * −1 and pdPwr holds it at 0), and so does this function, to give sensR's figures.
 * Throws a RangeError on arguments sensR refuses.
 */
export function discrimPower(method: DiscriminationMethod, n: number, planned: PlannedDiscrimination): number {
  const { pd, pd0 = 0, alpha = 0.05, test = 'difference' } = planned;
  if (!Number.isInteger(n) || n <= 0) throw new RangeError('the number of judges must be a positive integer');
  checkPlanned(pd, pd0, alpha);
  if (test === 'difference' && pd < pd0) throw new RangeError('pd must be at least pd0 for a difference test');
  if (test === 'similarity' && pd > pd0) throw new RangeError('pd must be at most pd0 for a similarity test');
  const guessing = GUESSING[method];
  const pc0 = guessing + pd0 * (1 - guessing);
  const pcA = guessing + pd * (1 - guessing);
  if (test === 'difference') {
    const critical = criticalCorrect(n, pc0, alpha);
    return critical === null ? 0 : binomialTestGreater(critical, n, pcA);
  }
  return binomialTestLess(Math.max(0, similarityCritical(n, pc0, alpha)), n, pcA);
}

/** The pd, pd0 and alpha sensR accepts: pd and pd0 in [0, 1], alpha in (0, 1). */
export function checkPlanned(pd: number, pd0: number, alpha: number): void {
  if (!(pd >= 0 && pd <= 1)) throw new RangeError('pd must be between 0 and 1');
  if (!(pd0 >= 0 && pd0 <= 1)) throw new RangeError('pd0 must be between 0 and 1');
  if (!(alpha > 0 && alpha < 1)) throw new RangeError('alpha must be between 0 and 1, both excluded');
}

/** The largest x with P(X ≤ x) ≤ alpha for X ~ Binomial(n, p); −1 when there is none. */
function similarityCritical(n: number, p: number, alpha: number): number {
  let tail = 0;
  for (let x = 0; x <= n; x++) {
    tail += dbinom(x, n, p);
    if (tail > alpha) return x - 1;
  }
  return n;
}
