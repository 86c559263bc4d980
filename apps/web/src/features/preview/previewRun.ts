import { resolveMove, type Answer } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { adaptsToJudge, loadDownloadedScreens } from '../session/adaptive/adapts.ts';
import type { RunSource } from '../session/runSource.ts';

/**
 * A run over screens handed over whole (the console's live preview): answers are kept in
 * memory so that going back shows them, and nothing reaches the server. The session screen
 * checks each screen with the engine before it posts, as for any run. Screens that adapt
 * to the judge do so as offline (the engine's rules, loaded for them only): a screen a
 * condition hides is skipped, a screen-out ends the run, earlier answers are piped, and a
 * wait counts from the first arrival in this preview. `onMove` hears of each screen the run
 * goes to as soon as it is decided, before it is drawn (a control's chunk may still be on
 * its way).
 */
export function previewRun(
  pages: readonly PageView[],
  startAt: number,
  onMove: (position: number) => void = () => undefined,
  now: () => number = Date.now,
): RunSource {
  const answers = new Map<number, Answer[]>();
  const entered = new Map<number, number>();
  const rules = pages.some(adaptsToJudge) ? loadDownloadedScreens() : Promise.resolve(null);
  const last = pages.length - 1;
  const answersAt = (position: number) => answers.get(position) ?? pages[position]?.answers ?? [];

  async function view(position: number): Promise<PageView> {
    const page = pages[Math.min(Math.max(position, 0), last)];
    if (!page) throw new Error('a preview has at least one screen');
    onMove(page.position);
    if (!entered.has(page.position)) entered.set(page.position, now());
    const shown = { ...page, answers: answersAt(page.position) };
    const loaded = await rules;
    if (loaded === null) return shown;
    const state = loaded.screenStates(pages, answersAt).get(page.position);
    return loaded.servedScreen(shown, state, entered.get(page.position), now());
  }

  return {
    offline: false,
    start: () => view(startAt),
    async post(submission) {
      answers.set(submission.position, submission.answers);
      const loaded = await rules;
      const states = loaded?.screenStates(pages, answersAt);
      if (loaded && states) {
        // What the judge gave on screens or to controls that these answers now hide is dropped, as the server does.
        const hidden = loaded.answersHiddenSince(pages, states, answersAt);
        for (const [position, kept] of Object.entries(hidden)) answers.set(Number(position), kept);
        if (submission.moving === 'next' && states.get(submission.position)?.endsRun) {
          return { page: null, finished: true, screenedOut: true, screenOut: 'endIf' };
        }
      }
      const isShown = (position: number) => states?.get(position)?.shown ?? true;
      const target = resolveMove(submission.position, pages.length, { kind: submission.moving }, isShown);
      if (target.kind === 'end') return { page: null, finished: true };
      return { page: await view(target.kind === 'page' ? target.position : submission.position), finished: false };
    },
  };
}
