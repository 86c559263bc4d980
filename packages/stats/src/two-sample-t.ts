import { fUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';

export interface TwoSampleT {
  /** Mean of the first sample minus that of the second: t.test's difference of estimates. */
  difference: number;
  t: number;
  df: number;
  /** Two-sided. */
  pValue: number;
}

/**
 * Student's two-sample t-test with the pooled variance, as R's t.test(x, y, var.equal = TRUE):
 * s² = ((n₁ − 1) s₁² + (n₂ − 1) s₂²) / (n₁ + n₂ − 2), t = (x̄₁ − x̄₂) / (s √(1/n₁ + 1/n₂)) on
 * n₁ + n₂ − 2 df, p = P(|T| ≥ |t|) = P(F(1, df) ≥ t²).
 */
export function twoSampleT(first: number[], second: number[]): TwoSampleT | Insufficient {
  if (first.length === 0 || second.length === 0) return { insufficient: 'a group without answers' };
  const df = first.length + second.length - 2;
  if (df < 1) return { insufficient: 'two answers only' };
  const firstMean = mean(first);
  const secondMean = mean(second);
  const pooled = (squares(first, firstMean) + squares(second, secondMean)) / df;
  if (!(pooled > 0)) return { insufficient: 'all answers equal within each group' };
  const difference = firstMean - secondMean;
  const t = difference / Math.sqrt(pooled * (1 / first.length + 1 / second.length));
  return { difference, t, df, pValue: fUpperTail(t * t, 1, df) };
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function squares(values: number[], centre: number): number {
  return values.reduce((sum, value) => sum + (value - centre) ** 2, 0);
}
