import { describe, expect, it } from 'vitest';
import { organisationCode, repetitionProgress, type PageInstance } from '../src/index.ts';

const screen = (repetition: number, index: number): PageInstance => ({
  key: `p${index}#${repetition}`,
  pageId: `p${index}`,
  productId: null,
  repetition,
});
const twoRepetitions = [screen(1, 0), screen(1, 1), screen(2, 0), screen(2, 1)];

describe('organisation of a run', () => {
  it('writes repetitions after s and blocks after r', () => {
    expect(organisationCode(3, 1)).toBe('s3r1');
  });

  it('counts screens answered per repetition and names the one the judge is in', () => {
    expect(repetitionProgress(twoRepetitions, 0)).toEqual({
      rep: 1,
      items: [
        { rep: 1, nr: 0, nb: 2 },
        { rep: 2, nr: 0, nb: 2 },
      ],
    });
    expect(repetitionProgress(twoRepetitions, 3).rep).toBe(2);
    expect(repetitionProgress(twoRepetitions, 4)).toMatchObject({ rep: 2, items: [{ nr: 2 }, { nr: 2 }] });
    expect(repetitionProgress([], 0)).toEqual({ rep: 1, items: [] });
  });
});
