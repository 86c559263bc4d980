import { useCallback, useMemo, useState } from 'react';
import type { PageView } from '@palate/protocol';
import { answersOf, type AnswerValues } from '../answers.ts';
import { changesAsJudgeAnswers, loadLive } from './adapts.ts';

type LiveModule = Awaited<ReturnType<typeof loadLive>>;

/**
 * The screen as the judge sees it now: for a screen that changes as they answer, the
 * controls a condition shows and the texts with their pipes filled, by the engine's rules
 * (live.ts), which `prepare` fetches before such a screen is shown; any other screen as it came.
 */
export function useLiveScreen(page: PageView | null, values: AnswerValues) {
  const [live, setLive] = useState<LiveModule | null>(null);
  const changing = useMemo(() => page !== null && changesAsJudgeAnswers(page), [page]);
  const screen = useMemo(() => {
    if (page === null) return null;
    if (!changing || live === null) return { title: page.title, controls: page.controls, shown: undefined };
    return live.liveScreen(page, answersOf(page, values));
  }, [page, values, changing, live]);
  /** Null when the screen needs nothing more; else resolves once the rules are there. */
  const prepare = useCallback(
    (next: PageView): Promise<void> | null =>
      changesAsJudgeAnswers(next) ? loadLive().then((loaded) => setLive(() => loaded)) : null,
    [],
  );
  return { screen, prepare, ShownChanges: changing ? (live?.ShownChanges ?? null) : null };
}
