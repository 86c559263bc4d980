import {
  readsEarlierAnswers,
  runScreensOf,
  runScreenStates,
  type Answer,
  type PageInstance,
  type Questionnaire,
  type ScreenState,
} from '@palate/engine';
import type { AnswerRow } from './runs.repository.ts';
import { toAnswer } from './stored-answers.ts';

// What conditions make of a judge's run (the engine's runScreenStates): which screens and
// controls are shown, where a screen-out ends it, what pipes show. Read only for a
// questionnaire whose screens read earlier answers, so that any other keeps its one read
// per post.

/** What the states of a run's screens follow from: its questionnaire and its screens in order. */
interface RunScreens {
  definition: Questionnaire;
  sequence: readonly PageInstance[];
}

const reading = new WeakMap<Questionnaire, boolean>();

/** Whether a questionnaire's screens depend on earlier answers (kept per parsed definition, which never changes). */
export function readsAnswers(definition: Questionnaire): boolean {
  let reads = reading.get(definition);
  if (reads === undefined) {
    reads = readsEarlierAnswers(definition);
    reading.set(definition, reads);
  }
  return reads;
}

/** A screen's answers posted now, standing in for those stored for it. */
export interface PendingScreen {
  position: number;
  answers: readonly Answer[];
}

/** Every screen's state in the run, from its stored answers (every row of the run) and a screen's pending ones. */
export function screenStates(run: RunScreens, stored: readonly AnswerRow[], pending?: PendingScreen): ScreenState[] {
  const byKey = answersByScreen(stored);
  return runScreenStates(runScreensOf(run.definition, run.sequence), (position) =>
    position === pending?.position ? pending.answers : (byKey.get(run.sequence[position]?.key ?? '') ?? []),
  );
}

/** The answers stored for each screen, by its key. */
export function answersByScreen(stored: readonly AnswerRow[]): Map<string, Answer[]> {
  const byKey = new Map<string, Answer[]>();
  for (const row of stored) {
    const answers = byKey.get(row.page_key) ?? [];
    answers.push(toAnswer(row));
    byKey.set(row.page_key, answers);
  }
  return byKey;
}

/** Which screens the moves may land on: every one, unless conditions skip some. */
export function shownScreens(states: readonly ScreenState[] | null): ((position: number) => boolean) | undefined {
  return states === null ? undefined : (position) => states[position]?.shown !== false;
}

/**
 * The stored answers that conditions now hide: every answer of a screen not shown, and of a
 * control not shown on its screen (a judge went back and changed an earlier answer).
 * Screens whose answers are being replaced (`replaced`: a post's, an upload's) are left out.
 */
export function hiddenAnswers(
  run: RunScreens,
  states: readonly ScreenState[],
  stored: readonly AnswerRow[],
  replaced: (position: number) => boolean,
): { pageKey: string; controlId: string }[] {
  const positions = new Map(run.sequence.map((instance, position) => [instance.key, position]));
  return stored
    .filter((row) => {
      const position = positions.get(row.page_key);
      const state = position === undefined ? undefined : states[position];
      return (
        position !== undefined &&
        !replaced(position) &&
        state !== undefined &&
        !state.shownControls.includes(row.control_id)
      );
    })
    .map((row) => ({ pageKey: row.page_key, controlId: row.control_id }));
}
