import { describe, expect, it } from 'vitest';
import { cochranQ } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

const r = fixture<{ blocks: number[][]; statistic: number; df: number; pValue: number }>('cochran');

describe("Cochran's Q", () => {
  it('agrees with R (the formula and pchisq)', () => {
    const test = cochranQ(r.blocks);
    if ('insufficient' in test) throw new Error(test.insufficient);
    expectAgrees(test.statistic, r.statistic);
    expect(test.df).toBe(r.df);
    expectAgrees(test.pValue, r.pValue);
  });

  it('says why when every judge checked the term for all products or none', () => {
    expect(
      cochranQ([
        [1, 1, 1],
        [0, 0, 0],
      ]),
    ).toEqual({ insufficient: 'all answers equal' });
    expect(cochranQ([[1, 0]])).toEqual({ insufficient: 'fewer than two complete judges' });
  });
});
