import { describe, expect, it } from 'vitest';
import { rejectedShare, rejectionCurve } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RModel {
  location: number;
  scale: number;
  rejection: Record<'25' | '50', { time: number }>;
}
/** survreg's fits and their predicted 25 % and 50 % rejection times (test/r/quality.R). */
const expected = fixture<Record<string, { models: { weibull: RModel; lognormal: RModel } }>>('shelf-life');

describe('the rejection curve of a shelf-life model', () => {
  it.each(Object.entries(expected))('passes through 25 %% and 50 %% at survreg’s predicted times: %s', (_, r) => {
    for (const model of ['weibull', 'lognormal'] as const) {
      const fit = r.models[model];
      expectAgrees(rejectedShare(model, fit, fit.rejection['25'].time), 0.25);
      expectAgrees(rejectedShare(model, fit, fit.rejection['50'].time), 0.5);
    }
  });

  it('rises from nobody at day 0 and never falls', () => {
    const fit = Object.values(expected)[0]!.models.weibull;
    const curve = rejectionCurve('weibull', fit, 80, 40);
    expect(curve[0]).toEqual({ days: 0, percent: 0 });
    expect(curve.at(-1)?.days).toBe(80);
    for (let i = 1; i < curve.length; i++) expect(curve[i]!.percent).toBeGreaterThanOrEqual(curve[i - 1]!.percent);
  });
});
