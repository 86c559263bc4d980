import type {
  AnswerableControl,
  CommentControl,
  Control,
  DiscriminationControl,
  MultipleChoiceControl,
  Page,
  PictureControl,
  RankControl,
  ScaleControl,
  SingleChoiceControl,
  TextControl,
} from './definition.ts';
import { cupsPicked, discriminationWords } from './discrimination.ts';
import { nappingFault, rataFault, sortingFault, type RapidFault, type SheetPosition } from './rapid-methods.ts';
import { validateRecording, type TemporalRecording } from './temporal.ts';
import { isEmpty, isMalformed } from './answer-shape.ts';

/** A mark on a picture: its place across (x) and down (y), each from 0 to 1. */
export interface PictureMark {
  x: number;
  y: number;
}

/**
 * A judge's answer to one control of one screen. Which field carries it depends on the
 * control: `value` for a scale, `text` for a text answer or comment, `tags` for a tags
 * answer, `choices` for single and multiple choice (choice ids) and discrimination
 * (blinding codes picked, or the method's word), `ranks` for a rank (blinding code to rank, 1 first), `marks`
 * for a picture (in the order the judge made them), `recording` for a temporal control
 * (TDS, TCATA, time-intensity), `positions` for a napping (code to [x, y] on the sheet, with
 * `words` by code), `groups` for a sorting (lists of codes, with `words` by group), and a
 * RATA's `choices` with their `ratings` (term id to intensity).
 */
export interface Answer {
  controlId: string;
  value?: number;
  text?: string;
  tags?: string[];
  choices?: string[];
  ranks?: Record<string, number>;
  marks?: PictureMark[];
  recording?: TemporalRecording;
  positions?: Record<string, SheetPosition>;
  /** A napping's words by sample code, or a sorting's by group (in the order of `groups`). */
  words?: Record<string, string[]> | string[][];
  groups?: string[][];
  ratings?: Record<string, number>;
}

/**
 * The rule names are stable: clients translate them (with their params) into the judge's
 * language, so a name never changes once published.
 */
export const VALIDATION_RULES = [
  'required',
  'number',
  'integer',
  'range',
  'step',
  'minLength',
  'maxLength',
  'maxTags',
  'tagSeparator',
  'emptyTag',
  'unknownChoice',
  'oneChoice',
  'maxSelected',
  'maxPerClass',
  'unknownCode',
  'rankTie',
  'rankMissing',
  'rankHighestOnly',
  'pickCount',
  'locked',
  'answerShape',
  'unknownControl',
  'duplicate',
  'maxMarks',
  'timeline',
  'minDuration',
  'nappingUnplaced',
  'nappingOutside',
  'nappingUnknownSample',
  'sortingUngrouped',
  'sortingTwice',
  'sortingGroupCount',
  'sortingWords',
  'rataUnrated',
  'rataUnchecked',
  'rataOutOfRange',
  'hidden',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export interface ValidationIssue {
  controlId: string;
  rule: ValidationRule;
  params?: Record<string, number | string>;
}

export interface ValidationOptions {
  /** Off in a leader's preview without forced answers, and when a judge goes back without finishing. */
  mandatoryAnswers?: boolean;
  /** The blinding codes a rank, napping, sorting or discrimination control offers, by control id, as served to this judge. */
  served?: Readonly<Record<string, readonly string[]>>;
  /**
   * What the judge answered before leaving this screen the last time; forced-choice
   * answers among them cannot change.
   */
  answeredBeforeMovingOn?: readonly Answer[];
  /**
   * The controls a condition shows on this screen (conditions.ts's shownControlIds); every
   * control when absent. A control left out is not required, and an answer to it is refused
   * (`hidden`): the judge could not have seen it.
   */
  shown?: readonly string[];
}

export function isAnswerable(control: Control): control is AnswerableControl {
  return control.kind !== 'info';
}

/** Checks a screen's answers against its controls; an empty list means the screen may be left. */
export function validatePage(
  page: Page,
  answers: readonly Answer[],
  options: ValidationOptions = {},
): ValidationIssue[] {
  const mandatoryAnswers = options.mandatoryAnswers ?? true;
  const issues: ValidationIssue[] = [];
  const answerable = new Map(page.controls.filter(isAnswerable).map((c) => [c.id, c]));
  const answered = new Set<string>();
  for (const answer of answers) {
    if (!answerable.has(answer.controlId)) issues.push({ controlId: answer.controlId, rule: 'unknownControl' });
    // Two answers to one control: which one the judge meant is unknowable, so neither is kept.
    else if (answered.has(answer.controlId)) issues.push({ controlId: answer.controlId, rule: 'duplicate' });
    answered.add(answer.controlId);
  }
  const shown = options.shown === undefined ? undefined : new Set(options.shown);
  for (const control of answerable.values()) {
    const answer = answers.find((a) => a.controlId === control.id);
    if (shown !== undefined && !shown.has(control.id)) {
      if (answer !== undefined && (isMalformed(control, answer) || !isEmpty(control, answer))) {
        issues.push({ controlId: control.id, rule: 'hidden' });
      }
      continue;
    }
    const served = options.served?.[control.id] ?? [];
    const shapeIssue =
      answer !== undefined && isMalformed(control, answer)
        ? { controlId: control.id, rule: 'answerShape' as const }
        : undefined;
    const issue =
      shapeIssue ??
      (answer === undefined || isEmpty(control, answer)
        ? control.mandatory && mandatoryAnswers
          ? { controlId: control.id, rule: 'required' as const }
          : undefined
        : (validateAnswer(control, answer, served) ?? validateLock(control, answer, options.answeredBeforeMovingOn)));
    if (issue) issues.push(issue);
  }
  return issues;
}

/** Whether an answer says something: an empty one (no field, an empty text or list, a blank recording) is no answer. */
export function hasAnswer(control: AnswerableControl, answer: Answer): boolean {
  return !isEmpty(control, answer);
}

/** A control's answer among a screen's, when the judge gave one. */
export function givenAnswer(control: AnswerableControl, answers: readonly Answer[]): Answer | undefined {
  const answer = answers.find((candidate) => candidate.controlId === control.id);
  return answer !== undefined && hasAnswer(control, answer) ? answer : undefined;
}

function validateAnswer(
  control: AnswerableControl,
  answer: Answer,
  served: readonly string[],
): ValidationIssue | undefined {
  switch (control.kind) {
    case 'scale':
      return validateScale(control, answer.value as number);
    case 'text':
      return control.format === 'tags'
        ? validateTags(control, answer.tags as string[])
        : validateText(control, answer.text as string);
    case 'comment':
      return validateComment(control, answer.text as string);
    case 'single':
      return validateSingle(control, answer.choices as string[]);
    case 'multiple':
      return (
        validateMultiple(control, answer.choices ?? []) ??
        (control.rate === undefined
          ? undefined
          : issueOf(control, rataFault({ ...control, rate: control.rate }, answer.choices ?? [], answer.ratings ?? {})))
      );
    case 'napping':
      return issueOf(
        control,
        nappingFault(
          control,
          answer.positions as Record<string, SheetPosition>,
          answer.words as Record<string, string[]> | undefined,
          served,
        ),
      );
    case 'sorting':
      return issueOf(
        control,
        sortingFault(control, answer.groups as string[][], answer.words as string[][] | undefined, served),
      );
    case 'rank':
      return validateRank(control, answer.ranks as Record<string, number>, served);
    case 'discrimination':
      return validateDiscrimination(control, answer.choices as string[], served);
    case 'picture':
      return validatePicture(control, answer.marks as PictureMark[]);
    case 'tds':
    case 'tcata':
    case 'ti': {
      const fault = validateRecording(control, answer.recording as TemporalRecording);
      return (
        fault && {
          controlId: control.id,
          rule: fault,
          ...(fault === 'minDuration' && { params: { min: control.minDuration ?? 0 } }),
        }
      );
    }
  }
}

function issueOf(control: AnswerableControl, fault: RapidFault | undefined): ValidationIssue | undefined {
  return fault && { controlId: control.id, ...fault };
}

function validatePicture(control: PictureControl, marks: PictureMark[]): ValidationIssue | undefined {
  if (marks.length > control.maxMarks) {
    return { controlId: control.id, rule: 'maxMarks', params: { max: control.maxMarks } };
  }
  return undefined;
}

function validateScale(scale: ScaleControl, value: number): ValidationIssue | undefined {
  if (!Number.isFinite(value)) return { controlId: scale.id, rule: 'number' };
  if (value < scale.min || value > scale.max) {
    return { controlId: scale.id, rule: 'range', params: { min: scale.min, max: scale.max } };
  }
  if (scale.style === 'category' && !isOnStep(value, scale.min, scale.step ?? 1)) {
    return { controlId: scale.id, rule: 'step', params: { min: scale.min, step: scale.step ?? 1 } };
  }
  return undefined;
}

function isOnStep(value: number, origin: number, step: number): boolean {
  const steps = (value - origin) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const INTEGER_TEXT = /^[+-]?\d+$/;

/** The number a judge typed, with a decimal comma or point, or undefined when it is not one. */
export function parseTypedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

function validateLength(
  controlId: string,
  text: string,
  limits: { minLength?: number | undefined; maxLength?: number | undefined },
): ValidationIssue | undefined {
  const length = [...text].length;
  if (limits.minLength !== undefined && length < limits.minLength) {
    return { controlId, rule: 'minLength', params: { min: limits.minLength } };
  }
  if (limits.maxLength !== undefined && length > limits.maxLength) {
    return { controlId, rule: 'maxLength', params: { max: limits.maxLength } };
  }
  return undefined;
}

function validateText(control: TextControl, text: string): ValidationIssue | undefined {
  const trimmed = text.trim();
  if (control.format === 'integer' && !INTEGER_TEXT.test(trimmed)) return { controlId: control.id, rule: 'integer' };
  if (control.format === 'number' && parseTypedNumber(trimmed) === undefined) {
    return { controlId: control.id, rule: 'number' };
  }
  return validateLength(control.id, trimmed, control);
}

function validateTags(control: TextControl, tags: string[]): ValidationIssue | undefined {
  if (tags.some((tag) => tag.trim() === '')) return { controlId: control.id, rule: 'emptyTag' };
  if (tags.some((tag) => tag.includes(control.separator))) {
    return { controlId: control.id, rule: 'tagSeparator', params: { separator: control.separator } };
  }
  if (control.maxTags !== undefined && tags.length > control.maxTags) {
    return { controlId: control.id, rule: 'maxTags', params: { max: control.maxTags } };
  }
  for (const tag of tags) {
    const issue = validateLength(control.id, tag.trim(), control);
    if (issue) return issue;
  }
  return undefined;
}

function validateComment(control: CommentControl, text: string): ValidationIssue | undefined {
  return validateLength(control.id, text, { maxLength: control.maxLength });
}

function validateSingle(control: SingleChoiceControl, choices: string[]): ValidationIssue | undefined {
  const known = new Set(control.choices.map((c) => c.id));
  if (choices.some((id) => !known.has(id))) return { controlId: control.id, rule: 'unknownChoice' };
  if (choices.length !== 1) return { controlId: control.id, rule: 'oneChoice' };
  return undefined;
}

function validateMultiple(control: MultipleChoiceControl, choices: string[]): ValidationIssue | undefined {
  const byId = new Map(control.choices.map((c) => [c.id, c]));
  if (choices.some((id) => !byId.has(id))) return { controlId: control.id, rule: 'unknownChoice' };
  if (new Set(choices).size !== choices.length) return { controlId: control.id, rule: 'duplicate' };
  if (control.maxSelected !== undefined && choices.length > control.maxSelected) {
    return { controlId: control.id, rule: 'maxSelected', params: { max: control.maxSelected } };
  }
  if (control.maxPerClass !== undefined) {
    const perClass = new Map<string, number>();
    for (const id of choices) {
      const className = byId.get(id)?.class;
      if (className === undefined) continue;
      const count = (perClass.get(className) ?? 0) + 1;
      perClass.set(className, count);
      if (count > control.maxPerClass) {
        return { controlId: control.id, rule: 'maxPerClass', params: { max: control.maxPerClass, class: className } };
      }
    }
  }
  return undefined;
}

function validateRank(
  control: RankControl,
  ranks: Record<string, number>,
  served: readonly string[],
): ValidationIssue | undefined {
  const codes = new Set(served);
  const entries = Object.entries(ranks);
  const unknown = entries.find(([code]) => !codes.has(code));
  if (unknown) return { controlId: control.id, rule: 'unknownCode', params: { code: unknown[0] } };
  const count = served.length;
  if (entries.some(([, rank]) => !Number.isInteger(rank) || rank < 1 || rank > count)) {
    return { controlId: control.id, rule: 'range', params: { min: 1, max: count } };
  }
  const taken = new Set(entries.map(([, rank]) => rank));
  if (taken.size !== entries.length) return { controlId: control.id, rule: 'rankTie' };
  const missing = count - entries.length;
  if (missing === 0) return undefined;
  // The one sample left out can only be the last: its rank follows from the others.
  if (control.lastMayBeLeft && missing === 1) {
    return taken.has(count) ? { controlId: control.id, rule: 'rankHighestOnly', params: { rank: count } } : undefined;
  }
  return { controlId: control.id, rule: 'rankMissing', params: { count } };
}

/**
 * A discrimination answer is the codes picked among the cups served, or one of the method's
 * words (same-different, A-not-A, a paired preference's "no preference") alone.
 */
function validateDiscrimination(
  control: DiscriminationControl,
  picked: string[],
  served: readonly string[],
): ValidationIssue | undefined {
  const words = discriminationWords(control);
  const expected = cupsPicked(control.method);
  if (expected === 0) {
    if (picked.some((word) => !words.includes(word))) return { controlId: control.id, rule: 'unknownChoice' };
    return picked.length === 1 ? undefined : { controlId: control.id, rule: 'oneChoice' };
  }
  if (picked.length === 1 && words.includes(picked[0] as string)) return undefined;
  const cups = new Set(served);
  const unknown = picked.find((code) => !cups.has(code));
  if (unknown !== undefined) return { controlId: control.id, rule: 'unknownCode', params: { code: unknown } };
  if (new Set(picked).size !== expected || picked.length !== expected) {
    return { controlId: control.id, rule: 'pickCount', params: { count: expected } };
  }
  return undefined;
}

function validateLock(
  control: AnswerableControl,
  answer: Answer,
  before: readonly Answer[] | undefined,
): ValidationIssue | undefined {
  if (control.kind !== 'discrimination' || !control.lockAfterMove || !before) return undefined;
  const previous = before.find((a) => a.controlId === control.id)?.choices;
  if (!previous || previous.length === 0) return undefined;
  const same =
    previous.length === (answer.choices ?? []).length && previous.every((code) => answer.choices?.includes(code));
  return same ? undefined : { controlId: control.id, rule: 'locked' };
}
