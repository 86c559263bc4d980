import { describe, expect, it } from 'vitest';
import { aNotA, discrim, discrimPower, discrimSampleSize, sameDifferent } from '@palate/stats';
import { figuresFromCounts, planTest, type PlanInput } from './planning.ts';

const plan: PlanInput = {
  method: 'triangle',
  test: 'difference',
  pd: 0.5,
  pd0: 0.2,
  alpha: 0.05,
  solveFor: 'sampleSize',
  power: 0.8,
  n: 30,
};

describe('the calculator page', () => {
  it('plans difference and similarity tests with the stats functions, pd0 only for similarity', () => {
    expect(planTest(plan)).toEqual({ figures: { sampleSize: discrimSampleSize('triangle', 0.8, { pd: 0.5 }) } });
    const similarity = { ...plan, test: 'similarity' as const, pd: 0.1, solveFor: 'power' as const, n: 200 };
    expect(planTest(similarity)).toEqual({
      figures: { power: discrimPower('triangle', 200, { pd: 0.1, pd0: 0.2, test: 'similarity' }) },
    });
  });

  it('says why a plan cannot be computed rather than failing', () => {
    expect(planTest({ ...plan, power: 1.2 })).toEqual({ refused: expect.stringMatching(/power/) });
    expect(planTest({ ...plan, test: 'similarity', pd: 0.3 })).toEqual({ refused: expect.stringMatching(/pd0/) });
  });

  it('gives the figures of each method from its counts, and refuses impossible counts', () => {
    expect(figuresFromCounts({ method: 'hexad', correct: 9, n: 30 })).toEqual({
      figures: { ...discrim('hexad', 9, 30) },
    });
    expect(figuresFromCounts({ method: 'triangle', correct: 31, n: 30 })).toHaveProperty('refused');
    const table = { sameSame: 8, diffSame: 5, sameDiff: 4, diffDiff: 9 };
    expect(figuresFromCounts({ method: 'sameDifferent', ...table })).toEqual({ figures: sameDifferent(table) });
    const counts = { hits: 10, a: 20, falseAlarms: 5, notA: 20 };
    expect(figuresFromCounts({ method: 'aNotA', ...counts })).toEqual({ figures: aNotA(counts) });
    expect(figuresFromCounts({ method: 'aNotA', ...counts, hits: 21 })).toHaveProperty('refused');
    expect(figuresFromCounts({ method: 'pairedPreference', first: 0, second: 0, noPreference: 3 })).toHaveProperty(
      'refused',
    );
    expect(figuresFromCounts({ method: 'pairedPreference', first: -1, second: 2, noPreference: 0 })).toEqual({
      refused: 'first must be a non-negative integer',
    });
  });
});
