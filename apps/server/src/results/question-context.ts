import type { AnswerableControl, Questionnaire } from '@palate/engine';
import type { LongResult } from './results.service.ts';

/** The figures of a question asked once per screen, not per sample, are under this key. */
export const NOT_PER_SAMPLE = 'all';

/** A question's place in the questionnaire: the page and the control's id. */
export type Where = { page: string; control: string };

/** What every question's figures start with: where it is and its kind. */
export interface QuestionBase {
  page: string;
  control: string;
  kind: AnswerableControl['kind'];
  /** The judges whose answers the figures count: shown the question (conditions may hide it) and answering it. */
  judges?: number;
}

/**
 * What a question's figures read beyond its own rows: the definition (is its page per
 * sample?), every analysed answer (a JAR's liking, the screens a CATA term was seen on) and
 * the products served, in the definition's order.
 */
export interface QuestionContext {
  definition: Questionnaire;
  results: LongResult[];
  /** The ideal scales' answers on their ideal screens (product IDEAL). */
  ideals: LongResult[];
  servedProducts: string[];
  likingControl: string | undefined;
}

/** Whether the question's page is shown once per sample (else its answers have no product). */
export function isPerSample(context: QuestionContext, where: Where): boolean {
  return context.definition.pages.find((page) => page.id === where.page)?.perSample === true;
}
