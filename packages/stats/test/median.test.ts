import { describe, expect, it } from 'vitest';
import { median } from '../src/index.ts';

describe('median', () => {
  it('is the middle value of an odd count, the mean of the two middle ones of an even count, null of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
