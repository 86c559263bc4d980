import { isMoveTooEarly, secondsLeftOnScreen, type Move, type Page } from '@palate/engine';
import { CallError, ErrorCode } from '@palate/protocol';
import type { JudgeSessionRow } from './runs.repository.ts';

// Timed waits (a page's minimumSeconds): when the judge first arrived on each screen that
// has one, kept with the run (judge_session.screen_entries, read with it at no cost), so
// that neither a reload nor a move back and forth restarts the wait. Screens without a wait
// are never recorded: a questionnaire without waits writes nothing more.

type Entries = Record<string, number>;
type WithEntries = Pick<JudgeSessionRow, 'screen_entries'>;

function entriesOf(session: WithEntries): Entries {
  return session.screen_entries == null ? {} : (JSON.parse(session.screen_entries) as Entries);
}

/** When the judge first arrived on the screen at a position (epoch ms); undefined before, or without a wait. */
export function enteredAt(session: WithEntries, position: number): number | undefined {
  return session.screen_entries == null ? undefined : entriesOf(session)[String(position)];
}

/**
 * The run's entries once the judge arrives on a screen: null when nothing changes (the
 * page has no wait, or the judge arrived before), else the entries to store with the move.
 */
export function entriesOnArrival(
  session: WithEntries,
  page: Pick<Page, 'minimumSeconds'>,
  position: number,
  now: number,
): string | null {
  if (page.minimumSeconds === undefined || enteredAt(session, position) !== undefined) return null;
  return JSON.stringify({ ...entriesOf(session), [String(position)]: now });
}

/**
 * 90425 with the seconds left when a move onwards comes before the screen's wait is over.
 * A screen whose arrival was never recorded (served before its wait was defined) holds no one.
 */
export function assertWaitOver(
  session: WithEntries,
  page: Pick<Page, 'minimumSeconds'>,
  position: number,
  move: Move,
  now: number,
): void {
  if (page.minimumSeconds === undefined) return;
  const entered = enteredAt(session, position);
  if (entered === undefined || !isMoveTooEarly(page, position, move, entered, now)) return;
  const seconds = secondsLeftOnScreen(page, entered, now);
  throw new CallError(ErrorCode.movedTooEarly, `Please stay on this screen a little longer: ${seconds} s left.`, {
    seconds,
  });
}

/** The wait's seconds still to run on a screen, for its page view; undefined on a page without a wait. */
export function secondsLeft(
  session: WithEntries,
  page: Pick<Page, 'minimumSeconds'>,
  position: number,
  now: number,
): number | undefined {
  return page.minimumSeconds === undefined
    ? undefined
    : secondsLeftOnScreen(page, enteredAt(session, position) ?? now, now);
}
