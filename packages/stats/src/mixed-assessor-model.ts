import { fUpperTail } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import { meansBy } from './panel-performance.ts';
import { sequentialAnova, type AnovaRow, type Observation } from './sequential-anova.ts';
import { meanOf } from './shewhart-chart.ts';

/** One line of the model's ANOVA and its F test against the mean square named in the table's doc. */
export interface MamTest {
  df: number;
  sumSq: number;
  meanSq: number;
  F: number;
  pValue: number;
  /** The degrees of freedom of the mean square the line is tested against. */
  errorDf: number;
}

/** A judge's scaling coefficient and its test against the panel's (β = 1). */
export interface JudgeScaling {
  /** β_i: the slope of the judge's product means on the panel's. Below 1 the judge compresses the scale, above 1 stretches it. */
  beta: number;
  /** F(1, products − 2) = (β_i − 1)² Σ(x̄_j − x̄)² / (their residual sum of squares / (products − 2)) (MAM-CAP's scaling test). */
  F: number;
  pValue: number;
}

export interface MixedAssessorModel {
  /** Each judge who scored at least three products, by label. */
  judges: Record<string, JudgeScaling>;
  /** Judges' levels, against the pooled judge × product interaction (scaling + disagreement), as the usual model tests them. */
  judge: MamTest;
  /** Products corrected for scale use: against the disagreement. */
  product: MamTest;
  /** Scaling differences between judges (their β differ): against the disagreement. */
  scaling: MamTest;
  /** Disagreement (the interaction that scaling leaves): against the error. */
  disagreement: MamTest;
  error: { df: number; sumSq: number; meanSq: number };
}

/**
 * The mixed assessor model of one attribute of a profile with repetitions (Brockhoff,
 * Schlich & Skovgaard 2015, "Taking individual scaling differences into account by analyzing
 * profile data with the Mixed Assessor Model", Food Quality and Preference 39; SensMixed's
 * MAManalysis, unadjusted and unconditional as sensmixed runs it by default):
 *   y_ijk = µ + α_i + β_i·ν_j + d_ij + ε_ijk,
 * judge i scoring product j in repetition k. Each judge scales the products' differences ν_j
 * by their own β_i; the judge × product interaction is split into that scaling (judge:x, the
 * judge's own slope on x_j, the panel's mean of product j; I − 1 df) and what it leaves, the
 * disagreement ((I − 1)(J − 2) df). The table is the sequential ANOVA of
 * value ~ judge + product + judge:x + judge:product (R's lm), the same as SensMixed's closed
 * form on balanced data and its natural extension to unbalanced ones. Products are tested
 * against the disagreement: the scaling differences, which inflate the usual
 * product × judge mean square, no longer weaken the test. Needs three products (a slope and
 * a residual per judge), two judges and repetitions.
 */
export function mixedAssessorModel(observations: readonly Observation[]): MixedAssessorModel | Insufficient {
  const products = new Set(observations.map((o) => o.factors.product as string));
  const judges = new Set(observations.map((o) => o.factors.judge as string));
  if (products.size < 3) return { insufficient: 'fewer than three products' };
  if (judges.size < 2) return { insufficient: 'single judge' };
  const panelMeans = meansBy(observations, 'product');
  const withPanelMean: Observation[] = observations.map((o) => ({
    ...o,
    covariates: { panelMean: panelMeans.get(o.factors.product as string) as number },
  }));
  const table = sequentialAnova(withPanelMean, [['judge'], ['product'], ['judge', 'panelMean'], ['judge', 'product']]);
  const row = (term: string): AnovaRow | undefined => table.find((r) => r.term === term);
  const [judge, product, scaling, disagreement, error] = [
    row('judge'),
    row('product'),
    row('judge:panelMean'),
    row('judge:product'),
    row('Residuals'),
  ];
  if (!judge || !product || !scaling || !disagreement) return { insufficient: 'no disagreement degrees of freedom' };
  if (!error) return { insufficient: 'no repetitions' };
  if (error.meanSq === 0) return { insufficient: 'identical repetitions: no residual variation' };
  if (disagreement.meanSq === 0) return { insufficient: 'no disagreement: every judge a scaled copy of the panel' };
  const interaction = {
    df: scaling.df + disagreement.df,
    meanSq: (scaling.sumSq + disagreement.sumSq) / (scaling.df + disagreement.df),
  };
  return {
    judges: judgeScalings(observations, panelMeans),
    judge: tested(judge, interaction),
    product: tested(product, disagreement),
    scaling: tested(scaling, disagreement),
    disagreement: tested(disagreement, error),
    error: { df: error.df, sumSq: error.sumSq, meanSq: error.meanSq },
  };
}

function tested(row: AnovaRow, against: { df: number; meanSq: number }): MamTest {
  const F = row.meanSq / against.meanSq;
  return {
    df: row.df,
    sumSq: row.sumSq,
    meanSq: row.meanSq,
    F,
    pValue: fUpperTail(F, row.df, against.df),
    errorDf: against.df,
  };
}

/**
 * Each judge's β_i, the least-squares slope of their product means on the panel's over the
 * products they scored, and the test of β_i = 1 against the scatter about their line
 * (Peltier, Visalli, Brockhoff & Schlich 2014, "The MAM-CAP table", Food Quality and
 * Preference 32: SensMixed's individual scaling test); judges with fewer than three products
 * or exactly on their line (no scatter to test against), or whose products' panel means are all
 * equal, are left out.
 */
function judgeScalings(
  observations: readonly Observation[],
  panelMeans: ReadonlyMap<string, number>,
): Record<string, JudgeScaling> {
  const byJudge = new Map<string, Observation[]>();
  for (const o of observations) {
    const judge = o.factors.judge as string;
    byJudge.set(judge, [...(byJudge.get(judge) ?? []), o]);
  }
  const scalings: Record<string, JudgeScaling> = {};
  for (const [judge, own] of byJudge) {
    const ownMeans = [...meansBy(own, 'product')];
    if (ownMeans.length < 3) continue;
    const x = ownMeans.map(([product]) => panelMeans.get(product) as number);
    const y = ownMeans.map(([, mean]) => mean);
    const [xBar, yBar] = [meanOf(x), meanOf(y)];
    const sxx = x.reduce((sum, xj) => sum + (xj - xBar) ** 2, 0);
    if (sxx === 0) continue;
    const beta = x.reduce((sum, xj, j) => sum + (xj - xBar) * ((y[j] as number) - yBar), 0) / sxx;
    const residualSumSq = y.reduce((sum, yj, j) => sum + (yj - yBar - beta * ((x[j] as number) - xBar)) ** 2, 0);
    // A judge exactly on their line has no scatter to test β against.
    if (residualSumSq === 0) continue;
    const residualDf = ownMeans.length - 2;
    const F = ((beta - 1) ** 2 * sxx) / (residualSumSq / residualDf);
    scalings[judge] = { beta, F, pValue: fUpperTail(F, 1, residualDf) };
  }
  return scalings;
}
