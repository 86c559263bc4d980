import type { PageView } from '@palate/protocol';
import { callApi, callAsUser } from '../../lib/api.ts';
import { takeEarlyRunStart } from '../../lib/earlyRunStart.ts';
import { startOptionsOf, type SessionParams } from '../../lib/routeOptions.ts';
import type { Submission } from './answers.ts';
import type { SynchronisedClock } from './temporal/recording.ts';

/** What a post leads to: the next screen, or the end of the block. */
export interface RunStep {
  page: PageView | null;
  finished: boolean;
  /** Stopped before the end, screened out: thanked, no report. */
  screenedOut?: true;
  /** Why: the judge's quota cell was full after the screening page, or a page's `endIf` held. */
  screenOut?: 'quota' | 'endIf';
}

/**
 * Where a session screen gets its screens from and sends its answers to: the server, or a
 * download on this device. Both refuse with the same CallErrors (52000 with issues, 3310…),
 * so the screen treats them alike.
 */
export interface RunSource {
  /** Answers are kept on this device until they are sent. */
  readonly offline: boolean;
  /** The screen the run stands at; `tray` when the judge typed one after a 3402. */
  start(tray?: number): Promise<PageView>;
  /** `postId` is kept when the same submission is retried after a network failure. */
  post(submission: Submission, postId: string): Promise<RunStep>;
  /** The server's clock for synchronised temporal screens; none offline, where judges start themselves. */
  readonly clock?: SynchronisedClock;
}

/** An address without session parameters. */
export const NO_PARAMS: SessionParams = { setNumber: null, tray: null };

/**
 * The run on the server: run/start and run/post, with the judge's token, or the leader's
 * for a simulation (`asLeader`); the first start applies the address's session parameters.
 */
export function onlineRun(sessionId: string, asLeader = false, params: SessionParams = NO_PARAMS): RunSource {
  const call = asLeader ? callAsUser : callApi;
  const fromAddress = startOptionsOf(params);
  return {
    offline: false,
    async start(tray) {
      const pres = { ...fromAddress, ...(tray === undefined ? {} : { tray }) };
      // The list asked already when it opened the run, with nothing from the address.
      const early = asLeader || Object.keys(pres).length > 0 ? null : takeEarlyRunStart(sessionId);
      if (early) return early;
      const result = await call('run/start', { se: sessionId, ...(Object.keys(pres).length > 0 ? { pres } : {}) });
      return result.page;
    },
    post: (submission, postId) => call('run/post', { se: sessionId, postId, ...submission }),
    clock: () => call('run/synch/get', { se: sessionId }),
  };
}
