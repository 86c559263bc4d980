import { describe, expect, it } from 'vitest';
import { individualsChart, xbarChart, type IndexRange, type ShewhartChart } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

type RChart = Pick<ShewhartChart, 'centre' | 'sigma' | 'points' | 'beyondLimits' | 'violatingRuns'>;
const expected = fixture<{
  individuals: { values: number[]; baseline: IndexRange; individuals: RChart; movingRange: RChart }[];
  xbar: { groups: number[][]; baseline: IndexRange; xbar: RChart }[];
}>('control-charts');

function expectChart(got: ShewhartChart, want: RChart): void {
  expectAgrees(got.centre, want.centre);
  expectAgrees(got.sigma, want.sigma);
  expect(got.points).toHaveLength(want.points.length);
  got.points.forEach((point, i) => {
    const r = want.points[i]!;
    expectAgrees(point.value, r.value);
    expectAgrees(point.lower, r.lower);
    expectAgrees(point.upper, r.upper);
  });
  expect(got.beyondLimits).toEqual(want.beyondLimits);
  expect(got.violatingRuns).toEqual(want.violatingRuns);
}

const span = ({ start, end }: IndexRange) => `baseline ${start}–${end}`;

describe('Shewhart charts against qcc', () => {
  it.each(expected.individuals.map((c) => [span(c.baseline), c] as const))(
    'individuals and moving range, %s',
    (_, r) => {
      const chart = individualsChart(r.values, r.baseline);
      if ('insufficient' in chart) throw new Error(chart.insufficient);
      expectChart(chart.individuals, r.individuals);
      expectChart(chart.movingRange, r.movingRange);
    },
  );

  it.each(expected.xbar.map((c) => [`${span(c.baseline)}, ${c.groups[0]!.length}… scores`, c] as const))(
    'X-bar, %s',
    (_, r) => {
      const chart = xbarChart(r.groups, r.baseline);
      if ('insufficient' in chart) throw new Error(chart.insufficient);
      expectChart(chart, r.xbar);
    },
  );
});

describe('Western Electric rules', () => {
  // A baseline alternating ±1.128/2 has centre 0 and every moving range 1.128: σ̂ = 1, so
  // the values after it are their own scores.
  const baseline = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 0.564 : -0.564));
  const rules = (after: number[]) => {
    const chart = individualsChart([...baseline, ...after], { start: 0, end: baseline.length });
    if ('insufficient' in chart) throw new Error(chart.insufficient);
    expect(chart.individuals.sigma).toBeCloseTo(1, 12);
    return chart.individuals.westernElectric;
  };
  const at = (offsets: number[]) => offsets.map((offset) => baseline.length + offset);

  it('a point beyond 3σ', () => {
    expect(rules([0.5, 3.2, -3.01, 2.9]).beyond3Sigma).toEqual(at([1, 2]));
  });

  it('two of three beyond 2σ on the same side, flagged at the second', () => {
    const found = rules([2.5, 0.1, 2.2, -2.5, 0, -2.1, 2.4, -1.5, 2.6]);
    expect(found.twoOfThreeBeyond2Sigma).toEqual(at([2, 5, 8]));
  });

  it('four of five beyond 1σ on the same side, flagged from the fourth', () => {
    const found = rules([1.5, 1.2, 0.3, 1.1, 1.8, 1.3, -0.2, -1.5, -1.2, -1.1]);
    expect(found.fourOfFiveBeyond1Sigma).toEqual(at([4, 5]));
  });

  it('eight in a row on one side, flagged from the eighth; a point on the centre ends the run', () => {
    const found = rules([0.2, 0.4, 0.1, 0.3, 0.5, 0.2, 0.1, 0.6, 0.3, 0, 0.4, -0.1]);
    expect(found.eightOnOneSide).toEqual(at([7, 8]));
  });

  it('on X-bar charts each mean is scored against its own standard error', () => {
    // Ranges 2 over d2(2) and d2(4): σ̂ = (2/1.128 + 2/2.059)/2 ≈ 1.372, so a single score
    // of 2.9 is 2.11 standard errors up, a mean of 1.4 over four 2.04, a single 1.4 only 1.02.
    const chart = xbarChart([[-1, 1], [-1, 1, 1, -1], [2.9], [1.4, 1.4, 1.4, 1.4], [1.4]], { start: 0, end: 2 });
    if ('insufficient' in chart) throw new Error(chart.insufficient);
    expect(chart.sigma).toBeCloseTo((2 / 1.128 + 2 / 2.059) / 2, 12);
    expect(chart.westernElectric.beyond3Sigma).toEqual([]);
    expect(chart.westernElectric.twoOfThreeBeyond2Sigma).toEqual([3]);
  });

  it('says why when there is no baseline to judge by', () => {
    expect(individualsChart([5], { start: 0, end: 1 })).toEqual({ insufficient: 'fewer than two baseline batches' });
    expect(individualsChart([5, 5, 5])).toEqual({ insufficient: 'no variation in the baseline' });
    expect(xbarChart([[5, 6], [7]], { start: 0, end: 2 })).toEqual({
      insufficient: 'a baseline batch scored only once',
    });
    expect(xbarChart([[5, 6], []])).toEqual({ insufficient: 'a batch without scores' });
    expect(
      xbarChart([
        [5, 5],
        [6, 6],
      ]),
    ).toEqual({ insufficient: 'no variation in the baseline' });
  });
});
