import { lazy, useCallback, useEffect, useState } from 'react';
import type { CallError, PageView } from '@palate/protocol';

/** A screen's timed wait (its `minimumSeconds`): Next opens at `until`, epoch milliseconds. */
export interface TimedWait {
  until: number;
  /** The seconds it had left when it started. */
  seconds: number;
  over: boolean;
}

function waitFor(seconds: number): TimedWait {
  return { until: Date.now() + seconds * 1000, seconds, over: seconds <= 0 };
}

/** The seconds left of a move refused as too early (90425). */
export function secondsLeftIn(error: CallError): number {
  const { seconds } = (error.data ?? {}) as { seconds?: unknown };
  return typeof seconds === 'number' ? seconds : 1;
}

/**
 * The wait of the screen on show. A screen arrives with the seconds left that the server
 * (or the device, offline) counts from the judge's first arrival, so that a reload does not
 * start it again; without them, the whole wait. `hold` starts it again when a move was
 * refused as too early, the server's clock being the one that counts.
 */
export function useTimedWait(): {
  wait: TimedWait | null;
  waiting: boolean;
  arrive: (page: PageView) => void;
  hold: (seconds: number) => void;
} {
  const [wait, setWait] = useState<TimedWait | null>(null);
  useEffect(() => {
    if (wait === null || wait.over) return;
    const timer = setTimeout(() => setWait({ ...wait, over: true }), wait.until - Date.now());
    return () => clearTimeout(timer);
  }, [wait]);
  const arrive = useCallback(
    (page: PageView) =>
      setWait(page.minimumSeconds === undefined ? null : waitFor(page.secondsLeft ?? page.minimumSeconds)),
    [],
  );
  const hold = useCallback((seconds: number) => setWait(waitFor(seconds)), []);
  return { wait, waiting: wait !== null && !wait.over, arrive, hold };
}

// Fetched by a screen with a wait only: nothing of it comes before the first question otherwise.
export const WaitCountdown = lazy(() =>
  import('./WaitCountdown.tsx').then((module) => ({ default: module.WaitCountdown })),
);
