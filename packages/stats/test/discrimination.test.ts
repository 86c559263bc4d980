import { describe, expect, it } from 'vitest';
import {
  binomialTestGreater,
  criticalCorrect,
  discriminationTest,
  GUESSING,
  proportionCorrect,
  thurstonianDPrime,
  type DiscriminationMethod,
} from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RTest {
  method: DiscriminationMethod;
  correct: number;
  n: number;
  pValue: number;
  dPrime: number;
  dPrimeSE: number | null;
  criticalCorrect: Record<'0.05' | '0.01' | '0.001', number>;
  pd: number;
  pdUpper: number;
}
const r = fixture<{ psychometric: { method: DiscriminationMethod; d: number; pc: number }[]; tests: RTest[] }>(
  'discrimination',
);

describe('discrimination tests agree with R', () => {
  it("each method's psychometric function pc(d′), to 1e-9 (R's integrate)", () => {
    for (const c of r.psychometric) expectAgrees(proportionCorrect(c.method, c.d), c.pc);
  });

  it("the exact one-sided binomial p-value, as binom.test(…, alternative = 'greater')", () => {
    for (const c of r.tests) expectAgrees(binomialTestGreater(c.correct, c.n, GUESSING[c.method]), c.pValue);
  });

  it('the minimum number correct at 5, 1 and 0.1 %, which gives the ISO 4120 table (triangle, 24 judges: 13)', () => {
    for (const c of r.tests) {
      for (const alpha of ['0.05', '0.01', '0.001'] as const) {
        expect(criticalCorrect(c.n, GUESSING[c.method], Number(alpha))).toBe(c.criticalCorrect[alpha]);
      }
    }
    expect(criticalCorrect(24, 1 / 3, 0.05)).toBe(13);
  });

  it("Thurstonian d′ and its standard error, to 1e-6 (R's uniroot and a numerical slope)", () => {
    for (const c of r.tests) {
      const estimate = thurstonianDPrime(c.method, c.correct, c.n);
      if ('insufficient' in estimate) throw new Error(estimate.insufficient);
      expectAgrees(estimate.dPrime, c.dPrime, 1e-6);
      expectAgrees(estimate.dPrimeSE, c.dPrimeSE, 1e-6);
    }
  });

  it('the proportion of distinguishers and its upper one-sided 95 % limit', () => {
    for (const c of r.tests) {
      const test = discriminationTest(c.method, c.correct, c.n);
      if ('insufficient' in test) throw new Error(test.insufficient);
      expectAgrees(test.similarity.pd, c.pd);
      expectAgrees(test.similarity.upperLimit, c.pdUpper);
      expect(test.pValue).toBe(binomialTestGreater(c.correct, c.n, GUESSING[c.method]));
    }
  });

  it('says why instead of giving NaN: no answers, every answer correct', () => {
    expect(discriminationTest('triangle', 0, 0)).toEqual({ insufficient: 'no answers' });
    const allCorrect = discriminationTest('tetrad', 10, 10);
    expect(allCorrect).toMatchObject({ dPrime: null, dPrimeSE: null });
    expectAgrees((allCorrect as { pValue: number }).pValue, (1 / 3) ** 10, 1e-15);
    expect(allCorrect).toHaveProperty('dPrimeNote');
    expect(discriminationTest('duoTrio', 3, 10)).toMatchObject({ dPrime: 0, dPrimeSE: null });
  });
});
