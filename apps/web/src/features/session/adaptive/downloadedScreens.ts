import { runScreenStates, secondsLeftOnScreen, type Answer, type RunScreen, type ScreenState } from '@palate/engine';
import type { PageView } from '@palate/protocol';

export { secondsLeftOnScreen } from '@palate/engine';

// The engine's rules for a run served on this device from screens handed over whole (an
// offline download, the console's preview), which carry each page's showIf, endIf,
// repetition and wait: a chunk of its own, loaded for such screens only (adapts.ts).

/** Each screen's state (shown, controls shown, the run ending after it, earlier answers), by position. */
export function screenStates(
  pages: readonly PageView[],
  answersAt: (position: number) => readonly Answer[],
): Map<number, ScreenState> {
  const states = runScreenStates(pages.map(runScreenOf), (index) => answersAt(pages[index]?.position ?? -1));
  return new Map(pages.flatMap((page, index) => (states[index] ? [[page.position, states[index]]] : [])));
}

/** A page view as the engine's run reads it: the sample by its code, which is the same on every screen of it. */
function runScreenOf(page: PageView): RunScreen {
  return {
    page: { title: page.title, controls: page.controls, showIf: page.showIf, endIf: page.endIf },
    sample: page.sample?.code ?? null,
    repetition: page.repetition ?? 1,
    ...(page.ideal ? { ideal: true } : {}),
  };
}

/**
 * A screen as the server would serve it: with the earlier answers its conditions and pipes
 * read, and, for a screen with a wait, the seconds still to wait since the judge first
 * arrived on it (`enteredAt`).
 */
export function servedScreen(
  page: PageView,
  state: ScreenState | undefined,
  enteredAt: number | undefined,
  now: number,
): PageView {
  return {
    ...page,
    ...(state ? { earlier: state.earlier, shownControls: state.shownControls } : {}),
    ...(page.minimumSeconds === undefined ? {} : { secondsLeft: secondsLeftOnScreen(page, enteredAt, now) }),
  };
}

/**
 * The screens whose stored answers a changed answer has hidden since (the judge went back
 * and changed their liking): each with the answers it keeps, none on a screen now skipped,
 * none to a control now hidden; as the server deletes them, so that an upload carries none.
 */
export function answersHiddenSince(
  pages: readonly PageView[],
  states: ReadonlyMap<number, ScreenState>,
  answersAt: (position: number) => readonly Answer[],
): Record<string, Answer[]> {
  const kept: Record<string, Answer[]> = {};
  for (const { position } of pages) {
    const answers = answersAt(position);
    const state = states.get(position);
    if (answers.length === 0 || state === undefined) continue;
    const shown = state.shown ? answers.filter((answer) => state.shownControls.includes(answer.controlId)) : [];
    if (shown.length !== answers.length) kept[String(position)] = shown;
  }
  return kept;
}
