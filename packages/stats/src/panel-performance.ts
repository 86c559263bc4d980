import type { Insufficient } from './insufficient.ts';
import { pearsonCorrelation } from './pearson-correlation.ts';
import { sequentialAnova, type Observation } from './sequential-anova.ts';

export interface JudgePerformance {
  judge: string;
  /** One-way ANOVA of the judge's scores on product: does the judge tell the products apart? */
  discrimination: { F: number; pValue: number } | Insufficient;
  /** Residual standard deviation of that ANOVA: how far the judge's repetitions scatter. */
  repeatability: number | Insufficient;
  /** Pearson correlation of the judge's product means with the panel's. */
  agreement: number | Insufficient;
  /** Why the judge fails (ISO 11132): 'discrimination' when p ≥ α, 'agreement' when r < 0 (ranks products against the panel). */
  fails: ('discrimination' | 'agreement')[];
}

/**
 * Panel performance for one attribute of a profile with repetitions (ISO 11132):
 * discrimination, repeatability and agreement of each judge.
 */
export function panelPerformance(observations: Observation[], alpha = 0.05): JudgePerformance[] {
  const panelMeans = meansBy(observations, 'product');
  const judges = [...new Set(observations.map((o) => o.factors.judge as string))];
  return judges.map((judge) => {
    const own = observations.filter((o) => o.factors.judge === judge);
    const table = sequentialAnova(own, [['product']]);
    const product = table.find((row) => row.term === 'product');
    const residuals = table.find((row) => row.term === 'Residuals');
    let discrimination: JudgePerformance['discrimination'];
    if (!product || !residuals) discrimination = { insufficient: 'no repetitions' };
    else if (own.every((o) => o.value === own[0]?.value)) discrimination = { insufficient: 'all answers equal' };
    else if (product.F === null || product.pValue === null) {
      discrimination = { insufficient: 'identical repetitions: no residual variation' };
    } else discrimination = { F: product.F, pValue: product.pValue };
    const repeatability = residuals ? Math.sqrt(residuals.meanSq) : { insufficient: 'no repetitions' };
    const ownMeans = meansBy(own, 'product');
    const shared = [...ownMeans.keys()].filter((p) => panelMeans.has(p));
    const r =
      shared.length < 3
        ? null
        : pearsonCorrelation(
            shared.map((p) => ownMeans.get(p) as number),
            shared.map((p) => panelMeans.get(p) as number),
          );
    const agreement = r ?? { insufficient: shared.length < 3 ? 'fewer than three products' : 'all answers equal' };
    const fails: JudgePerformance['fails'] = [];
    if (!('insufficient' in discrimination) && discrimination.pValue >= alpha) fails.push('discrimination');
    if (r !== null && r < 0) fails.push('agreement');
    return { judge, discrimination, repeatability, agreement, fails };
  });
}

/** The mean of the observations at each level of `factor`, in order of appearance. */
export function meansBy(observations: readonly Observation[], factor: string): Map<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const o of observations) {
    const level = o.factors[factor] as string;
    const entry = sums.get(level) ?? { sum: 0, n: 0 };
    entry.sum += o.value;
    entry.n += 1;
    sums.set(level, entry);
  }
  return new Map([...sums].map(([level, { sum, n }]) => [level, sum / n]));
}
