import { D3_OF_TWO, d2 } from './control-chart-constants.ts';
import type { Insufficient } from './insufficient.ts';
import {
  SIGMAS,
  centredChart,
  meanOf,
  judgedChart,
  type CentredChart,
  type IndexRange,
  type ShewhartChart,
} from './shewhart-chart.ts';

export interface IndividualsChart {
  individuals: CentredChart;
  /** |xᵢ₊₁ − xᵢ|: its point k is the range between values k and k + 1. */
  movingRange: ShewhartChart;
}

/**
 * The Shewhart chart of individual values (one per batch, e.g. its mean score) and its
 * moving-range chart, as qcc 2.7 computes them (Montgomery, Introduction to Statistical
 * Quality Control, ch. 6): on the baseline's values, the centre is their mean and σ̂ the
 * mean moving range over d₂(2) = 1.128 (qcc(x, type = "xbar.one"), std.dev "MR"); every
 * value is judged against centre ± 3σ̂. The moving ranges are qcc's "R" chart of the pairs
 * (xᵢ, xᵢ₊₁): centre the baseline's mean moving range MR̄, limits MR̄ ± 3 d₃(2) MR̄/d₂(2),
 * the lower one at least 0. The baseline's moving ranges are those between two of its values.
 */
export function individualsChart(
  values: number[],
  baseline: IndexRange = { start: 0, end: values.length },
): IndividualsChart | Insufficient {
  const reference = values.slice(baseline.start, baseline.end);
  if (reference.length < 2) return { insufficient: 'fewer than two baseline batches' };
  const ranges = values.slice(1).map((value, k) => Math.abs(value - (values[k] as number)));
  const referenceRanges = ranges.slice(baseline.start, baseline.start + reference.length - 1);
  const meanRange = meanOf(referenceRanges);
  if (!(meanRange > 0)) return { insufficient: 'no variation in the baseline' };
  const centre = meanOf(reference);
  const sigma = meanRange / d2(2);
  const rangeSpread = SIGMAS * D3_OF_TWO * sigma;
  return {
    individuals: centredChart(
      centre,
      sigma,
      values.map((value) => ({ value, lower: centre - SIGMAS * sigma, upper: centre + SIGMAS * sigma })),
    ),
    movingRange: judgedChart(
      meanRange,
      sigma,
      ranges.map((value) => ({ value, lower: Math.max(0, meanRange - rangeSpread), upper: meanRange + rangeSpread })),
    ),
  };
}
