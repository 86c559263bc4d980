import { describe, expect, it } from 'vitest';
import { mixedAssessorModel, type MamTest, type Observation } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RTest {
  df: number;
  sumSq: number;
  meanSq: number;
  F: number;
  pValue: number;
}
interface RCase {
  observations: { product: string; judge: string; value: number }[];
  judges: Record<string, { beta: number; F: number; pValue: number }>;
  judge: RTest;
  product: RTest;
  scalingTest: RTest;
  disagreement: RTest;
  error: { df: number; sumSq: number; meanSq: number };
}
const r = fixture<{ sensmixed: Record<'sweet' | 'bitter', RCase>; lm: { unbalanced: RCase } }>('mixed-assessor-model');

const observationsOf = (expected: RCase): Observation[] =>
  expected.observations.map(({ value, product, judge }) => ({ value, factors: { product, judge } }));

/**
 * p-values relatively, down to where 1 − F's distribution function (as SensMixed's 1 − pf(F) and
 * this package's fUpperTail compute them) is exact only to about 1e-16 absolutely.
 */
const pValueWithin = (relative: number) => (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(relative * expected, 1e-15));
const expectSensMixedPValue = pValueWithin(1e-6);
const expectLmPValue = pValueWithin(1e-9);

function expectTest(actual: MamTest, expected: RTest, pValue: (actual: number, expected: number) => void): void {
  expect(actual.df).toBe(expected.df);
  expectAgrees(actual.sumSq, expected.sumSq);
  expectAgrees(actual.meanSq, expected.meanSq);
  expectAgrees(actual.F, expected.F);
  pValue(actual.pValue, expected.pValue);
}

describe('mixed assessor model against SensMixed’s MAManalysis and R’s lm', () => {
  it.each(['sweet', 'bitter'] as const)('balanced panel, %s: SensMixed’s table and each judge’s β', (name) => {
    const expected = r.sensmixed[name];
    const result = mixedAssessorModel(observationsOf(expected));
    if ('insufficient' in result) throw new Error(result.insufficient);
    expectTest(result.judge, expected.judge, expectSensMixedPValue);
    expectTest(result.product, expected.product, expectSensMixedPValue);
    expectTest(result.scaling, expected.scalingTest, expectSensMixedPValue);
    expectTest(result.disagreement, expected.disagreement, expectSensMixedPValue);
    expect(result.error.df).toBe(expected.error.df);
    expectAgrees(result.error.sumSq, expected.error.sumSq);
    expect(Object.keys(result.judges).sort()).toEqual(Object.keys(expected.judges));
    for (const [judge, { beta, F, pValue }] of Object.entries(expected.judges)) {
      expectAgrees(result.judges[judge]!.beta, beta);
      expectAgrees(result.judges[judge]!.F, F);
      expectLmPValue(result.judges[judge]!.pValue, pValue);
    }
  });

  it('unbalanced panel (missing repetitions, a judge who missed a product): lm’s sequential table', () => {
    const expected = r.lm.unbalanced;
    const result = mixedAssessorModel(observationsOf(expected));
    if ('insufficient' in result) throw new Error(result.insufficient);
    expectTest(result.judge, expected.judge, expectLmPValue);
    expectTest(result.product, expected.product, expectLmPValue);
    expectTest(result.scaling, expected.scalingTest, expectLmPValue);
    expectTest(result.disagreement, expected.disagreement, expectLmPValue);
    expect(result.disagreement.df).toBe(20);
    for (const [judge, { beta, F, pValue }] of Object.entries(expected.judges)) {
      expectAgrees(result.judges[judge]!.beta, beta);
      expectAgrees(result.judges[judge]!.F, F);
      expectLmPValue(result.judges[judge]!.pValue, pValue);
    }
  });

  it('finds the scale use it was made with: compressing judges below 1, stretching ones above', () => {
    const result = mixedAssessorModel(observationsOf(r.sensmixed.sweet));
    if ('insufficient' in result) throw new Error(result.insufficient);
    const betas = Object.values(result.judges).map((judge) => judge.beta);
    // The slopes on the panel's own means average to 1 on balanced data.
    expectAgrees(betas.reduce((sum, beta) => sum + beta, 0) / betas.length, 1);
    expect(result.judges.J05!.beta).toBeLessThan(0.7);
    expect(result.judges.J03!.beta).toBeGreaterThan(1.3);
    expect(result.scaling.pValue).toBeLessThan(0.001);
  });

  it('needs three products and repetitions', () => {
    const scores = (products: number, repetitions: number): Observation[] =>
      ['J1', 'J2'].flatMap((judge, j) =>
        Array.from({ length: products * repetitions }, (_, k) => ({
          value: (k % products) * (j + 1) + (k % 3) * 0.1,
          factors: { product: `P${k % products}`, judge },
        })),
      );
    expect(mixedAssessorModel(scores(2, 2))).toEqual({ insufficient: 'fewer than three products' });
    expect(mixedAssessorModel(scores(3, 1))).toEqual({ insufficient: 'no repetitions' });
  });
});
