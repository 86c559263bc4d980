import { parseSampleCodeKey, sampleCodeKey } from './codes.ts';
import type { Questionnaire } from './definition.ts';
import { labelledReferenceOf } from './difference-from-control.ts';
import { localize } from './languages.ts';
import { buildPageSequence, servedCodes, type JudgePlan } from './sequence.ts';

/** One cup the kitchen prepares for a judge: which product, under which code, in which place of the repetition. */
export interface PlannedCup {
  repetition: number;
  /** 1 for the first cup the judge meets in this repetition. */
  place: number;
  code: string;
  productId: string;
  /**
   * A difference-from-control test's labelled reference, served beside the blind sample
   * that follows it: its code is the reference's label (in English, else its first language).
   */
  labelledReference?: true;
}

/**
 * The cups of one judge in the order the judge meets them, repetition by repetition:
 * worked out from the very screens the run serves (`buildPageSequence`, `servedCodes`), so
 * the kitchen's plan cannot differ from what the judge is asked about. A sample met on
 * several screens is one cup; a discrimination test's reference comes before its cups, and
 * a difference-from-control test's labelled reference before each blind sample.
 */
export function servingPlanOf(
  definition: Questionnaire,
  plan: JudgePlan,
  codes: Readonly<Record<string, string>>,
): PlannedCup[] {
  const productOfCode = new Map(Object.entries(codes).map(([key, code]) => [code, parseSampleCodeKey(key).productId]));
  const labelled = labelledReferenceOf(definition);
  const cups: PlannedCup[] = [];
  const placed = new Set<string>();
  const nextPlace = (repetition: number) => cups.filter((cup) => cup.repetition === repetition).length + 1;
  const place = (repetition: number, code: string | undefined) => {
    const productId = code === undefined ? undefined : productOfCode.get(code);
    if (code === undefined || productId === undefined || placed.has(`${repetition}:${code}`)) return;
    placed.add(`${repetition}:${code}`);
    cups.push({ repetition, place: nextPlace(repetition), code, productId });
  };
  // One labelled cup per blind sample, even if that sample's cup was served earlier (a rank).
  const besideSamples = new Set<string>();
  const placeReferenceBeside = (repetition: number, sampleCode: string | undefined) => {
    if (labelled === null || sampleCode === undefined || besideSamples.has(`${repetition}:${sampleCode}`)) return;
    besideSamples.add(`${repetition}:${sampleCode}`);
    const code = localize(labelled.label, 'en');
    cups.push({
      repetition,
      place: nextPlace(repetition),
      code,
      productId: labelled.productId,
      labelledReference: true,
    });
  };
  for (const instance of buildPageSequence(definition, plan.orders)) {
    if (instance.productId !== null) {
      const sampleCode = codes[sampleCodeKey(instance.productId, instance.repetition)];
      placeReferenceBeside(instance.repetition, sampleCode);
      place(instance.repetition, sampleCode);
    }
    const { served, references } = servedCodes(definition, instance, plan, codes);
    for (const reference of Object.values(references)) place(instance.repetition, reference);
    for (const offered of Object.values(served)) for (const code of offered) place(instance.repetition, code);
  }
  return cups;
}
