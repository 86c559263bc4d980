import type { Page } from './definition.ts';
import type { Move } from './sequence.ts';

// Timed waits: a page's `minimumSeconds` (a rinse between samples, a least time on a
// tasting screen), counted from the judge's first arrival on the screen, so that neither
// a reload nor a move back and forth starts it again. The server and an offline client
// both ask these, each with its own clock.

/**
 * Whole seconds the judge must still stay on a screen before moving on (0 once they may),
 * for the countdown beside Next. `firstEnteredAt` is when the judge first arrived on the
 * screen, in epoch milliseconds as `now`; unknown, the whole wait is still to come.
 */
export function secondsLeftOnScreen(
  page: Pick<Page, 'minimumSeconds'>,
  firstEnteredAt: number | null | undefined,
  now: number,
): number {
  if (page.minimumSeconds === undefined) return 0;
  if (firstEnteredAt === null || firstEnteredAt === undefined) return page.minimumSeconds;
  const left = firstEnteredAt + page.minimumSeconds * 1000 - now;
  return left <= 0 ? 0 : Math.min(page.minimumSeconds, Math.ceil(left / 1000));
}

/**
 * Whether a move from the screen at `position` comes too early: a move onwards (Next, or
 * to a later screen) before the screen's wait is over. Staying (a draft saved) and going
 * back are never held.
 */
export function isMoveTooEarly(
  page: Pick<Page, 'minimumSeconds'>,
  position: number,
  move: Move,
  firstEnteredAt: number | null | undefined,
  now: number,
): boolean {
  const onwards = move.kind === 'next' || (move.kind === 'to' && move.position > position);
  return onwards && secondsLeftOnScreen(page, firstEnteredAt, now) > 0;
}
