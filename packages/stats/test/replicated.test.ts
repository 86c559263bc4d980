import { describe, expect, it } from 'vitest';
import { betaBinomial, degreeOfDifference, twoAc, type DiscriminationMethod } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

const r = fixture<{
  betabin: {
    method: DiscriminationMethod;
    corrected: boolean;
    correct: number[];
    total: number[];
    mu: number;
    gamma: number;
    pc: number;
    pd: number;
    dPrime: number;
    pValueOverdispersion: number;
    pValueAssociation: number;
    muSE: number | null;
    gammaSE: number | null;
    pcSE: number | null;
    pdSE: number | null;
    dPrimeSE: number | null;
    sensrMu: number;
    sensrAtLesserMaximum: boolean;
  }[];
  twoac: {
    preferA: number;
    noDifference: number;
    preferB: number;
    tau: number | null;
    tauSE: number | null;
    dPrime: number | null;
    dPrimeSE: number | null;
    pValue: number;
  }[];
  dod: { same: number[]; diff: number[]; tau: number[]; dPrime: number; dPrimeSE: number | null; pValue: number }[];
}>('replicated');

function fitted<T extends object>(result: T | { insufficient: string }): T {
  if ('insufficient' in result) throw new Error(result.insufficient);
  return result;
}

describe('the beta-binomial model agrees with sensR 1.5-3 (betabin, solved to the end)', () => {
  const judgesOf = (c: { correct: number[]; total: number[] }) =>
    c.correct.map((correct, i) => ({ correct, total: c.total[i] as number }));

  it('μ, γ, pc, pd, d′ and both p-values to 1e-9, chance-corrected and not, over-dispersed or not', () => {
    for (const c of r.betabin) {
      const result = fitted(betaBinomial(c.method, judgesOf(c), { corrected: c.corrected }));
      for (const key of ['mu', 'gamma', 'pc', 'pd', 'dPrime', 'pValueOverdispersion', 'pValueAssociation'] as const) {
        expectAgrees(result[key], c[key]);
      }
    }
  });

  it("standard errors to 1e-8 (R's from numDeriv's Hessian), none when an estimate is on its bound", () => {
    for (const c of r.betabin) {
      const result = fitted(betaBinomial(c.method, judgesOf(c), { corrected: c.corrected }));
      for (const key of ['muSE', 'gammaSE', 'pcSE', 'pdSE', 'dPrimeSE'] as const) {
        expectAgrees(result[key], c[key], 1e-8);
      }
    }
    expect(r.betabin.filter((c) => c.muSE === null).length).toBeGreaterThan(0);
  });

  it('the trap: a panel near guessing, where sensR stops at the lesser of two maxima', () => {
    const trap = r.betabin.find((c) => c.sensrAtLesserMaximum);
    if (trap === undefined) throw new Error('the fixture has no such case');
    const result = fitted(betaBinomial(trap.method, judgesOf(trap)));
    expect(Math.abs(trap.sensrMu - trap.mu)).toBeGreaterThan(1e-3);
    expectAgrees(result.mu, trap.mu);
    expect(result.gamma).toBe(1e-3);
  });

  it('needs three judges with answers', () => {
    const two = [
      { correct: 3, total: 4 },
      { correct: 1, total: 4 },
      { correct: 0, total: 0 },
    ];
    expect(betaBinomial('triangle', two)).toHaveProperty('insufficient');
  });
});

describe('2-AC agrees with sensR (twoAC: likelihood root, two-sided)', () => {
  it('τ, d′, their standard errors (the exact Fisher information) and the p-value to 1e-9, null for NA or ±Inf', () => {
    for (const c of r.twoac) {
      const result = fitted(twoAc(c));
      expectAgrees(result.tau, c.tau);
      expectAgrees(result.dPrime, c.dPrime);
      expectAgrees(result.pValue, c.pValue);
      expectAgrees(result.tauSE, c.tauSE);
      expectAgrees(result.dPrimeSE, c.dPrimeSE);
    }
    expect(twoAc({ preferA: 0, noDifference: 0, preferB: 0 })).toHaveProperty('insufficient');
  });
});

describe('the degree-of-difference model agrees with sensR (dod: likelihood root, d′ > 0, solved to the end)', () => {
  it('τ, d′ and the p-value to 1e-9, d′’s standard error to 1e-8 (numDeriv), empty categories dropped', () => {
    for (const c of r.dod) {
      const result = fitted(degreeOfDifference(c.same, c.diff));
      expect(result.tau).toHaveLength(c.tau.length);
      result.tau.forEach((tau, j) => expectAgrees(tau, c.tau[j] as number));
      expectAgrees(result.dPrime, c.dPrime);
      expectAgrees(result.pValue, c.pValue);
      expectAgrees(result.dPrimeSE, c.dPrimeSE, 1e-8);
    }
  });

  it('needs answers in two categories, one count per category on both sides, and a finite maximum', () => {
    expect(degreeOfDifference([5, 0, 0], [7, 0, 0])).toHaveProperty('insufficient');
    expect(degreeOfDifference([10, 0, 0], [0, 0, 10])).toHaveProperty('insufficient');
    expect(() => degreeOfDifference([5, 2], [7, 1, 0])).toThrow(RangeError);
  });
});
