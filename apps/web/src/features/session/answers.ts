import { isAnswerable, type Answer, type Page, type ScaleControl, type ValidationIssue } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import englishTexts from './texts/en.ts';

/** What a judge gave for one control: the answer without its control id. */
export type AnswerPayload = Omit<Answer, 'controlId'>;

/** The judge's current answer to each answerable control of a screen, by control id. */
export type AnswerValues = Readonly<Record<string, AnswerPayload>>;

export type Moving = 'next' | 'prev';

/** The engine's definition of a screen, so that it is checked by the same rules as on the server. */
export function pageDefinition(page: PageView): Page {
  return { id: page.key, title: page.title, perSample: false, controls: page.controls };
}

/** What the judge already answered on a screen, to show it again. */
export function valuesOf(page: PageView): AnswerValues {
  const answerable = new Set(page.controls.filter(isAnswerable).map((control) => control.id));
  const values: Record<string, AnswerPayload> = {};
  for (const { controlId, ...payload } of page.answers) {
    if (answerable.has(controlId)) values[controlId] = payload;
  }
  return values;
}

/**
 * The answers to post, in the order of the screen, leaving out what the judge has not
 * answered and, when a condition decides the controls `shown`, the controls it hides (what
 * the judge gave there before it hid them stays on screen, unsent, should it show them again).
 */
export function answersOf(page: PageView, values: AnswerValues, shown?: readonly string[]): Answer[] {
  return page.controls.filter(isAnswerable).flatMap((control) => {
    if (shown !== undefined && !shown.includes(control.id)) return [];
    const payload = values[control.id];
    return payload === undefined ? [] : [{ controlId: control.id, ...payload }];
  });
}

/**
 * The value of each point of a category scale, from min by step. Rounded so that a step
 * such as 0.1 gives 0.3 and not 0.30000000000000004, which would match no stored answer.
 */
export function categoryPoints(scale: ScaleControl): number[] {
  const step = scale.step ?? 1;
  const count = Math.floor((scale.max - scale.min) / step + 1e-9) + 1;
  return Array.from({ length: count }, (_, index) => Math.round((scale.min + index * step) * 1e9) / 1e9);
}

/**
 * A tags answer as typed: the words between separators, trimmed. An empty word stays in
 * the list, so that the engine can tell the judge to remove it.
 */
export function tagsOf(typed: string, separator: string): string[] {
  if (typed.trim() === '') return [];
  const words = typed.split(separator).map((word) => word.trim());
  // A separator typed at the end is the judge about to type the next word, not an empty one.
  return words.at(-1) === '' ? words.slice(0, -1) : words;
}

/** A line scale is unstructured: without a step of its own it moves by a hundredth of its range. */
export function lineStep(scale: ScaleControl): number {
  return scale.step ?? (scale.max - scale.min) / 100;
}

/** One submission of a screen, as the server dedupes it. */
export interface Submission {
  position: number;
  moving: Moving;
  answers: Answer[];
}

/** Whether a new submission repeats one that may have reached the server, so it keeps its post id. */
export function isSameSubmission(a: Submission, b: Submission): boolean {
  return (
    a.position === b.position &&
    a.moving === b.moving &&
    a.answers.length === b.answers.length &&
    a.answers.every((answer, index) => {
      const other = b.answers[index];
      return other !== undefined && JSON.stringify(answer) === JSON.stringify(other);
    })
  );
}

/**
 * The issues the server found in a refused post (52000), when every one of them concerns a
 * control of this screen with a rule the judge can be told about; otherwise none, and the
 * refusal is shown as an error instead.
 */
export function issuesFromServer(data: unknown, page: PageView): ValidationIssue[] {
  if (typeof data !== 'object' || data === null) return [];
  const { issues, position } = data as { issues?: unknown; position?: unknown };
  if ((position !== undefined && position !== page.position) || !Array.isArray(issues)) return [];
  const controls = new Set(page.controls.filter(isAnswerable).map((control) => control.id));
  const shown = issues.filter((issue): issue is ValidationIssue => isIssue(issue) && controls.has(issue.controlId));
  return shown.length === issues.length ? shown : [];
}

function isIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { controlId, rule, params } = value as Record<string, unknown>;
  return (
    typeof controlId === 'string' &&
    typeof rule === 'string' &&
    Object.hasOwn(englishTexts.validation, rule) &&
    (params === undefined || (typeof params === 'object' && params !== null))
  );
}
