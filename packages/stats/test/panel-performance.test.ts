import { describe, expect, it } from 'vitest';
import { panelPerformance } from '../src/index.ts';
import { expectAgrees, fixture, toObservations, type RObservation } from './fixtures.ts';

const r = fixture<{
  observations: RObservation[];
  judges: { judge: string; F: number; pValue: number; repeatability: number; agreement: number }[];
}>('panel');

describe('panel performance (ISO 11132)', () => {
  const performance = panelPerformance(toObservations(r.observations));

  it("agrees with R: each judge's product F and p, residual sd and correlation with the panel", () => {
    expect(performance.map((p) => p.judge)).toEqual(r.judges.map((j) => j.judge));
    performance.forEach((got, i) => {
      const want = r.judges[i]!;
      if ('insufficient' in got.discrimination) throw new Error(got.discrimination.insufficient);
      expectAgrees(got.discrimination.F, want.F);
      expectAgrees(got.discrimination.pValue, want.pValue);
      expectAgrees(got.repeatability as number, want.repeatability);
      expectAgrees(got.agreement as number, want.agreement);
    });
  });

  it('flags the judge who does not discriminate and ranks the products against the panel', () => {
    const failing = performance.find((p) => p.judge === 'J006')!;
    expect(failing.fails).toEqual(['discrimination', 'agreement']);
    expect(performance.find((p) => p.judge === 'J005')!.fails).toEqual([]);
  });

  it('without repetitions there is no repeatability: it says so', () => {
    const single = panelPerformance(
      ['A', 'B', 'C'].flatMap((product, i) => [
        { value: i, factors: { product, judge: 'J1' } },
        { value: i + 1, factors: { product, judge: 'J2' } },
      ]),
    );
    expect(single[0]!.repeatability).toEqual({ insufficient: 'no repetitions' });
    expect(single[0]!.agreement).toBeCloseTo(1, 12);
  });

  it('a judge who repeats every score exactly is perfectly repeatable, with no F rather than an infinite one', () => {
    const observations = ['A', 'B', 'C'].flatMap((product, i) =>
      [1, 2].flatMap((repetition) => [
        { value: i + 1, factors: { product, judge: 'J1' } },
        { value: 0.1 * i + 0.3 + repetition * 0.2, factors: { product, judge: 'J2' } },
        { value: 4, factors: { product, judge: 'J3' } },
      ]),
    );
    const [exact, varying, flat] = panelPerformance(observations);
    expect(exact).toMatchObject({
      discrimination: { insufficient: 'identical repetitions: no residual variation' },
      repeatability: 0,
    });
    expect(exact!.agreement).toBeCloseTo(1, 12);
    expect(varying!.discrimination).toHaveProperty('F');
    expect(flat!.discrimination).toEqual({ insufficient: 'all answers equal' });
    expect(JSON.stringify([exact, varying, flat])).not.toMatch(/NaN|Infinity/);
  });
});
