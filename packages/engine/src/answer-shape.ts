import type { AnswerableControl, TemporalControl } from './definition.ts';
import type { Answer } from './answers.ts';
import { isEmptyRecording, isTemporalKind, type TemporalRecording } from './temporal.ts';

// The shape of an answer, apart from the rules of its values (answers.ts): which field each
// kind of control reads, whether an answer says anything, and whether it is well formed.

type AnswerField = keyof Omit<Answer, 'controlId'>;

/** The answer field each kind of control reads; any other field is a malformed answer. */
const ANSWER_FIELD: Record<AnswerableControl['kind'], AnswerField> = {
  scale: 'value',
  text: 'text',
  comment: 'text',
  single: 'choices',
  multiple: 'choices',
  rank: 'ranks',
  napping: 'positions',
  sorting: 'groups',
  discrimination: 'choices',
  picture: 'marks',
  tds: 'recording',
  tcata: 'recording',
  ti: 'recording',
};

function answerField(control: AnswerableControl): AnswerField {
  return control.kind === 'text' && control.format === 'tags' ? 'tags' : ANSWER_FIELD[control.kind];
}

/** The field that may come with the answer's own: a napping's or sorting's words, a RATA's intensities. */
function companionField(control: AnswerableControl): AnswerField | undefined {
  if ((control.kind === 'napping' || control.kind === 'sorting') && control.words) return 'words';
  if (control.kind === 'multiple' && control.rate !== undefined) return 'ratings';
  return undefined;
}

/** Whether an answer says nothing: no field, an empty text or list, a blank recording. */
export function isEmpty(control: AnswerableControl, answer: Answer): boolean {
  // Intensities without a term checked are an answer, and a faulty one (rataUnchecked).
  if (companionField(control) === 'ratings' && Object.keys(answer.ratings ?? {}).length > 0) return false;
  const given = answer[answerField(control)];
  if (given === undefined) return true;
  if (isTemporalKind(control.kind)) return isEmptyRecording(control as TemporalControl, given as TemporalRecording);
  if (typeof given === 'string') return given.trim() === '';
  if (Array.isArray(given)) return given.length === 0;
  if (typeof given === 'object') return Object.keys(given).length === 0;
  return false;
}

const ANSWER_FIELDS = [
  'value',
  'text',
  'tags',
  'choices',
  'ranks',
  'marks',
  'recording',
  'positions',
  'groups',
  'words',
  'ratings',
] as const satisfies readonly AnswerField[];

/**
 * Whether an answer carries another field than its control's (a tags list for a scale, two
 * fields at once) or its field holds the wrong type: an answer no screen of this app sends.
 */
export function isMalformed(control: AnswerableControl, answer: Answer): boolean {
  const expected = answerField(control);
  const companion = companionField(control);
  // A text may accompany any answer (the judge's remark, stored as tx beside v).
  const fields = ANSWER_FIELDS.filter(
    (f) => answer[f] !== undefined && (f !== 'text' || expected === 'text') && f !== companion,
  );
  const companionMalformed =
    companion !== undefined && answer[companion] !== undefined && !isWellTyped(control, companion, answer[companion]);
  // An answer with no field of its own is simply not answered; one with another field is malformed.
  if (fields.length === 0 && !companionMalformed) return false;
  return fields.length !== 1 || companionMalformed || !isWellTyped(control, expected, answer[expected]);
}

function isWellTyped(control: AnswerableControl, field: AnswerField, given: unknown): boolean {
  switch (field) {
    case 'value':
      return typeof given === 'number';
    case 'text':
      return typeof given === 'string';
    case 'tags':
    case 'choices':
      return isListOfTexts(given);
    case 'ranks':
    case 'ratings':
      return isRecordOf(given, (item) => typeof item === 'number');
    case 'marks':
      return Array.isArray(given) && given.every(isMarkOnPicture);
    case 'recording':
      return isRecordingShaped(given);
    case 'positions':
      return isRecordOf(
        given,
        (item) =>
          Array.isArray(item) && item.length === 2 && item.every((coordinate) => typeof coordinate === 'number'),
      );
    case 'groups':
      return Array.isArray(given) && given.every(isListOfTexts);
    case 'words':
      // A napping's words by sample code, a sorting's by group.
      return control.kind === 'napping'
        ? isRecordOf(given, isListOfTexts)
        : Array.isArray(given) && given.every(isListOfTexts);
  }
}

function isListOfTexts(given: unknown): given is string[] {
  return Array.isArray(given) && given.every((item) => typeof item === 'string');
}

function isRecordOf(given: unknown, isItem: (item: unknown) => boolean): boolean {
  return typeof given === 'object' && given !== null && !Array.isArray(given) && Object.values(given).every(isItem);
}

function isRecordingShaped(given: unknown): boolean {
  if (typeof given !== 'object' || given === null) return false;
  const { fingerprint, duration } = given as Record<string, unknown>;
  return typeof fingerprint === 'string' && typeof duration === 'number';
}

function isMarkOnPicture(mark: unknown): boolean {
  if (typeof mark !== 'object' || mark === null) return false;
  const { x, y } = mark as Record<string, unknown>;
  const inside = (coordinate: unknown) =>
    typeof coordinate === 'number' && Number.isFinite(coordinate) && coordinate >= 0 && coordinate <= 1;
  return inside(x) && inside(y);
}
