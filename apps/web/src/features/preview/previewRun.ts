import type { Answer } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import type { RunSource } from '../session/runSource.ts';

/**
 * A run over screens handed over whole (the console's live preview): answers are kept in
 * memory so that going back shows them, and nothing reaches the server. The session screen
 * checks each screen with the engine before it posts, as for any run. `onMove` hears of
 * each screen the run goes to as soon as it is decided, before it is drawn (a control's
 * chunk may still be on its way).
 */
export function previewRun(
  pages: readonly PageView[],
  startAt: number,
  onMove: (position: number) => void = () => undefined,
): RunSource {
  const answers = new Map<number, Answer[]>();
  const last = pages.length - 1;
  const view = (position: number): PageView => {
    const page = pages[Math.min(Math.max(position, 0), last)];
    if (!page) throw new Error('a preview has at least one screen');
    onMove(page.position);
    return { ...page, answers: answers.get(page.position) ?? page.answers };
  };
  return {
    offline: false,
    start: () => Promise.resolve(view(startAt)),
    post(submission) {
      answers.set(submission.position, submission.answers);
      const step = submission.moving === 'next' ? 1 : submission.moving === 'prev' ? -1 : 0;
      const next = submission.position + step;
      return Promise.resolve(next > last ? { page: null, finished: true } : { page: view(next), finished: false });
    },
  };
}
