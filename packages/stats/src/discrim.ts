import { binomialTestGreater } from './binomial-test.ts';
import { GUESSING, type DiscriminationMethod } from './psychometric.ts';
import { thurstonianDPrime } from './thurstonian-d-prime.ts';

export interface Discrim {
  /** The proportion correct, held at guessing when below it (sensR's rescale). */
  pc: number;
  /** √(pc(1−pc)/n); null at or below guessing and when every answer is correct, as sensR. */
  pcSE: number | null;
  /** The proportion of distinguishers (pc − p₀) / (1 − p₀), at least 0. */
  pd: number;
  /** se(pc) / (1 − p₀). */
  pdSE: number | null;
  /** The root of the method's psychometric function at pc; null (infinite) when every answer is correct. */
  dPrime: number | null;
  /** By the delta method, se(pc) / pc′(d′). */
  dPrimeSE: number | null;
  /** One-sided exact binomial p-value against guessing: P(X ≥ correct). */
  pValue: number;
}

/**
 * A forced-choice test's estimates, as sensR's discrim(correct, n, method, statistic =
 * "exact") (Christensen & Brockhoff 2009; Brockhoff & Christensen 2010), with d′ the exact
 * root of the psychometric function rather than uniroot's at its default tolerance.
 * Counts are non-negative integers with 0 < n and correct ≤ n.
 */
export function discrim(method: DiscriminationMethod, correct: number, n: number): Discrim {
  const guessing = GUESSING[method];
  const observed = correct / n;
  const pc = Math.max(observed, guessing);
  const informative = observed > guessing && observed < 1;
  const pcSE = informative ? Math.sqrt((observed * (1 - observed)) / n) : null;
  const dPrime = thurstonianDPrime(method, correct, n);
  return {
    pc,
    pcSE,
    pd: (pc - guessing) / (1 - guessing),
    pdSE: pcSE === null ? null : pcSE / (1 - guessing),
    dPrime: 'insufficient' in dPrime ? null : dPrime.dPrime,
    dPrimeSE: 'insufficient' in dPrime ? null : dPrime.dPrimeSE,
    pValue: binomialTestGreater(correct, n, guessing),
  };
}
