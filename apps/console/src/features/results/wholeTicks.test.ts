import { describe, expect, it } from 'vitest';
import { wholeTicks } from './wholeTicks.ts';

describe('the ticks of an axis that counts judges', () => {
  it('are whole numbers from 0, in steps of 1, 2, 5, 10… at most ten steps', () => {
    expect(wholeTicks(6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(wholeTicks(10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(wholeTicks(11)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(wholeTicks(24)).toEqual([0, 5, 10, 15, 20]);
    expect(wholeTicks(60)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(wholeTicks(0)).toEqual([0]);
    for (const max of [1, 3, 7, 13, 37, 99, 120, 999]) {
      const ticks = wholeTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(11);
      expect(ticks.at(-1)).toBeLessThanOrEqual(max);
    }
  });
});
