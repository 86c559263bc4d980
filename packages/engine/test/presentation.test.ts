import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHART_BASE_COLOURS,
  DEFAULT_DISTRIBUTION_BINS,
  distribution,
  EXPIRES_SOON_SECONDS,
  chartColour,
  decimalsForRange,
  deletionWarning,
  endOfLife,
  roundForRange,
  pValueStatement,
  pValueText,
  roundResult,
  shade,
} from '../src/index.ts';

describe('result rounding', () => {
  it('takes its decimals from the range: 0 from 10, 1 from 1, 2 from 0.1, else 3', () => {
    expect([100, 10, 9.99, 1, 0.99, 0.1, 0.099, 0].map(decimalsForRange)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(decimalsForRange(-5)).toBe(1);
  });

  it('rounds half away from zero, as people do', () => {
    expect(roundResult(1.005, 2)).toBe(1.01);
    expect(roundResult(2.5, 0)).toBe(3);
    expect(roundResult(-2.5, 0)).toBe(-3);
    expect(roundResult(-0.0001, 2)).toBe(0);
    expect(roundForRange(6.456, 9)).toBe(6.5);
    expect(roundForRange(6.456, 10)).toBe(6);
  });

  it('supports up to 9 decimals and clamps beyond', () => {
    expect(roundResult(0.1234567891234, 9)).toBe(0.123456789);
    expect(roundResult(0.1234567891234, 12)).toBe(0.123456789);
    expect(roundResult(1.26, -1)).toBe(1);
  });

  it('never moves a value by more than half a unit of its last decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 9 }), (value, places) => {
        expect(Math.abs(roundResult(value, places) - value)).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-9);
      }),
    );
  });
});

describe('chart palette', () => {
  it('cycles the 8 base colours, then lighter, then darker variants', () => {
    expect(CHART_BASE_COLOURS).toHaveLength(8);
    expect(chartColour(0)).toBe(CHART_BASE_COLOURS[0]);
    expect(chartColour(7)).toBe(CHART_BASE_COLOURS[7]);
    expect(chartColour(8)).toBe(shade(CHART_BASE_COLOURS[0], 0.4));
    expect(chartColour(16)).toBe(shade(CHART_BASE_COLOURS[0], -0.4));
    expect(chartColour(24)).toBe(CHART_BASE_COLOURS[0]);
    expect(new Set(Array.from({ length: 24 }, (_, index) => chartColour(index))).size).toBe(24);
  });

  it('shades by 0.4 towards white or black', () => {
    expect(shade('#000000', 0.4)).toBe('#666666');
    expect(shade('#ffffff', -0.4)).toBe('#999999');
    expect(shade('#1f77b4', 0)).toBe('#1f77b4');
  });
});

describe('end of life', () => {
  const now = Date.UTC(2026, 0, 1);

  it('is expired once the expiration is past and expires soon within 7 days', () => {
    expect(endOfLife(now - 1000, null, now)).toMatchObject({ expired: true, expiresSoon: false });
    expect(endOfLife(now + EXPIRES_SOON_SECONDS * 1000, null, now)).toMatchObject({
      expired: false,
      expiresSoon: true,
      secondsBeforeExpiration: 604_800,
    });
    expect(endOfLife(now + (EXPIRES_SOON_SECONDS + 1) * 1000, null, now).expiresSoon).toBe(false);
    expect(endOfLife(null, null, now)).toEqual({
      expired: false,
      expiresSoon: false,
      secondsBeforeExpiration: null,
      secondsBeforeDeletion: null,
    });
  });

  it('warns of deletion in hours, or with "less than an hour"', () => {
    expect(endOfLife(now - 1, now + 7_200_000, now).secondsBeforeDeletion).toBe(7200);
    expect(deletionWarning(7199)).toEqual({ unit: 'hours', hours: 1 });
    expect(deletionWarning(3600)).toEqual({ unit: 'hours', hours: 1 });
    expect(deletionWarning(3599)).toEqual({ unit: 'lessThanAnHour' });
  });
});

describe('distribution', () => {
  it('counts values in 5 equal bins by default (spec section 9), max in the last', () => {
    expect(DEFAULT_DISTRIBUTION_BINS).toBe(5);
    expect(distribution([1, 2, 3, 5, 5, 7, 9, 9], 1, 9)).toEqual([2, 1, 2, 1, 2]);
  });

  it('puts values outside the range in the nearest bin, and takes another number of bins', () => {
    expect(distribution([-3, 0, 12], 0, 10, 2)).toEqual([2, 1]);
    expect(distribution([4, 4], 4, 4)).toEqual([2, 0, 0, 0, 0]);
  });
});

describe('p-values as the results write them', () => {
  it('writes "< 0.001" below 0.001 and three decimals from it, never "0.000"', () => {
    expect([0, 1e-12, 0.000999, 0.001, 0.0012, 0.04951, 0.05, 1].map((p) => pValueText(p, 'en'))).toEqual([
      '< 0.001',
      '< 0.001',
      '< 0.001',
      '0.001',
      '0.001',
      '0.050',
      '0.050',
      '1.000',
    ]);
    expect(pValueText(0.0421, 'fr')).toBe('0,042');
  });

  it('says "p < 0.001" or "p = 0.042" in a sentence, never "p = < 0.001"', () => {
    expect(pValueStatement(0.00001, 'en')).toBe('p < 0.001');
    expect(pValueStatement(0.0421, 'en')).toBe('p = 0.042');
    expect(pValueStatement(0.0002, 'de')).toBe('p < 0,001');
  });
});
