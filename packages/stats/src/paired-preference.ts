import { binomialTestTwoSided } from './binomial-test.ts';
import type { Insufficient } from './insufficient.ts';

export interface PairedPreference {
  first: number;
  second: number;
  /** "No preference" answers: reported, and left out of the test. */
  noPreference: number;
  /** The judges who expressed a preference. */
  n: number;
  /** first / n. */
  proportionFirst: number;
  /** The two-sided exact binomial test of first out of n against ½, R's binom.test(first, n, 0.5). */
  pValue: number;
}

/** The paired preference test (ISO 5495 two-sided, ASTM E2263) on the expressed preferences. */
export function pairedPreference(first: number, second: number, noPreference = 0): PairedPreference | Insufficient {
  const n = first + second;
  if (n === 0) return { insufficient: 'no judge expressed a preference' };
  return { first, second, noPreference, n, proportionFirst: first / n, pValue: binomialTestTwoSided(first, n, 0.5) };
}
