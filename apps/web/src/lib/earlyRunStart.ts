import type { PageView } from '@palate/protocol';
import { callApi } from './api.ts';

/** An early start older than this is not taken: the run may have moved on since. */
const FRESH_MS = 30_000;

let early: { sessionId: string; askedAt: number; page: Promise<PageView> } | null = null;

/**
 * Keeps the run's first screen that run/reqStart gave with the session, or asks for it
 * (run/start) as soon as the list has opened the run, while the app
 * moves to the session screen: the screen then waits for an answer already on its way rather
 * than asking once it is drawn, one round trip fewer between Start and the first screen.
 */
export function startRunEarly(sessionId: string, started?: PageView): void {
  // run/reqStart gave the first screen already when it could (its `start`).
  const page = started
    ? Promise.resolve(started)
    : callApi('run/start', { se: sessionId }).then((result) => result.page);
  // A failure is the session screen's to show, when it takes the start.
  page.catch(() => undefined);
  early = { sessionId, askedAt: Date.now(), page };
}

/** The early start of this session, once: a second start of the screen asks the server again. */
export function takeEarlyRunStart(sessionId: string): Promise<PageView> | null {
  const taken = early;
  early = null;
  if (taken === null || taken.sessionId !== sessionId || Date.now() - taken.askedAt > FRESH_MS) return null;
  return taken.page;
}
