import { describe, expect, it } from 'vitest';
import { rejectionTimes, shelfLife, type StorageAnswer } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RModel {
  location: number;
  scale: number;
  logLik: number;
  rejection: Record<'25' | '50', { time: number; lower: number; upper: number }>;
}
interface ShelfLifeCase {
  answers: StorageAnswer[][];
  consumers: number;
  censoring: { left: number; right: number; interval: number };
  rejectedFresh: number;
  nonMonotone: number;
  models: { weibull: RModel; lognormal: RModel };
}
const expected = fixture<Record<string, ShelfLifeCase>>('shelf-life');

describe("Hough's shelf life against survival::survreg", () => {
  it.each(Object.entries(expected))('%s', (_, r) => {
    const result = shelfLife(r.answers);
    if ('insufficient' in result) throw new Error(result.insufficient);
    expect(result.consumers).toBe(r.consumers);
    expect(result.censoring).toEqual(r.censoring);
    expect(result.rejectedFresh).toBe(r.rejectedFresh);
    expect(result.nonMonotone).toBe(r.nonMonotone);
    for (const distribution of ['weibull', 'lognormal'] as const) {
      const got = result.models[distribution];
      const want = r.models[distribution];
      if ('insufficient' in got) throw new Error(got.insufficient);
      expectAgrees(got.location, want.location);
      expectAgrees(got.scale, want.scale);
      expectAgrees(got.logLik, want.logLik);
      for (const share of ['25', '50'] as const) {
        expectAgrees(got.rejection[share].time, want.rejection[share].time);
        expectAgrees(got.rejection[share].lower, want.rejection[share].lower);
        expectAgrees(got.rejection[share].upper, want.rejection[share].upper);
      }
    }
  });
});

describe("each consumer's censoring", () => {
  const answers = (times: number[], rejections: string): StorageAnswer[] =>
    times.map((time, i) => ({ time, rejected: rejections[i] === 'n' }));
  const times = [0, 7, 14, 21];

  it('left, interval and right, and the fresh sample rejected left out', () => {
    const result = rejectionTimes([
      answers(times, 'ynnn'),
      answers(times, 'yyyn'),
      answers(times, 'yyyy'),
      answers(times, 'nnnn'),
      answers(times, 'nyyy'),
    ]);
    expect(result.times).toEqual([
      { lower: 0, upper: 7 },
      { lower: 14, upper: 21 },
      { lower: 21, upper: null },
    ]);
    expect(result).toMatchObject({ consumers: 3, censoring: { left: 1, right: 1, interval: 1 }, rejectedFresh: 2 });
  });

  it('a consumer who accepts again after a rejection is censored at the first rejection and counted', () => {
    const result = rejectionTimes([answers(times, 'yynyn'.slice(0, 4)), answers(times, 'ynyy')]);
    expect(result.times).toEqual([
      { lower: 7, upper: 14 },
      { lower: 0, upper: 7 },
    ]);
    expect(result).toMatchObject({ censoring: { left: 1, right: 0, interval: 1 }, nonMonotone: 2 });
  });

  it('answers in any order, a missing time, and a consumer who tasted only the fresh sample', () => {
    const shuffled = [
      { time: 21, rejected: true },
      { time: 0, rejected: false },
      { time: 7, rejected: false },
    ];
    const result = rejectionTimes([shuffled, [{ time: 0, rejected: false }], []]);
    expect(result.times).toEqual([{ lower: 7, upper: 21 }]);
    expect(result.consumers).toBe(1);
  });

  it('says why when the answers determine no model', () => {
    expect(shelfLife([answers(times, 'nnnn')])).toEqual({ insufficient: 'no consumer answered a stored sample' });
    // Everyone rejects between 7 and 14 days: a rejection time at 10 fits them all.
    const same = shelfLife([answers(times, 'yynn'), answers(times, 'yynn'), answers(times, 'ynnn')]);
    if ('insufficient' in same) throw new Error(same.insufficient);
    expect(same.models.weibull).toEqual({ insufficient: 'every rejection time fits one storage interval' });
    // Nobody rejects: the times are beyond the study.
    const never = shelfLife([answers(times, 'yyyy'), answers(times, 'yyyy')]);
    if ('insufficient' in never) throw new Error(never.insufficient);
    expect(never.models.lognormal).toEqual({ insufficient: 'every rejection time fits one storage interval' });
  });

  it('left- and right-censored consumers alone, apart in time, determine no model either', () => {
    const apart = shelfLife([answers(times, 'ynnn'), answers(times, 'ynnn'), answers(times, 'yyyy')]);
    if ('insufficient' in apart) throw new Error(apart.insufficient);
    expect(apart.models.weibull).toEqual({ insufficient: 'the rejection times do not determine the model' });
    expect(apart.models.lognormal).toEqual({ insufficient: 'the rejection times do not determine the model' });
  });
});
