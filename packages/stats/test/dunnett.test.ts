import { describe, expect, it } from 'vitest';
import { dunnett, multivariateTMaxAbsBelow } from '../src/index.ts';
import { expectAgrees, fixture, toObservations, type RObservation } from './fixtures.ts';

interface DunnettCase {
  observations: RObservation[];
  control: string;
  df: number;
  /** glht's estimate of its own p-values' absolute error. */
  pValueError: number;
  comparisons: Record<string, { estimate: number; se: number; t: number; pValue: number }>;
}
interface MultivariateTCase {
  correlation: number[][];
  df: number;
  bounds: number[];
  probabilities: { p: number; error: number }[];
}
const expected = fixture<{ cases: Record<string, DunnettCase>; multivariateT: MultivariateTCase[] }>('dunnett');

describe('the multivariate t against mvtnorm::pmvt', () => {
  it.each(expected.multivariateT.map((c) => [`${c.correlation.length} variables, ${c.df} df`, c] as const))(
    '%s',
    (_, r) => {
      const got = multivariateTMaxAbsBelow(r.correlation, r.df, r.bounds);
      // pmvt is exact for one and two variables, else within 1e-7; Palate's quadrature is
      // within 1e-12, its lattice rule within 1e-5.
      got.forEach((p, i) => {
        const want = r.probabilities[i]!;
        expect(Math.abs(p - want.p)).toBeLessThanOrEqual(want.error < 1e-12 ? 1e-9 : 1e-5);
      });
    },
    // The lattice rule takes about a second a correlation of no factor, more on a busy machine.
    60_000,
  );
});

describe("Dunnett's comparisons with a control against multcomp::glht", () => {
  it.each(Object.entries(expected.cases))(
    '%s',
    (_, r) => {
      const result = dunnett(toObservations(r.observations), r.control);
      if ('insufficient' in result) throw new Error(result.insufficient);
      expect(result.control).toBe(r.control);
      expect(Object.keys(result.comparisons).sort()).toEqual(Object.keys(r.comparisons).sort());
      for (const [product, want] of Object.entries(r.comparisons)) {
        const got = result.comparisons[product]!;
        expectAgrees(got.estimate, want.estimate);
        expectAgrees(got.se, want.se);
        expectAgrees(got.t, want.t);
        // Both integrate a multivariate t numerically: glht to 1e-7, Palate to 1e-5 at worst.
        expect(Math.abs(got.pValue - want.pValue)).toBeLessThanOrEqual(1e-5);
      }
    },
    60_000,
  );

  it('says why when it cannot compare', () => {
    const scores = (product: string, judge: string, value: number) => ({ value, factors: { product, judge } });
    const two = [scores('A', 'J1', 3), scores('B', 'J1', 5), scores('A', 'J2', 4), scores('B', 'J2', 7)];
    expect(dunnett(two, 'R')).toEqual({ insufficient: 'control not served' });
    expect(dunnett(two.slice(0, 3), 'A')).toEqual({ insufficient: 'no residual degrees of freedom' });
    // J1 and J2 scored only A and B, J3 and J4 only C and D: C and D are not comparable with A.
    const apart = [...two, scores('C', 'J3', 1), scores('D', 'J3', 2), scores('C', 'J4', 2), scores('D', 'J4', 4)];
    expect(dunnett(apart, 'A')).toEqual({ insufficient: 'products not connected through the judges' });
    const exact = two.map((o) => ({ ...o, value: o.factors.product === 'A' ? 1 : 2 }));
    expect(dunnett(exact, 'A')).toEqual({ insufficient: 'no residual variation' });
  });
});
