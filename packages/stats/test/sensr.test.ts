import { describe, expect, it } from 'vitest';
import {
  aNotA,
  discrim,
  discrimPower,
  discrimSampleSize,
  pairedPreference,
  proportionCorrect,
  proportionCorrectSlope,
  sameDifferent,
  type DiscriminationMethod,
  type PlannedTest,
} from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface Planned {
  method: DiscriminationMethod;
  pd: number;
  pd0: number;
  alpha: number;
  test: PlannedTest;
}
const r = fixture<{
  psychometric: { method: DiscriminationMethod; d: number; pc: number; slope: number }[];
  discrim: {
    method: DiscriminationMethod;
    correct: number;
    n: number;
    pc: number;
    pcSE: number | null;
    pd: number;
    pdSE: number | null;
    dPrime: number | null;
    dPrimeSE: number | null;
    pValue: number;
  }[];
  samediff: {
    sameSame: number;
    diffSame: number;
    sameDiff: number;
    diffDiff: number;
    tau: number | null;
    delta: number | null;
  }[];
  anota: {
    hits: number;
    a: number;
    falseAlarms: number;
    notA: number;
    dPrime: number;
    dPrimeSE: number;
    pValue: number;
  }[];
  preference: { first: number; second: number; pValue: number }[];
  power: (Planned & { n: number; power: number })[];
  sampleSize: (Planned & { power: number; sampleSize: number })[];
}>('sensr');

describe('forced-choice methods agree with sensR 1.5-3', () => {
  it("each method's psychometric function pc(d′) to 1e-9 and its slope to 1e-6 (sensR's psyfun and psyderiv)", () => {
    for (const c of r.psychometric) {
      expectAgrees(proportionCorrect(c.method, c.d), c.pc);
      expectAgrees(proportionCorrectSlope(c.method, c.d), c.slope, 1e-6);
    }
  });

  it('discrim(…, statistic = "exact"): pc, pd and the p-value to 1e-9, d′ (the exact root) and the standard errors to 1e-6', () => {
    for (const c of r.discrim) {
      const result = discrim(c.method, c.correct, c.n);
      expectAgrees(result.pc, c.pc);
      expectAgrees(result.pd, c.pd);
      expectAgrees(result.pValue, c.pValue);
      expectAgrees(result.pcSE, c.pcSE, 1e-9);
      expectAgrees(result.pdSE, c.pdSE, 1e-9);
      expectAgrees(result.dPrime, c.dPrime, 1e-6);
      expectAgrees(result.dPrimeSE, c.dPrimeSE, 1e-6);
    }
  });

  it('the trap: triangle, 18 of 30 gives the exact root 1.975585, not the 1.975602 sensR prints', () => {
    expect(discrim('triangle', 18, 30).dPrime).toBeCloseTo(1.975585, 6);
  });
});

describe('same-different, A-not-A and paired preference agree with sensR and R', () => {
  it("samediff's τ and δ to 1e-5, null where sensR gives Inf or NA", () => {
    for (const c of r.samediff) {
      const result = sameDifferent(c);
      if ('insufficient' in result) throw new Error(result.insufficient);
      expectAgrees(result.tau, c.tau, 1e-5);
      expectAgrees(result.delta, c.delta, 1e-5);
    }
    expect(sameDifferent({ sameSame: 0, diffSame: 0, sameDiff: 0, diffDiff: 4 })).toHaveProperty('insufficient');
  });

  it("AnotA's d′ and its standard error to 1e-6 and Fisher's one-sided p-value to 1e-9", () => {
    for (const c of r.anota) {
      const result = aNotA(c);
      expectAgrees(result.dPrime, c.dPrime, 1e-6);
      expectAgrees(result.dPrimeSE, c.dPrimeSE, 1e-6);
      expectAgrees(result.pValue, c.pValue);
    }
  });

  it("binom.test(first, first + second, 0.5)'s two-sided p-value, the no-preference answers reported and left out", () => {
    for (const c of r.preference) {
      const result = pairedPreference(c.first, c.second, 3);
      if ('insufficient' in result) throw new Error(result.insufficient);
      expectAgrees(result.pValue, c.pValue);
      expect(result).toMatchObject({ noPreference: 3, n: c.first + c.second });
    }
    expect(pairedPreference(0, 0, 5)).toHaveProperty('insufficient');
  });
});

describe('test planning agrees with sensR (statistic = "exact")', () => {
  it("discrimPwr's power, difference and similarity, to 1e-9", () => {
    for (const c of r.power) expectAgrees(discrimPower(c.method, c.n, c), c.power);
  });

  it("discrimSS's sample size, exactly", () => {
    for (const c of r.sampleSize) expect(discrimSampleSize(c.method, c.power, c)).toBe(c.sampleSize);
  });

  it('refuses what sensR refuses, with a RangeError', () => {
    expect(() => discrimPower('triangle', 0, { pd: 0.3 })).toThrow(RangeError);
    expect(() => discrimPower('triangle', 20, { pd: 0.1, pd0: 0.3 })).toThrow(RangeError);
    expect(() => discrimSampleSize('tetrad', 1, { pd: 0.3 })).toThrow(RangeError);
    expect(() => discrimSampleSize('hexad', 0.8, { pd: 0.3, pd0: 0.2, test: 'similarity' })).toThrow(RangeError);
    expect(() => discrimSampleSize('duoTrio', 0.8, { pd: 0.3, alpha: 0 })).toThrow(RangeError);
  });
});
