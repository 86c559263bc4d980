import { describe, expect, it } from 'vitest';
import { jarPenalty, type JarAnswer } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RLevel {
  proportion: number;
  meanDrop: number;
  weightedPenalty: number;
}
const r = fixture<{
  centre: number;
  answers: JarAnswer[];
  tooLittle: RLevel;
  justRight: { proportion: number };
  tooMuch: RLevel;
}>('jar');

describe('JAR penalty analysis', () => {
  it('agrees with R: shares below, at and above JAR, mean drops and weighted penalties', () => {
    const penalty = jarPenalty(r.answers, r.centre);
    if ('insufficient' in penalty) throw new Error(penalty.insufficient);
    for (const side of ['tooLittle', 'tooMuch'] as const) {
      expectAgrees(penalty[side].proportion, r[side].proportion);
      expectAgrees(penalty[side].meanDrop, r[side].meanDrop);
      expectAgrees(penalty[side].weightedPenalty, r[side].weightedPenalty);
    }
    expectAgrees(penalty.justRight.proportion, r.justRight.proportion);
    expect(penalty.justRight.meanDrop).toBeNull();
  });

  it('gives no drop (rather than NaN) when nobody answered "just about right"', () => {
    const penalty = jarPenalty(
      [
        { jar: 1, liking: 4 },
        { jar: 5, liking: 6 },
      ],
      3,
    );
    expect(penalty).toMatchObject({ tooLittle: { proportion: 0.5, meanDrop: null, weightedPenalty: null } });
    expect(jarPenalty([], 3)).toEqual({ insufficient: 'no answers' });
  });
});
