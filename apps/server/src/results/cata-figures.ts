import type { MultipleChoiceControl } from '@palate/engine';
import {
  cataMeanImpact,
  cataPairwise,
  type CataEvaluation,
  type CataPairwise,
  type Insufficient,
  type MeanImpact,
} from '@palate/stats';
import { likingOfSitting } from './liking-of-sitting.ts';
import type { QuestionContext } from './question-context.ts';
import type { LongResult } from './results.service.ts';
import { blockKey, completeBlocks } from './sitting-blocks.ts';

/** Whether a row says the judge checked `choice` of the CATA question. */
const checks = (control: MultipleChoiceControl, choice: string) => (r: LongResult) =>
  r.attribute === `${control.id}.${choice}` && r.value === 1;

/**
 * Each CATA term's products compared two by two (McNemar's exact test, Bonferroni), over the
 * complete blocks Cochran's Q reads: `screens` are every answer on the question's page about
 * a sample, which tell that the judge saw it, checked terms or not.
 */
export function pairwiseByTerm(
  control: MultipleChoiceControl,
  screens: LongResult[],
  products: string[],
): Record<string, CataPairwise | Insufficient> {
  return Object.fromEntries(
    control.choices.map((choice) => {
      const checked = checks(control, choice.id);
      return [
        choice.id,
        cataPairwise(
          completeBlocks(screens, products, (r) => (checked(r) ? 1 : 0)),
          products,
        ),
      ];
    }),
  );
}

/**
 * Each CATA term's mean impact on liking: every sample a judge saw on the question's page
 * and scored on the liking question is one evaluation, the term checked or not.
 */
export function meanImpactByTerm(
  context: QuestionContext,
  control: MultipleChoiceControl,
  screens: LongResult[],
): Record<string, MeanImpact | Insufficient> {
  const liking = likingOfSitting(context);
  const evaluations = new Map<string, { liking: number; rows: LongResult[] }>();
  for (const r of screens) {
    const score = liking(r);
    if (score === null) continue;
    const key = `${blockKey(r)}\u0000${r.product}`;
    const evaluation = evaluations.get(key) ?? { liking: score, rows: [] };
    evaluation.rows.push(r);
    evaluations.set(key, evaluation);
  }
  return Object.fromEntries(
    control.choices.map((choice) => {
      const checked = checks(control, choice.id);
      const answers: CataEvaluation[] = [...evaluations.values()].map((evaluation) => ({
        checked: evaluation.rows.some(checked),
        liking: evaluation.liking,
      }));
      return [choice.id, cataMeanImpact(answers)];
    }),
  );
}
