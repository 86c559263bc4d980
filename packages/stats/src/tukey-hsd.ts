import { studentizedRangeUpperTail } from './distributions.ts';

export interface GroupMean {
  group: string;
  mean: number;
  n: number;
}

export interface TukeyComparison {
  /** mean(first) − mean(second). */
  first: string;
  second: string;
  difference: number;
  pValue: number;
}

/**
 * Tukey's honestly significant difference between every pair of means (Tukey–Kramer for
 * unequal counts): q = |m₁ − m₂| / √(MSE/2 · (1/n₁ + 1/n₂)), p = P(Q > q) for the
 * studentized range of all the means on the error's df. With the ANOVA's residual mean
 * square this is R's TukeyHSD(aov(…), "product")$product[, "p adj"] on balanced data.
 */
export function tukeyHsd(means: GroupMean[], errorMeanSq: number, errorDf: number): TukeyComparison[] {
  const comparisons: TukeyComparison[] = [];
  means.forEach((first, i) => {
    for (const second of means.slice(i + 1)) {
      const standardError = Math.sqrt((errorMeanSq / 2) * (1 / first.n + 1 / second.n));
      const q = Math.abs(first.mean - second.mean) / standardError;
      comparisons.push({
        first: first.group,
        second: second.group,
        difference: first.mean - second.mean,
        pValue: studentizedRangeUpperTail(q, means.length, errorDf),
      });
    }
  });
  return comparisons;
}
