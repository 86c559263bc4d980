import { describe, expect, it } from 'vitest';
import { shelfLife, type StorageAnswer } from '@palate/stats';
import { rejectedShare, rejectionCurve } from './rejectionCurve.ts';

/** Twelve consumers of yogurt stored 0 to 50 days, each rejecting from a day of their own on. */
function consumers(): StorageAnswer[][] {
  const times = [0, 10, 20, 30, 40, 50];
  const firstRejected = [10, 20, 20, 30, 30, 30, 40, 40, 50, 50, 60, 60];
  return firstRejected.map((from) => times.map((time) => ({ time, rejected: time >= from })));
}

describe('the rejection curve the results page draws', () => {
  const figures = shelfLife(consumers());
  if ('insufficient' in figures) throw new Error(figures.insufficient);

  it('passes through 25 % and 50 % at the times the analysis gives, for both models', () => {
    for (const model of ['weibull', 'lognormal'] as const) {
      const fit = figures.models[model];
      if ('insufficient' in fit) throw new Error(fit.insufficient);
      expect(rejectedShare(model, fit, fit.rejection['25'].time)).toBeCloseTo(0.25, 12);
      expect(rejectedShare(model, fit, fit.rejection['50'].time)).toBeCloseTo(0.5, 12);
    }
  });

  it('rises from nobody at day 0 and never falls', () => {
    const fit = figures.models.weibull;
    if ('insufficient' in fit) throw new Error(fit.insufficient);
    const curve = rejectionCurve('weibull', fit, 80, 40);
    expect(curve[0]).toEqual({ days: 0, percent: 0 });
    expect(curve.at(-1)?.days).toBe(80);
    for (let i = 1; i < curve.length; i++) expect(curve[i]!.percent).toBeGreaterThanOrEqual(curve[i - 1]!.percent);
  });
});
