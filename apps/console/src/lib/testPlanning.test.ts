import { describe, expect, it } from 'vitest';
import { discrimPower, discrimSampleSize } from '@palate/stats';
import { isForcedChoice, planTest, type PlanInput } from './testPlanning.ts';

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

describe('test planning', () => {
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

  it('covers the forced-choice methods only', () => {
    expect(['threeAfc', 'hexad', 'twoOutOfFive'].every(isForcedChoice)).toBe(true);
    expect(['sameDifferent', 'aNotA', 'pairedPreference', undefined].some(isForcedChoice)).toBe(false);
  });
});
