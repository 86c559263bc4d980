import { describe, expect, it } from 'vitest';
import { tucker1, type Observation } from '../src/index.ts';
import { dimensionSigns, expectAgrees, expectCoordinates, fixture } from './fixtures.ts';

interface RTucker1 {
  observations: { product: string; judge: string; value: number }[];
  products: string[];
  judges: string[];
  judgesLeftOut: string[];
  eigenvalues: number[];
  percentages: number[];
  rows: number[][];
  correlations: number[][];
}
const r = fixture<{ tucker1: Record<'panel' | 'few' | 'small', RTucker1> }>('panel-diagnostics');

const observationsOf = (c: RTucker1): Observation[] =>
  c.observations.map(({ value, product, judge }) => ({ value, factors: { product, judge } }));

describe('Tucker-1 against FactoMineR::PCA(X, scale.unit = FALSE) of the judges’ centred product means', () => {
  it.each(['panel', 'few', 'small'] as const)(
    'eigenvalues, common scores and correlation loadings (%s), each dimension’s sign shared by both',
    (name) => {
      const expected = r.tucker1[name];
      const result = tucker1(observationsOf(expected), expected.products);
      if ('insufficient' in result) throw new Error(result.insufficient);
      expect(result.eigenvalues).toHaveLength(expected.eigenvalues.length);
      result.eigenvalues.forEach((value, k) => expectAgrees(value, expected.eigenvalues[k]!));
      result.percentages.forEach((value, k) => expectAgrees(value, expected.percentages[k]!));
      expect(Object.keys(result.products)).toEqual(expected.products);
      expect(Object.keys(result.judges)).toEqual(expected.judges);
      expect(result.judgesLeftOut).toEqual(expected.judgesLeftOut);
      const rows = expected.products.map((product) => result.products[product]!);
      // Flipping a dimension flips the products' scores and the judges' loadings together.
      const signs = dimensionSigns(rows, expected.rows);
      expectCoordinates(rows, expected.rows, signs);
      expectCoordinates(
        expected.judges.map((judge) => result.judges[judge]!),
        expected.correlations,
        signs,
      );
    },
  );

  it('needs two judges who scored every product differently, and three products', () => {
    const scores = (values: Record<string, number[]>): Observation[] =>
      Object.entries(values).flatMap(([judge, own]) =>
        own.map((value, i) => ({ value, factors: { product: `P${i + 1}`, judge } })),
      );
    expect(tucker1(scores({ J1: [1, 2, 3], J2: [4, 4, 4] }))).toHaveProperty('insufficient');
    expect(tucker1(scores({ J1: [1, 2], J2: [3, 1] }))).toHaveProperty('insufficient');
    expect(tucker1(scores({ J1: [1, 2, 3], J2: [3, 1, 2] }))).not.toHaveProperty('insufficient');
  });
});
