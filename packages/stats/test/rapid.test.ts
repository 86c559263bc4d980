import { describe, expect, it } from 'vitest';
import {
  coOccurrence,
  idealProfile,
  multipleCorrespondenceAnalysis,
  rataSummary,
  type AnovaRow,
  type IdealRating,
  type IdealScore,
  type McaCategory,
  type RataAnswer,
} from '../src/index.ts';
import { expectAgrees, expectCoordinates, fixture } from './fixtures.ts';

interface RSorting {
  table: string[][];
  eigenvalues: number[];
  percentages: number[];
  rows: number[][];
  columns: number[][];
  categories: McaCategory[];
  coOccurrence: number[][];
}
const r = fixture<{
  mca: Record<'sorting' | 'few', RSorting>;
  rata: {
    answers: RataAnswer[];
    terms: {
      term: string;
      products: { product: string; mean: number; frequency: number; n: number }[];
      anova: AnovaRow[];
    }[];
  };
  ideal: {
    scores: IdealScore[];
    ideals: IdealRating[];
    attributes: {
      attribute: string;
      meanIdeal: number;
      products: {
        product: string;
        mean: number;
        difference: number;
        meanDifference: number;
        t: number;
        df: number;
        pValue: number;
        n: number;
      }[];
    }[];
  };
}>('rapid');

describe('free sorting against FactoMineR::MCA and R', () => {
  it.each(['sorting', 'few'] as const)('MCA (%s) equals FactoMineR::MCA', (name) => {
    const expected = r.mca[name];
    const map = multipleCorrespondenceAnalysis(expected.table);
    if ('insufficient' in map) throw new Error(map.insufficient);
    expect(map.eigenvalues.length).toBe(expected.eigenvalues.length);
    map.eigenvalues.forEach((value, k) => expectAgrees(value, expected.eigenvalues[k]!));
    map.percentages.forEach((value, k) => expectAgrees(value, expected.percentages[k]!));
    expectCoordinates(map.rows, expected.rows);
    expect(map.categories).toEqual(expected.categories);
    expectCoordinates(map.columns, expected.columns);
  });

  it.each(['sorting', 'few'] as const)('the co-occurrence matrix (%s) equals R’s sum of outer(g, g, "==")', (name) => {
    const { table, coOccurrence: expected } = r.mca[name];
    const sortings = table[0]!.map((_, j) => table.map((row) => row[j]!));
    expect(coOccurrence(sortings)).toEqual(expected);
  });

  it('says why when the sorting cannot be mapped', () => {
    expect(
      multipleCorrespondenceAnalysis([
        ['A', 'B'],
        ['B', 'A'],
      ]),
    ).toEqual({ insufficient: 'fewer than three products' });
    expect(multipleCorrespondenceAnalysis([['A'], ['A'], ['A']])).toEqual({
      insufficient: 'every judge put every product in one group',
    });
    expect(multipleCorrespondenceAnalysis([['A', 'B'], ['A'], ['B', 'B']])).toHaveProperty('insufficient');
    expect(() => coOccurrence([['A', 'B'], ['A']])).toThrow();
  });
});

describe('RATA against R', () => {
  it('gives each term’s mean intensity (unchecked = 0), frequency and anova(lm(value ~ product + judge))', () => {
    const terms = rataSummary(r.rata.answers);
    expect(terms.map((t) => t.term)).toEqual(r.rata.terms.map((t) => t.term));
    for (const [i, term] of terms.entries()) {
      const expected = r.rata.terms[i]!;
      expect(term.products.map((p) => p.product)).toEqual(expected.products.map((p) => p.product));
      term.products.forEach((p, k) => {
        const want = expected.products[k]!;
        expectAgrees(p.mean, want.mean);
        expect([p.frequency, p.n]).toEqual([want.frequency, want.n]);
      });
      if ('insufficient' in term.anova) throw new Error(term.anova.insufficient);
      const table = term.anova.table;
      expect(table.map((row) => row.term)).toEqual(expected.anova.map((row) => row.term));
      table.forEach((row, k) => {
        const want = expected.anova[k]!;
        expect(row.df).toBe(want.df);
        expectAgrees(row.sumSq, want.sumSq);
        expectAgrees(row.meanSq, want.meanSq);
        expectAgrees(row.F, want.F);
        expectAgrees(row.pValue, want.pValue);
      });
    }
  });
});

describe('ideal profile against R', () => {
  it('gives the mean ideal, each product’s distance to it and t.test(score − own ideal, mu = 0)', () => {
    const attributes = idealProfile(r.ideal.scores, r.ideal.ideals);
    expect(attributes.map((a) => a.attribute)).toEqual(r.ideal.attributes.map((a) => a.attribute));
    for (const [i, attribute] of attributes.entries()) {
      const expected = r.ideal.attributes[i]!;
      expectAgrees(attribute.meanIdeal, expected.meanIdeal);
      expect(attribute.products.map((p) => p.product)).toEqual(expected.products.map((p) => p.product));
      attribute.products.forEach((p, k) => {
        const want = expected.products[k]!;
        expectAgrees(p.mean, want.mean);
        expectAgrees(p.difference, want.difference);
        if ('insufficient' in p.test) throw new Error(p.test.insufficient);
        expectAgrees(p.test.meanDifference, want.meanDifference);
        expectAgrees(p.test.t, want.t);
        expectAgrees(p.test.pValue, want.pValue);
        expect([p.test.df, p.test.n]).toEqual([want.df, want.n]);
      });
    }
  });

  it('says why a test cannot be made', () => {
    const [sweet] = idealProfile(
      [
        { judge: 'a', attribute: 'sweet', product: 'P1', value: 5 },
        { judge: 'b', attribute: 'sweet', product: 'P1', value: 6 },
        { judge: 'c', attribute: 'sweet', product: 'P2', value: 6 },
      ],
      [
        { judge: 'a', attribute: 'sweet', value: 4 },
        { judge: 'b', attribute: 'sweet', value: 5 },
      ],
    );
    expect(sweet!.products[0]!.test).toEqual({
      insufficient: 'every judge differs from their ideal by the same amount',
    });
    expect(sweet!.products[1]!.test).toEqual({ insufficient: 'fewer than two judges with a score and an ideal' });
  });
});
