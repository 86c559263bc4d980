import { parseSampleCodeKey, sampleCodeKey } from './codes.ts';
import type { Questionnaire } from './definition.ts';
import { buildPageSequence, servedCodes, type JudgePlan } from './sequence.ts';

/** One cup the kitchen prepares for a judge: which product, under which code, in which place of the repetition. */
export interface PlannedCup {
  repetition: number;
  /** 1 for the first cup the judge meets in this repetition. */
  place: number;
  code: string;
  productId: string;
}

/**
 * The cups of one judge in the order the judge meets them, repetition by repetition:
 * worked out from the very screens the run serves (`buildPageSequence`, `servedCodes`), so
 * the kitchen's plan cannot differ from what the judge is asked about. A sample met on
 * several screens is one cup; a discrimination test's reference comes before its cups.
 */
export function servingPlanOf(
  definition: Questionnaire,
  plan: JudgePlan,
  codes: Readonly<Record<string, string>>,
): PlannedCup[] {
  const productOfCode = new Map(Object.entries(codes).map(([key, code]) => [code, parseSampleCodeKey(key).productId]));
  const cups: PlannedCup[] = [];
  const placed = new Set<string>();
  const place = (repetition: number, code: string | undefined) => {
    const productId = code === undefined ? undefined : productOfCode.get(code);
    if (code === undefined || productId === undefined || placed.has(`${repetition}:${code}`)) return;
    placed.add(`${repetition}:${code}`);
    const inRepetition = cups.filter((cup) => cup.repetition === repetition).length;
    cups.push({ repetition, place: inRepetition + 1, code, productId });
  };
  for (const instance of buildPageSequence(definition, plan.orders)) {
    if (instance.productId !== null) {
      place(instance.repetition, codes[sampleCodeKey(instance.productId, instance.repetition)]);
    }
    const { served, references } = servedCodes(definition, instance, plan, codes);
    for (const reference of Object.values(references)) place(instance.repetition, reference);
    for (const offered of Object.values(served)) for (const code of offered) place(instance.repetition, code);
  }
  return cups;
}
