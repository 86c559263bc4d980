/** The points of a chart from `start` up to (not including) `end`, by index in time order. */
export interface IndexRange {
  start: number;
  end: number;
}

export interface ChartPoint {
  value: number;
  /** The point's own control limits: with unequal group sizes, each its own. */
  lower: number;
  upper: number;
}

export interface ShewhartChart {
  centre: number;
  /** The process standard deviation estimated on the baseline (qcc's std.dev). */
  sigma: number;
  points: ChartPoint[];
  /** Indices of the points above their upper or below their lower limit, as qcc's beyond.limits. */
  beyondLimits: number[];
  /** Indices flagged by qcc's violating.runs: from the 7th point of a run on one side of the centre. */
  violatingRuns: number[];
}

/** The Western Electric rules on the zones of ±1, 2 and 3 standard errors; each lists the points that complete its pattern. */
export interface WesternElectricRules {
  /** A point beyond 3 standard errors (the limits). */
  beyond3Sigma: number[];
  /** A point beyond 2 standard errors, with one of the two points before it beyond 2 on the same side. */
  twoOfThreeBeyond2Sigma: number[];
  /** A point beyond 1 standard error, with three of the four points before it beyond 1 on the same side. */
  fourOfFiveBeyond1Sigma: number[];
  /** The 8th and each further point of a run on one side of the centre. */
  eightOnOneSide: number[];
}

/** A chart of a statistic that varies on both sides of its centre: individuals or means. */
export interface CentredChart extends ShewhartChart {
  westernElectric: WesternElectricRules;
}

/** Limits at 3 standard errors, qcc's nsigmas = 3. */
export const SIGMAS = 3;
/** qcc.options("run.length"). */
export const QCC_RUN_LENGTH = 7;

/** Points judged against their limits and qcc's run rule. */
export function judgedChart(centre: number, sigma: number, points: ChartPoint[]): ShewhartChart {
  return {
    centre,
    sigma,
    points,
    beyondLimits: indices(points, (p) => p.value > p.upper || p.value < p.lower),
    violatingRuns: runsOnOneSide(
      points.map((p) => p.value),
      centre,
      QCC_RUN_LENGTH,
    ),
  };
}

/** A chart judged by the Western Electric rules too, each point's standard error (upper − centre)/3. */
export function centredChart(centre: number, sigma: number, points: ChartPoint[]): CentredChart {
  const chart = judgedChart(centre, sigma, points);
  const scores = points.map((p) => (p.value - centre) / ((p.upper - centre) / SIGMAS));
  return {
    ...chart,
    westernElectric: {
      beyond3Sigma: indices(scores, (z) => Math.abs(z) > SIGMAS),
      twoOfThreeBeyond2Sigma: zoneRule(scores, 2, 3, 2),
      fourOfFiveBeyond1Sigma: zoneRule(scores, 1, 5, 4),
      eightOnOneSide: runsOnOneSide(scores, 0, 8),
    },
  };
}

/**
 * qcc's violating.runs: the points on one side of the centre (a point on it ends a run),
 * in runs of at least `length`, from the run's `length`-th point to its end.
 */
export function runsOnOneSide(values: number[], centre: number, length: number): number[] {
  const violating: number[] = [];
  let side = 0;
  let run = 0;
  values.forEach((value, i) => {
    const current = Math.sign(value - centre);
    run = current !== 0 && current === side ? run + 1 : 1;
    side = current;
    if (side !== 0 && run >= length) violating.push(i);
  });
  return violating;
}

/**
 * The points beyond `zone` standard errors on one side that make, with the points before
 * them (fewer at the start of the chart), at least `count` of `window` beyond it on that side.
 */
function zoneRule(scores: number[], zone: number, window: number, count: number): number[] {
  return indices(scores, (z, i) => {
    if (Math.abs(z) <= zone) return false;
    const side = Math.sign(z);
    const recent = scores.slice(Math.max(0, i - window + 1), i + 1);
    return recent.filter((other) => Math.sign(other) === side && Math.abs(other) > zone).length >= count;
  });
}

export function meanOf(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function indices<T>(items: T[], test: (item: T, index: number) => boolean): number[] {
  return items.flatMap((item, i) => (test(item, i) ? [i] : []));
}
