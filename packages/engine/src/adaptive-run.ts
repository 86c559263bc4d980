import type { Control, Page, Questionnaire } from './definition.ts';
import { givenAnswer, isAnswerable, type Answer } from './answers.ts';
import { conditionHolds, conditionReferences, endsRunAfter, shownControlIds } from './conditions.ts';
import type { LocalizedText } from './languages.ts';
import { mapPageTexts, pipedValue, pipeReferences } from './piping.ts';
import { pageOf, type PageInstance } from './sequence.ts';

/**
 * One screen of a judge's run as conditions read it: its page (on an ideal screen, the
 * page's ideal scales only), its sample and its repetition. `sample` names the sample any
 * way, the same for every screen of the run: the server gives product ids, a client
 * answering offline may give blinding codes.
 */
export interface RunScreen {
  page: Pick<Page, 'title' | 'controls' | 'showIf' | 'endIf'>;
  sample: string | null;
  repetition: number;
  ideal?: boolean;
}

/** The screens of a run as the server builds them (sequence.ts). */
export function runScreensOf(definition: Questionnaire, sequence: readonly PageInstance[]): RunScreen[] {
  return sequence.map((instance) => ({
    page: pageOf(definition, instance),
    sample: instance.productId,
    repetition: instance.repetition,
    ...(instance.ideal ? { ideal: true } : {}),
  }));
}

/**
 * What a screen's conditions and pipes read from the judge's earlier screens: the
 * answers they name, each given on a screen and a control that were shown, in the same
 * repetition, and for a per-sample control on the same sample. Sent with the screen, so
 * that a client decides the screen's own conditions and pipes live, as the server will.
 */
export interface EarlierAnswers {
  answers: Record<string, Answer>;
  /** The same answers as pipes show them. */
  piped: Record<string, LocalizedText>;
}

export interface ScreenState {
  /** The page's `showIf` holds (always, without one); a screen not shown is skipped by the moves. */
  shown: boolean;
  /** The controls shown, given the answers stored or posted for the screen; none when the screen is not shown. */
  shownControls: string[];
  /** The page's `endIf` holds after this screen: the run ends there (a screen-out). Never on an ideal screen. */
  endsRun: boolean;
  earlier: EarlierAnswers;
}

/**
 * Every screen's state in a run, from the answers of each position (stored, or posted for
 * the screen being left). Screens are read in order, since a condition reads only earlier
 * answers: an answer stored on a screen or a control that is not shown (an earlier answer
 * changed since) is read as no answer. Server and client call this with the same screens
 * and answers, so that they skip and end at the same screens.
 */
export function runScreenStates(
  screens: readonly RunScreen[],
  answersAt: (position: number) => readonly Answer[],
): ScreenState[] {
  let repetition: number | undefined;
  let given = new Map<string, { control: Control; answer: Answer }>();
  return screens.map((screen, position) => {
    if (screen.repetition !== repetition) {
      repetition = screen.repetition;
      given = new Map();
    }
    const earlier = earlierAnswers(screen, given);
    const shown = screen.page.showIf === undefined || conditionHolds(screen.page.showIf, (id) => earlier.answers[id]);
    if (!shown) return { shown, shownControls: [], endsRun: false, earlier };
    const answers = answersAt(position);
    const shownControls = shownControlIds(screen.page, earlier.answers, answers);
    // Ideal answers are never read: they belong to no sample, and only per-sample screens could name them.
    if (!screen.ideal) {
      for (const control of screen.page.controls) {
        const answer = isAnswerable(control) && shownControls.includes(control.id) && givenAnswer(control, answers);
        if (answer) given.set(answerKey(control.id, screen.sample), { control, answer });
      }
    }
    const endsRun = !screen.ideal && endsRunAfter(screen.page, earlier.answers, answers);
    return { shown, shownControls, endsRun, earlier };
  });
}

function answerKey(controlId: string, sample: string | null): string {
  return `${controlId}\u0000${sample ?? ''}`;
}

/**
 * The earlier answers a screen names. A control is named once in the questionnaire and
 * sits either on a per-sample page (its answers kept by sample) or not, so the answer for
 * the screen's sample, else the one not by sample, is the one meant.
 */
function earlierAnswers(
  screen: RunScreen,
  given: ReadonlyMap<string, { control: Control; answer: Answer }>,
): EarlierAnswers {
  const onPage = new Set(screen.page.controls.map((control) => control.id));
  const earlier: EarlierAnswers = { answers: {}, piped: {} };
  for (const controlId of screenReferences(screen.page)) {
    if (onPage.has(controlId)) continue;
    const found =
      (screen.sample === null ? undefined : given.get(answerKey(controlId, screen.sample))) ??
      given.get(answerKey(controlId, null));
    if (found === undefined) continue;
    earlier.answers[controlId] = found.answer;
    const piped = pipedValue(found.control, found.answer);
    if (piped !== undefined) earlier.piped[controlId] = piped;
  }
  return earlier;
}

/**
 * Whether any screen of a questionnaire depends on earlier answers (a condition, a
 * screen-out or a piped answer): only then need a run's answers be read to serve or check a
 * screen, so that a questionnaire without them keeps its single read per post.
 */
export function readsEarlierAnswers(definition: Pick<Questionnaire, 'pages'>): boolean {
  return definition.pages.some((page) => page.endIf !== undefined || screenReferences(page).size > 0);
}

/** Every control a page's conditions and pipes name. */
export function screenReferences(page: RunScreen['page']): Set<string> {
  const named = new Set<string>();
  const conditions = [page.showIf, page.endIf, ...page.controls.map((control) => control.showIf)];
  for (const condition of conditions) {
    for (const reference of condition ? conditionReferences(condition) : []) named.add(reference.controlId);
  }
  mapPageTexts(page, (text) => {
    for (const controlId of pipeReferences(text).controls) named.add(controlId);
    return text;
  });
  return named;
}
