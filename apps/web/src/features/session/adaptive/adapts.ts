import type { PageView } from '@palate/protocol';

// What the judges' first screens load of conditions, pipes and waits: these checks. The
// engine's code for them comes in chunks of their own, only for a questionnaire that has
// them (live.ts on a screen, downloadedScreens.ts for a run served on this device).

const PIPE = /\{(?:answer:[^{}]*|code)\}/;

/**
 * A screen that changes as the judge answers it: a control a condition shows, or a text
 * with a pipe still to fill (the server leaves those naming a control of the same page; a
 * download leaves those naming any answer).
 */
export function changesAsJudgeAnswers(page: Pick<PageView, 'title' | 'controls'>): boolean {
  return (
    page.controls.some((control) => control.showIf !== undefined) ||
    PIPE.test(JSON.stringify([page.title, page.controls]))
  );
}

/** A screen of a run served on this device whose showing, end, texts or wait the engine decides from answers. */
export function adaptsToJudge(page: PageView): boolean {
  return (
    page.showIf !== undefined ||
    page.endIf !== undefined ||
    page.minimumSeconds !== undefined ||
    changesAsJudgeAnswers(page)
  );
}

/** A chunk fetched once, at its first use; a failed fetch is tried again the next time. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The engine's live conditions and pipes, for a screen that changes as the judge answers. */
export const loadLive = loadOnce(() => import('./live.ts'));

/** The engine's rules for a run served on this device (offline, a preview), for screens that adapt to the judge. */
export const loadDownloadedScreens = loadOnce(() => import('./downloadedScreens.ts'));
