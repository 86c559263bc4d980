import {
  pipePage,
  screenPipedValues,
  shownControlIds,
  type Answer,
  type Control,
  type LocalizedText,
} from '@palate/engine';
import type { PageView } from '@palate/protocol';

/** A screen as the judge sees it at this moment of answering it. */
export interface LiveScreen {
  title: LocalizedText | undefined;
  /** Every control of the screen, in its order, with its pipes filled. */
  controls: Control[];
  /** The ids of those shown now: what the screen validates and posts. */
  shown: string[];
}

/**
 * The controls a screen shows and its texts, from the answers given on it so far and the
 * earlier answers it came with: the engine's rules, which the server applies again to the
 * post, so that what the judge sees is what is checked.
 */
export function liveScreen(page: PageView, onPage: readonly Answer[]): LiveScreen {
  const earlier = page.earlier ?? { answers: {}, piped: {} };
  const shown = shownControlIds(page, earlier.answers, onPage);
  const values = screenPipedValues(page, earlier.piped, onPage, shown);
  const piped = pipePage({ title: page.title, controls: page.controls }, values, page.sample?.code ?? null);
  return { title: piped.title, controls: piped.controls, shown };
}
