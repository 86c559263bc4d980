import type { Questionnaire } from '@palate/engine';
import {
  eggshell,
  fUpperTail,
  invert,
  manhattan,
  mixedAssessorModel,
  tucker1,
  type Eggshell,
  type Insufficient,
  type MixedAssessorModel,
  type Observation,
  type Tucker1,
} from '@palate/stats';
import type { LongResult } from './long-result.ts';

/** The significance level of a judge's discrimination, whose critical F the F plot draws. */
const ALPHA = 0.05;

/** A judge's one-way ANOVA of an attribute on product: its degrees of freedom and 5 % critical F. */
export interface JudgeAnova {
  df: number;
  residualDf: number;
  fCritical: number;
}

/**
 * The diagnostics of a trained panel on one page scored per sample with repetitions
 * (docs/analysis.md): per attribute (each scale of the page), Tucker-1 of the judges'
 * product means, whose correlation circle shows the judge who departs from the consensus,
 * the eggshell plot of the judges' ranks against the consensus order, and each judge's
 * degrees of freedom and critical F, beside the F of the scale's panel performance, and the
 * mixed assessor model (each judge's scale use); and per judge their Manhattan plot over the
 * page's attributes.
 */
export interface PanelDiagnostics {
  page: string;
  tucker1: Record<string, Tucker1 | Insufficient>;
  eggshell: Record<string, Eggshell | Insufficient>;
  judgeAnova: Record<string, Record<string, JudgeAnova>>;
  /**
   * Judge → attribute → the share of the attribute's variance explained by the judge's own
   * components 1 … k, cumulated (null: the judge never varied it). A judge whose table the PCA
   * cannot take (fewer than three products scored on every attribute, nothing varied) and
   * every judge of a page with a single scale are left out: no plot is drawn for them.
   */
  manhattan: Record<string, Record<string, number[] | null>>;
  /** Per attribute, the mixed assessor model: each judge's scaling coefficient and the product test corrected for scale use. */
  scaleUse: Record<string, MixedAssessorModel | Insufficient>;
}

/**
 * One entry per page shown per sample on which some judge scored some product more than once
 * (repetitions), in the definition's order; only the products served are analysed, in the
 * definition's order.
 */
export function panelDiagnostics(
  definition: Questionnaire,
  results: readonly LongResult[],
  servedProducts: readonly string[],
): PanelDiagnostics[] {
  return definition.pages.flatMap((page) => {
    const scales = page.controls.filter((control) => control.kind === 'scale');
    if (!page.perSample || scales.length === 0) return [];
    const scored = results.filter((r) => r.page === page.id && r.value !== null && servedProducts.includes(r.product));
    if (!isRepeated(scored)) return [];
    const entry: PanelDiagnostics = {
      page: page.id,
      tucker1: {},
      eggshell: {},
      judgeAnova: {},
      manhattan: {},
      scaleUse: {},
    };
    for (const scale of scales) {
      const observations: Observation[] = scored
        .filter((r) => r.attribute === scale.id)
        .map((r) => ({ value: r.value as number, factors: { product: r.product, judge: r.judge } }));
      entry.tucker1[scale.id] = tucker1(observations, servedProducts);
      entry.eggshell[scale.id] = eggshell(observations, servedProducts);
      entry.judgeAnova[scale.id] = judgeAnovas(observations);
      entry.scaleUse[scale.id] = mixedAssessorModel(observations);
    }
    entry.manhattan = manhattans(
      scored.filter((r) => scales.some((scale) => scale.id === r.attribute)),
      scales.map((scale) => scale.id),
      servedProducts,
    );
    return [entry];
  });
}

/** Each judge's Manhattan plot over the page's scales, the judges in order of appearance. */
function manhattans(
  scored: readonly LongResult[],
  attributes: readonly string[],
  products: readonly string[],
): PanelDiagnostics['manhattan'] {
  const byJudge = new Map<string, Observation[]>();
  for (const r of scored) {
    const own = byJudge.get(r.judge) ?? [];
    own.push({ value: r.value as number, factors: { product: r.product, attribute: r.attribute } });
    byJudge.set(r.judge, own);
  }
  const plots: PanelDiagnostics['manhattan'] = {};
  for (const [judge, observations] of byJudge) {
    const plot = manhattan(observations, attributes, products);
    if (!('insufficient' in plot)) plots[judge] = plot.attributes;
  }
  return plots;
}

/**
 * Each judge's one-way ANOVA on product (panel-performance.ts in @palate/stats): products − 1
 * and observations − products degrees of freedom, and F's 95th percentile, the line a judge's
 * F must pass to tell the products apart; judges without repetitions left out.
 */
function judgeAnovas(observations: readonly Observation[]): Record<string, JudgeAnova> {
  const counts = new Map<string, { n: number; products: Set<string> }>();
  for (const { factors } of observations) {
    const own = counts.get(factors.judge as string) ?? { n: 0, products: new Set<string>() };
    own.n += 1;
    own.products.add(factors.product as string);
    counts.set(factors.judge as string, own);
  }
  const anovas: Record<string, JudgeAnova> = {};
  for (const [judge, { n, products }] of counts) {
    const [df, residualDf] = [products.size - 1, n - products.size];
    if (df < 1 || residualDf < 1) continue;
    // F's distribution function rises from 0: its inverse at 1 − α, below an F no panel reaches.
    const fCritical = invert((f) => 1 - fUpperTail(f, df, residualDf), 1 - ALPHA, 0, 1e6);
    anovas[judge] = { df, residualDf, fCritical };
  }
  return anovas;
}

/** Whether some judge scored some attribute of some product more than once. */
function isRepeated(scored: readonly LongResult[]): boolean {
  const seen = new Set<string>();
  for (const r of scored) {
    const key = JSON.stringify([r.judge, r.product, r.attribute]);
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
