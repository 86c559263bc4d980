import { fUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';

export interface PairedTest {
  /** Mean of the judges' differences (product − own ideal): t.test's estimate. */
  meanDifference: number;
  t: number;
  df: number;
  /** Two-sided. */
  pValue: number;
  /** Judges with both a score of the product and an ideal. */
  n: number;
}

/**
 * One-sample two-sided t-test of `values` against 0, as R's t.test(values, mu = 0):
 * t = x̄ / (s / √n), df = n − 1, p = P(|T| ≥ |t|) = P(F(1, df) ≥ t²) (T² with T ~ t(df) is F(1, df)).
 * Given paired differences, it is the paired t-test.
 */
export function oneSampleT(values: number[]): PairedTest | Insufficient {
  const n = values.length;
  if (n < 2) return { insufficient: 'fewer than two judges with a score and an ideal' };
  const meanDifference = values.reduce((s, x) => s + x, 0) / n;
  const variance = values.reduce((s, x) => s + (x - meanDifference) ** 2, 0) / (n - 1);
  if (!(variance > 0)) return { insufficient: 'every judge differs from their ideal by the same amount' };
  const t = meanDifference / Math.sqrt(variance / n);
  return { meanDifference, t, df: n - 1, pValue: fUpperTail(t * t, 1, n - 1), n };
}
