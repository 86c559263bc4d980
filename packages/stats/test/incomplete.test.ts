import { describe, expect, it } from 'vitest';
import { durbin, intraBlockAnova, type IncompleteBlock } from '../src/index.ts';
import { expectAgrees, fixture, toObservations, type RObservation } from './fixtures.ts';

interface ScaleCase {
  name: string;
  observations: RObservation[];
  anova: { term: string; df: number; sumSq: number; meanSq: number; F: number | null; pValue: number | null }[];
  adjustedMeans: Record<string, number>;
  tukey: { first: string; second: string; difference: number; standardError: number; pValue: number }[];
}
interface DurbinCase {
  name: string;
  blocks: Record<string, { products: string[]; ranks: number[] }>;
  statistic: number;
  df: number;
  pValue: number;
}
const expected = fixture<{ scales: ScaleCase[]; durbin: DurbinCase[] }>('incomplete');

describe('intraBlockAnova against lm and emmeans', () => {
  it.each(expected.scales)('$name', (scale) => {
    const result = intraBlockAnova(toObservations(scale.observations));
    if ('insufficient' in result) throw new Error(result.insufficient);
    expect(result.table.map((row) => row.term)).toEqual(scale.anova.map((row) => row.term));
    result.table.forEach((row, index) => {
      const r = scale.anova[index] as ScaleCase['anova'][number];
      expect(row.df).toBe(r.df);
      expectAgrees(row.sumSq, r.sumSq);
      expectAgrees(row.meanSq, r.meanSq);
      expectAgrees(row.F, r.F);
      expectAgrees(row.pValue, r.pValue);
    });
    expect(Object.keys(result.adjustedMeans)).toEqual(Object.keys(scale.adjustedMeans));
    for (const [product, mean] of Object.entries(scale.adjustedMeans))
      expectAgrees(result.adjustedMeans[product], mean);
    expect(result.tukey).toHaveLength(scale.tukey.length);
    result.tukey.forEach((comparison, index) => {
      const r = scale.tukey[index] as ScaleCase['tukey'][number];
      expect([comparison.first, comparison.second]).toEqual([r.first, r.second]);
      expectAgrees(comparison.difference, r.difference);
      expectAgrees(comparison.standardError, r.standardError);
      expectAgrees(comparison.pValue, r.pValue, 1e-6);
    });
  });

  it('says so when the products are too few', () => {
    expect(
      intraBlockAnova(
        toObservations([
          { value: 1, product: 'A', judge: 'J1' },
          { value: 2, product: 'A', judge: 'J2' },
        ]),
      ),
    ).toEqual({ insufficient: 'fewer than two products' });
  });
});

describe('durbin against Conover’s formula in R', () => {
  it.each(expected.durbin)('$name', (test) => {
    const blocks: IncompleteBlock[] = Object.values(test.blocks).map((b) => ({
      products: b.products,
      values: b.ranks,
    }));
    const result = durbin(blocks);
    if ('insufficient' in result) throw new Error(result.insufficient);
    expect(result.df).toBe(test.df);
    expectAgrees(result.statistic, test.statistic);
    expectAgrees(result.pValue, test.pValue);
  });

  it('refuses blocks of unequal size', () => {
    expect(
      durbin([
        { products: ['A', 'B'], values: [1, 2] },
        { products: ['A', 'B', 'C'], values: [1, 2, 3] },
      ]),
    ).toEqual({
      insufficient: 'blocks of unequal size',
    });
  });
});
