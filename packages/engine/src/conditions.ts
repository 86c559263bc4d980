import type { Control, Page } from './definition.ts';
import { givenAnswer, isAnswerable, parseTypedNumber, type Answer } from './answers.ts';

// Kept apart from definition.ts (the schemas) and answers.ts, so that the judges' first
// screens load it only for a questionnaire with conditions.

/**
 * When a page or a control is shown (`showIf`), or when a run ends after a page (`endIf`):
 * one comparison of a control's answer, or `all` / `any` of other conditions. The schema
 * (adaptive-schema.ts) lets through exactly one of these shapes:
 * `{ control, atLeast }`, `{ control, atMost }`, `{ control, anyOf }`, `{ control, noneOf }`,
 * `{ control, answered }`, `{ all }`, `{ any }`.
 */
export interface Condition {
  control?: string;
  atLeast?: number;
  atMost?: number;
  anyOf?: string[];
  noneOf?: string[];
  answered?: boolean;
  all?: Condition[];
  any?: Condition[];
}

/** The answers a condition may read, by control id: only those given on a control that was shown. */
export type GivenAnswers = Readonly<Record<string, Answer>>;

/**
 * Whether a condition holds. A comparison of a control without an answer (unanswered, or
 * hidden by a condition of its own) never holds, `noneOf` included: a question nobody saw
 * says nothing; `answered: false` is the way to branch on it.
 */
export function conditionHolds(condition: Condition, answerOf: (controlId: string) => Answer | undefined): boolean {
  if (condition.all) return condition.all.every((part) => conditionHolds(part, answerOf));
  if (condition.any) return condition.any.some((part) => conditionHolds(part, answerOf));
  const answer = condition.control === undefined ? undefined : answerOf(condition.control);
  if (condition.answered !== undefined) return (answer !== undefined) === condition.answered;
  if (answer === undefined) return false;
  if (condition.atLeast !== undefined) return compare(answer, (value) => value >= (condition.atLeast as number));
  if (condition.atMost !== undefined) return compare(answer, (value) => value <= (condition.atMost as number));
  const chosen = answer.choices ?? [];
  if (condition.anyOf) return condition.anyOf.some((choice) => chosen.includes(choice));
  if (condition.noneOf) return !condition.noneOf.some((choice) => chosen.includes(choice));
  return false;
}

/** A scale's value, or the number a judge typed in a number or integer field. */
function compare(answer: Answer, holds: (value: number) => boolean): boolean {
  const value = typeof answer.value === 'number' ? answer.value : parseTypedNumber(answer.text ?? '');
  return value !== undefined && holds(value);
}

/** Every control a condition reads, with the path to its `control` key inside the condition. */
export function conditionReferences(
  condition: Condition,
  path: readonly (string | number)[] = [],
): { controlId: string; condition: Condition; path: (string | number)[] }[] {
  const parts = condition.all ? ['all' as const] : condition.any ? ['any' as const] : [];
  if (parts.length === 0) {
    return condition.control === undefined ? [] : [{ controlId: condition.control, condition, path: [...path] }];
  }
  const key = parts[0] as 'all' | 'any';
  return (condition[key] ?? []).flatMap((part, index) => conditionReferences(part, [...path, key, index]));
}

/**
 * The controls of a screen shown to the judge, in the page's order, given the answers
 * of earlier screens (`earlier`, from `runScreenStates`) and those given on this screen so
 * far (live, as the judge answers, and again by the server on a post). A condition on a
 * control of the same page reads that control's answer only while it is shown itself.
 */
export function shownControlIds(
  page: Pick<Page, 'controls'>,
  earlier: GivenAnswers,
  onPage: readonly Answer[],
): string[] {
  const controls = new Map(page.controls.map((control) => [control.id, control]));
  const decided = new Map<string, boolean>();
  const isShown = (control: Control): boolean => {
    const known = decided.get(control.id);
    if (known !== undefined) return known;
    // A reference back to itself (refused by the schema) reads as hidden rather than looping.
    decided.set(control.id, false);
    const shown = control.showIf === undefined || conditionHolds(control.showIf, answerOf);
    decided.set(control.id, shown);
    return shown;
  };
  const answerOf = (controlId: string): Answer | undefined => {
    const control = controls.get(controlId);
    if (control === undefined) return earlier[controlId];
    return isAnswerable(control) && isShown(control) ? givenAnswer(control, onPage) : undefined;
  };
  return page.controls.filter(isShown).map((control) => control.id);
}

/**
 * Whether the judge's run ends after this screen (a screen-out): its `endIf` holds on the
 * answers of earlier screens and those of its own shown controls.
 */
export function endsRunAfter(
  page: Pick<Page, 'controls' | 'endIf'>,
  earlier: GivenAnswers,
  onPage: readonly Answer[],
): boolean {
  if (page.endIf === undefined) return false;
  const shown = new Set(shownControlIds(page, earlier, onPage));
  const controls = new Map(page.controls.map((control) => [control.id, control]));
  return conditionHolds(page.endIf, (controlId) => {
    const control = controls.get(controlId);
    if (control === undefined) return earlier[controlId];
    return isAnswerable(control) && shown.has(controlId) ? givenAnswer(control, onPage) : undefined;
  });
}
