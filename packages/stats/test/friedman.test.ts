import { describe, expect, it } from 'vitest';
import { friedman, midRanks, rankSumLsd } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RFriedman {
  blocks: number[][];
  rankSums: number[];
  statistic: number;
  df: number;
  pValue: number;
  lsd: number;
}
const r = fixture<{ ranks: RFriedman; ties: RFriedman }>('friedman');

describe("Friedman's test agrees with R's friedman.test", () => {
  for (const [name, c] of Object.entries(r)) {
    it(`on ${name === 'ties' ? 'scores with ties (the correction for ties)' : 'ranks'}`, () => {
      const test = friedman(c.blocks);
      if ('insufficient' in test) throw new Error(test.insufficient);
      expectAgrees(test.statistic, c.statistic);
      expect(test.df).toBe(c.df);
      expectAgrees(test.pValue, c.pValue);
      const sums = c.blocks.map(midRanks).reduce((a, b) => a.map((value, i) => value + (b[i] as number)));
      sums.forEach((sum, i) => expectAgrees(sum, c.rankSums[i] as number));
      expectAgrees(rankSumLsd(c.blocks.length, c.blocks[0]!.length), c.lsd);
    });
  }

  it('says why for a single judge or when every judge gives every product the same rank', () => {
    expect(friedman([[1, 2, 3]])).toEqual({ insufficient: 'fewer than two complete judges' });
    expect(
      friedman([
        [2, 2, 2],
        [5, 5, 5],
      ]),
    ).toEqual({ insufficient: 'all answers equal' });
  });
});
