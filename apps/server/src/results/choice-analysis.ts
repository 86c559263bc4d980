import type { MultipleChoiceControl, SingleChoiceControl } from '@palate/engine';
import { cochranQ, type CataPairwise, type CochranQ, type Insufficient, type MeanImpact } from '@palate/stats';
import {
  isPerSample,
  NOT_PER_SAMPLE,
  type QuestionBase,
  type QuestionContext,
  type Where,
} from './question-context.ts';
import { meanImpactByTerm, pairwiseByTerm } from './cata-figures.ts';
import { rataFigures, type RataFigures } from './rapid-questions.ts';
import type { LongResult } from './results.service.ts';
import { completeBlocks } from './sitting-blocks.ts';

export interface ChoiceAnalysis extends QuestionBase {
  kind: 'multiple' | 'single';
  /** How often each term (choice) was checked, per product ("all" on a page not per sample). */
  counts: Record<string, Record<string, number>>;
  /** CATA only: is the term checked equally often for every product? */
  cochranQ?: Record<string, CochranQ | Insufficient>;
  /** CATA only: the products compared two by two, per term (McNemar exact, Bonferroni). */
  pairwise?: Record<string, CataPairwise | Insufficient>;
  /** CATA with a liking question: each term's mean impact on liking. */
  meanImpact?: Record<string, MeanImpact | Insufficient>;
  /** RATA (a CATA with `rate`) on a page per sample: each term's intensities. */
  rata?: RataFigures;
}

/**
 * A single or multiple choice's counts per product; a CATA asked per sample also gets
 * Cochran's Q per term with the products' pairwise comparisons, its terms' mean impact on
 * the liking question when there is one, and a RATA its intensities.
 */
export function analyseChoices(
  context: QuestionContext,
  where: Where,
  control: MultipleChoiceControl | SingleChoiceControl,
  rows: LongResult[],
): ChoiceAnalysis {
  const perSample = isPerSample(context, where);
  const products = perSample ? context.servedProducts : [NOT_PER_SAMPLE];
  const chosen = (r: LongResult, choice: string): boolean =>
    control.kind === 'multiple' ? r.attribute === `${control.id}.${choice}` && r.value === 1 : r.text === choice;
  const counts = Object.fromEntries(
    products.map((product) => [
      product,
      Object.fromEntries(
        control.choices.map((choice) => [
          choice.id,
          rows.filter((r) => (perSample ? r.product === product : true) && chosen(r, choice.id)).length,
        ]),
      ),
    ]),
  );
  const analysis: ChoiceAnalysis = { ...where, kind: control.kind, counts };
  if (control.kind === 'multiple' && perSample) {
    // Every answer on the page's screens tells that the judge saw the sample, checked terms or not.
    const screens = context.results.filter((r) => r.page === where.page && r.product !== '');
    analysis.cochranQ = Object.fromEntries(
      control.choices.map((choice) => {
        const checked = (r: LongResult) => (r.attribute === `${control.id}.${choice.id}` && r.value === 1 ? 1 : 0);
        return [choice.id, cochranQ(completeBlocks(screens, products, checked))];
      }),
    );
    analysis.pairwise = pairwiseByTerm(control, screens, products);
    if (context.likingControl !== undefined) analysis.meanImpact = meanImpactByTerm(context, control, screens);
    if (control.rate !== undefined) analysis.rata = rataFigures(control, rows, products, context.results);
  }
  return analysis;
}
