import type { ScaleControl } from '@palate/engine';
import {
  descriptives,
  intraBlockAnova,
  jarPenalty,
  letterGroups,
  panelPerformance,
  productJudgeAnova,
  tukeyHsd,
  type AnovaRow,
  type Descriptives,
  type Dunnett,
  type Insufficient,
  type JarPenalty,
  type JudgePerformance,
  type Observation,
  type ProductTest,
  type TukeyComparison,
} from '@palate/stats';
import {
  isPerSample,
  NOT_PER_SAMPLE,
  type QuestionBase,
  type QuestionContext,
  type Where,
} from './question-context.ts';
import { idealFigures, type IdealFigures } from './rapid-questions.ts';
import { scaleDistribution } from './scale-distribution.ts';
import type { LongResult } from './results.service.ts';
import { likingOfSitting } from './liking-of-sitting.ts';
import { isIncomplete } from './sitting-blocks.ts';
import { differenceFromControl } from './difference-from-control.ts';

/** Significance level of the letter groups and of the judges' flags. */
const ALPHA = 0.05;

export interface ScaleAnalysis extends QuestionBase {
  kind: 'scale';
  /** `adjustedMean`: the least-squares mean adjusted for judges, when judges scored only some products. */
  byProduct: Record<string, (Descriptives & { bins: number[]; group?: string; adjustedMean?: number }) | Insufficient>;
  anova: AnovaRow[] | Insufficient;
  /** The product effect as sensory analysts report it (against product:judge with repetitions). */
  productTest?: ProductTest;
  tukey?: TukeyComparison[];
  panel?: JudgePerformance[];
  jar?: Record<string, JarPenalty | Insufficient>;
  /** An ideal scale: each product's mean against the judges' mean ideal, with the paired test (product − ideal). */
  ideal?: IdealFigures;
  /** A difference-from-control test: each product against the blind control (difference-from-control.ts). */
  dunnett?: Dunnett | Insufficient;
}

/** A scale's figures: the products' scores, and the ideal scale's comparison with the judges' ideal. */
export function analyseScale(
  context: QuestionContext,
  where: Where,
  control: ScaleControl,
  rows: LongResult[],
): ScaleAnalysis {
  const analysis = analyseScores(context, where, control, rows);
  if (control.ideal) {
    const ideals = context.ideals.filter((r) => r.page === where.page && r.attribute === where.control);
    analysis.ideal = idealFigures(rows, ideals, context.servedProducts);
  }
  const { reference } = context.definition;
  if (reference !== undefined && isPerSample(context, where)) analysis.dunnett = differenceFromControl(rows, reference);
  return analysis;
}

/** A scale's figures from the products' scores. */
function analyseScores(
  context: QuestionContext,
  where: Where,
  control: ScaleControl,
  rows: LongResult[],
): ScaleAnalysis {
  const answered = rows.filter((r) => r.value !== null);
  const perSample = isPerSample(context, where);
  const observations: Observation[] = answered.map((r) => ({
    value: r.value as number,
    factors: { product: r.product, judge: r.judge },
  }));
  const byProduct: ScaleAnalysis['byProduct'] = {};
  for (const product of perSample ? context.servedProducts : [NOT_PER_SAMPLE]) {
    const values = answered.filter((r) => !perSample || r.product === product).map((r) => r.value as number);
    const summary = descriptives(values);
    byProduct[product] = 'insufficient' in summary ? summary : { ...summary, bins: scaleDistribution(control, values) };
  }
  if (perSample && isIncomplete(answered)) return analyseIncompleteScale(where, control, context, answered, byProduct);
  const anova: ReturnType<typeof productJudgeAnova> = perSample
    ? productJudgeAnova(observations)
    : { insufficient: 'not asked per sample' };
  const analysis: ScaleAnalysis = {
    ...where,
    kind: 'scale',
    byProduct,
    anova: 'insufficient' in anova ? anova : anova.table,
  };
  if (!('insufficient' in anova)) {
    analysis.productTest = anova.product;
    const means = Object.entries(byProduct).flatMap(([group, d]) => ('insufficient' in d ? [] : [{ group, ...d }]));
    const tukey = tukeyHsd(means, anova.product.errorMeanSq, anova.product.errorDf);
    analysis.tukey = tukey;
    const differ = (a: string, b: string) =>
      tukey.some((c) => ((c.first === a && c.second === b) || (c.first === b && c.second === a)) && c.pValue < ALPHA);
    for (const [group, letters] of Object.entries(letterGroups(means, differ))) {
      const entry = byProduct[group];
      if (entry && !('insufficient' in entry)) entry.group = letters;
    }
    if (anova.product.errorTerm === 'product:judge') analysis.panel = panelPerformance(observations, ALPHA);
  }
  if (control.justRight) analysis.jar = jarByProduct(context, answered, (control.min + control.max) / 2);
  return analysis;
}

/**
 * A scale on which judges scored only some of the products: the intra-block ANOVA (judge
 * first), the adjusted means beside the raw ones, and Tukey's comparisons and letter
 * groups on the adjusted means.
 */
function analyseIncompleteScale(
  where: Where,
  control: ScaleControl,
  context: QuestionContext,
  answered: LongResult[],
  byProduct: ScaleAnalysis['byProduct'],
): ScaleAnalysis {
  const anova = intraBlockAnova(
    answered.map((r) => ({ value: r.value as number, factors: { product: r.product, judge: r.judge } })),
  );
  const analysis: ScaleAnalysis = {
    ...where,
    kind: 'scale',
    byProduct,
    anova: 'insufficient' in anova ? anova : anova.table,
  };
  if (!('insufficient' in anova)) {
    analysis.productTest = anova.product;
    analysis.tukey = anova.tukey.map(({ first, second, difference, pValue }) => ({
      first,
      second,
      difference,
      pValue,
    }));
    const means: { group: string; mean: number }[] = [];
    for (const [product, adjustedMean] of Object.entries(anova.adjustedMeans)) {
      const entry = byProduct[product];
      if (!entry || 'insufficient' in entry) continue;
      entry.adjustedMean = adjustedMean;
      means.push({ group: product, mean: adjustedMean });
    }
    const differ = (a: string, b: string) =>
      anova.tukey.some(
        (c) => ((c.first === a && c.second === b) || (c.first === b && c.second === a)) && c.pValue < ALPHA,
      );
    for (const [group, letters] of Object.entries(letterGroups(means, differ))) {
      const entry = byProduct[group];
      if (entry && !('insufficient' in entry)) entry.group = letters;
    }
  }
  if (control.justRight) analysis.jar = jarByProduct(context, answered, (control.min + control.max) / 2);
  return analysis;
}

/** Each product's JAR levels, with penalties when the leader named the liking question. */
function jarByProduct(
  context: QuestionContext,
  answered: LongResult[],
  centre: number,
): Record<string, JarPenalty | Insufficient> {
  const liking = likingOfSitting(context);
  return Object.fromEntries(
    context.servedProducts.map((product) => [
      product,
      jarPenalty(
        answered.filter((r) => r.product === product).map((r) => ({ jar: r.value as number, liking: liking(r) })),
        centre,
      ),
    ]),
  );
}
