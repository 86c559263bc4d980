import { describe, expect, it } from 'vitest';
import {
  tcataCurves,
  tdsCurves,
  timeIntensityParameters,
  type IntensityReading,
  type TimedEvaluation,
} from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface Curves {
  times: number[];
  curves: { attribute: string; proportions: number[] }[];
  evaluations: number;
  chance?: number;
  significance?: number;
}

const r = fixture<{
  tds: { attributes: string[]; evaluations: TimedEvaluation[]; expected: Curves };
  tcata: { attributes: string[]; evaluations: TimedEvaluation[]; expected: Curves };
  ti: { readings: IntensityReading[]; expected: Record<'imax' | 'tmax' | 'area' | 'duration' | 'plateau', number> };
}>('temporal');

function expectSameCurves(actual: Curves, expected: Curves): void {
  expect(actual.times).toHaveLength(expected.times.length);
  actual.times.forEach((time, index) => expectAgrees(time, expected.times[index] as number));
  expect(actual.curves.map((c) => c.attribute)).toEqual(expected.curves.map((c) => c.attribute));
  actual.curves.forEach((curve, row) =>
    curve.proportions.forEach((p, index) => expectAgrees(p, expected.curves[row]?.proportions[index] as number)),
  );
  expect(actual.evaluations).toBe(expected.evaluations);
}

describe('TDS curves', () => {
  it('agree with R: dominance rates over standardised time, chance and significance levels', () => {
    const curves = tdsCurves(r.tds.evaluations, r.tds.attributes);
    if ('insufficient' in curves) throw new Error(curves.insufficient);
    expectSameCurves(curves, r.tds.expected);
    expectAgrees(curves.chance, r.tds.expected.chance as number);
    expectAgrees(curves.significance, r.tds.expected.significance as number);
  });

  it('sum to at most 1 at every point, since one attribute dominates at a time', () => {
    const curves = tdsCurves(r.tds.evaluations, r.tds.attributes);
    if ('insufficient' in curves) throw new Error(curves.insufficient);
    curves.times.forEach((_, point) => {
      const total = curves.curves.reduce((sum, c) => sum + (c.proportions[point] as number), 0);
      expect(total).toBeLessThanOrEqual(1 + 1e-12);
    });
  });

  it('say why when no judge chose a dominant attribute', () => {
    expect(tdsCurves([{ intervals: [], duration: 10 }], ['a', 'b'])).toEqual({
      insufficient: 'no evaluation with a dominant attribute',
    });
  });
});

describe('TCATA curves', () => {
  it('agree with R: citation proportions among the evaluations still running', () => {
    const curves = tcataCurves(r.tcata.evaluations, r.tcata.attributes);
    if ('insufficient' in curves) throw new Error(curves.insufficient);
    expectSameCurves(curves, r.tcata.expected);
  });
});

describe('time-intensity parameters', () => {
  it('agree with R: Imax, Tmax, trapezoid area, duration and plateau', () => {
    const parameters = timeIntensityParameters(r.ti.readings);
    if ('insufficient' in parameters) throw new Error(parameters.insufficient);
    for (const name of ['imax', 'tmax', 'area', 'duration', 'plateau'] as const) {
      expectAgrees(parameters[name], r.ti.expected[name]);
    }
  });

  it('measure from the scale’s bottom, and need two readings', () => {
    const readings = [
      { time: 0, value: 2 },
      { time: 1, value: 4 },
      { time: 2, value: 2 },
    ];
    expect(timeIntensityParameters(readings, 2)).toEqual({ imax: 4, tmax: 1, area: 2, duration: 0, plateau: 0 });
    expect(timeIntensityParameters([{ time: 0, value: 1 }])).toEqual({ insufficient: 'fewer than two readings' });
  });
});
