import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMoveTooEarly, secondsLeftOnScreen } from '../src/index.ts';

const rinse = { minimumSeconds: 30 };
const entered = 1_700_000_000_000;

describe('secondsLeftOnScreen', () => {
  it('counts down whole seconds from the first arrival, rounding up, to 0 at the minimum', () => {
    expect(secondsLeftOnScreen(rinse, entered, entered)).toBe(30);
    expect(secondsLeftOnScreen(rinse, entered, entered + 100)).toBe(30);
    expect(secondsLeftOnScreen(rinse, entered, entered + 29_001)).toBe(1);
    expect(secondsLeftOnScreen(rinse, entered, entered + 30_000)).toBe(0);
    expect(secondsLeftOnScreen(rinse, entered, entered + 90_000)).toBe(0);
  });

  it('holds the whole wait when the arrival is unknown, never more when a clock runs behind, nothing without a wait', () => {
    expect(secondsLeftOnScreen(rinse, null, entered)).toBe(30);
    expect(secondsLeftOnScreen(rinse, undefined, entered)).toBe(30);
    expect(secondsLeftOnScreen(rinse, entered + 60_000, entered)).toBe(30);
    expect(secondsLeftOnScreen({}, entered, entered)).toBe(0);
  });
});

describe('isMoveTooEarly', () => {
  it('holds Next and moves to a later screen until the wait is over, never a move back or a stay', () => {
    const early = entered + 10_000;
    expect(isMoveTooEarly(rinse, 4, { kind: 'next' }, entered, early)).toBe(true);
    expect(isMoveTooEarly(rinse, 4, { kind: 'to', position: 6 }, entered, early)).toBe(true);
    expect(isMoveTooEarly(rinse, 4, { kind: 'to', position: 4 }, entered, early)).toBe(false);
    expect(isMoveTooEarly(rinse, 4, { kind: 'to', position: 2 }, entered, early)).toBe(false);
    expect(isMoveTooEarly(rinse, 4, { kind: 'prev' }, entered, early)).toBe(false);
    expect(isMoveTooEarly(rinse, 4, { kind: 'next' }, entered, entered + 30_000)).toBe(false);
  });

  it('lets Next through exactly when the countdown shows 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: -5_000, max: 4_000_000 }),
        (seconds, elapsed) => {
          const page = { minimumSeconds: seconds };
          const left = secondsLeftOnScreen(page, entered, entered + elapsed);
          expect(isMoveTooEarly(page, 0, { kind: 'next' }, entered, entered + elapsed)).toBe(left > 0);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(seconds);
        },
      ),
    );
  });
});
