import { qnorm } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';

/** One attribute's stretch of a TDS or TCATA evaluation, in seconds from the start. */
export interface TimedInterval {
  attribute: string;
  start: number;
  end: number;
}

/** One judge's evaluation of one sample: its intervals and when it ended (seconds). */
export interface TimedEvaluation {
  intervals: readonly TimedInterval[];
  duration: number;
}

export interface AttributeCurve {
  attribute: string;
  /** One proportion per point of `times`. */
  proportions: number[];
}

export interface TdsCurves {
  /** Standardised time, 0 to 1: from an evaluation's first dominance to its last one's end. */
  times: number[];
  curves: AttributeCurve[];
  evaluations: number;
  /** The dominance rate one attribute of k reaches by chance, 1/k. */
  chance: number;
  /** The rate above which an attribute is significantly dominant (Pineau et al. 2009). */
  significance: number;
}

/**
 * TDS curves: at each point of standardised time, the share of evaluations in which each
 * attribute is dominant (Pineau et al. 2009). Each evaluation's time is standardised
 * between its first dominance and the end of its last one, so that judges who start
 * and stop at different speeds are compared phase by phase (Lenfant et al. 2009). The
 * chance level is P₀ = 1/k; the significance level Pₛ = P₀ + z₁₋α √(P₀(1 − P₀)/n), the
 * upper bound of the one-sided normal approximation of the binomial proportion.
 */
export function tdsCurves(
  evaluations: readonly TimedEvaluation[],
  attributes: readonly string[],
  options: { points?: number; alpha?: number } = {},
): TdsCurves | Insufficient {
  const recorded = evaluations.filter((e) => e.intervals.length > 0);
  if (recorded.length === 0) return { insufficient: 'no evaluation with a dominant attribute' };
  if (attributes.length < 2) return { insufficient: 'fewer than two attributes' };
  const points = options.points ?? 101;
  const times = Array.from({ length: points }, (_, index) => index / (points - 1));
  const counts = attributes.map(() => new Array<number>(points).fill(0));
  for (const evaluation of recorded) {
    const first = evaluation.intervals[0] as TimedInterval;
    const last = evaluation.intervals[evaluation.intervals.length - 1] as TimedInterval;
    const span = last.end - first.start;
    times.forEach((time, point) => {
      const at = first.start + time * span;
      // Each interval holds its start, not its end; the last one also holds the very end.
      const interval = evaluation.intervals.find((i) => i.start <= at && (at < i.end || (i === last && at <= i.end)));
      const row = interval ? attributes.indexOf(interval.attribute) : -1;
      if (row !== -1) (counts[row] as number[])[point] = ((counts[row] as number[])[point] as number) + 1;
    });
  }
  const n = recorded.length;
  const chance = 1 / attributes.length;
  const z = qnorm(1 - (options.alpha ?? 0.05));
  return {
    times,
    curves: attributes.map((attribute, row) => ({
      attribute,
      proportions: (counts[row] as number[]).map((count) => count / n),
    })),
    evaluations: n,
    chance,
    significance: chance + z * Math.sqrt((chance * (1 - chance)) / n),
  };
}

export interface TcataCurves {
  /** Seconds from the start, every `step`, to the longest evaluation's end. */
  times: number[];
  curves: AttributeCurve[];
  evaluations: number;
}

/**
 * TCATA curves: at each moment, the share of evaluations still running in which each
 * attribute is checked (Castura et al. 2016). An evaluation that has ended no longer
 * counts, so the proportions are not diluted by judges who have stopped.
 */
export function tcataCurves(
  evaluations: readonly TimedEvaluation[],
  attributes: readonly string[],
  options: { step?: number } = {},
): TcataCurves | Insufficient {
  if (evaluations.length === 0) return { insufficient: 'no evaluation' };
  const step = options.step ?? 0.5;
  const longest = Math.max(...evaluations.map((e) => e.duration));
  const times = Array.from({ length: Math.floor(longest / step + 1e-9) + 1 }, (_, index) => index * step);
  const curves = attributes.map((attribute) => ({
    attribute,
    proportions: times.map((time) => {
      const running = evaluations.filter((e) => time <= e.duration);
      if (running.length === 0) return 0;
      const checked = running.filter((e) =>
        e.intervals.some((i) => i.attribute === attribute && i.start <= time && time < i.end),
      );
      return checked.length / running.length;
    }),
  }));
  return { times, curves, evaluations: evaluations.length };
}

/** A time-intensity reading: seconds from the start, and the intensity then. */
export interface IntensityReading {
  time: number;
  value: number;
}

export interface TimeIntensityParameters {
  /** The highest intensity, and the first time it was reached (s). */
  imax: number;
  tmax: number;
  /** The area under the curve (intensity × s), by the trapezoid rule. */
  area: number;
  /** From the first reading above the scale's bottom to the last one (s). */
  duration: number;
  /** From the first to the last reading at or above 90 % of the highest intensity (s). */
  plateau: number;
}

/**
 * The usual parameters of a time-intensity curve (Imax, Tmax, area, duration, plateau),
 * from one judge's readings of one sample, in time order; `floor` is the scale's bottom.
 */
export function timeIntensityParameters(
  readings: readonly IntensityReading[],
  floor = 0,
): TimeIntensityParameters | Insufficient {
  if (readings.length < 2) return { insufficient: 'fewer than two readings' };
  let peak = readings[0] as IntensityReading;
  let area = 0;
  readings.forEach((reading, index) => {
    if (reading.value > peak.value) peak = reading;
    const before = readings[index - 1];
    if (before) area += ((reading.time - before.time) * (reading.value - floor + (before.value - floor))) / 2;
  });
  const perceived = readings.filter((r) => r.value > floor);
  const high = readings.filter((r) => r.value - floor >= 0.9 * (peak.value - floor));
  const span = (list: readonly IntensityReading[]) =>
    list.length === 0 ? 0 : (list[list.length - 1] as IntensityReading).time - (list[0] as IntensityReading).time;
  return {
    imax: peak.value,
    tmax: peak.time,
    area,
    duration: span(perceived),
    plateau: peak.value > floor ? span(high) : 0,
  };
}
