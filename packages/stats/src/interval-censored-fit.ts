import { dnorm, pnorm, qnorm } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';

/** A time known only to lie in (lower, upper]: lower 0 when left-censored, upper null when right-censored. */
export interface CensoredTime {
  lower: number;
  upper: number | null;
}

export type LifeDistribution = 'weibull' | 'lognormal';

export interface LocationScaleFit {
  /** μ: the intercept on the log-time scale. */
  location: number;
  /** σ: the scale on the log-time scale. */
  scale: number;
  logLik: number;
  /** The inverse of the observed information of (μ, log σ): survreg's var. */
  covariance: [[number, number], [number, number]];
}

/**
 * The standard distribution of (log T − μ)/σ: the smallest extreme value for the Weibull,
 * the normal for the log-normal: log P(l < Z ≤ u) (from the tail it is in), the density f,
 * its slope f' and the quantiles.
 */
interface Standard {
  logProbability(zLower: number, zUpper: number): number;
  density(z: number): number;
  densitySlope(z: number): number;
  /** The p-quantile. */
  quantile(p: number): number;
}

const extremeValue: Standard = {
  // S(z) = exp(−eᶻ); S(l) − S(u) = S(l)·(1 − exp(eˡ − eᵘ)) without cancellation.
  logProbability: (l, u) => -Math.exp(l) + Math.log(-Math.expm1(Math.exp(l) - Math.exp(u))),
  density: (z) => Math.exp(z - Math.exp(z)),
  densitySlope: (z) => Math.exp(z - Math.exp(z)) * (1 - Math.exp(z)),
  quantile: (p) => Math.log(-Math.log1p(-p)),
};

const normal: Standard = {
  logProbability: (l, u) => Math.log(l > 0 ? pnorm(-l) - pnorm(-u) : pnorm(u) - pnorm(l)),
  density: dnorm,
  densitySlope: (z) => -z * dnorm(z),
  quantile: qnorm,
};

const standardDistributions: Record<LifeDistribution, Standard> = { weibull: extremeValue, lognormal: normal };

/** The p-quantile of Z = (log T − μ)/σ: log(−log(1 − p)) for the Weibull, Φ⁻¹(p) for the log-normal. */
export function standardQuantile(distribution: LifeDistribution, p: number): number {
  return standardDistributions[distribution].quantile(p);
}

/**
 * The maximum-likelihood fit of log T = μ + σZ to interval-censored times, as R's
 * survreg(Surv(lower, upper, type = "interval2") ~ 1, dist = "weibull" or "lognormal"):
 * Newton–Raphson on (μ, log σ) with the exact first and second derivatives of
 * Σ log P(log lᵢ < log T ≤ log uᵢ), the step halved until the likelihood rises. With no
 * exactly observed time there is no Jacobian term, so logLik is survreg's loglik.
 */
export function fitIntervalCensored(
  times: CensoredTime[],
  distribution: LifeDistribution,
): LocationScaleFit | Insufficient {
  const standard = standardDistributions[distribution];
  const logs = times.map((t) => ({
    lower: t.lower > 0 ? Math.log(t.lower) : -Infinity,
    upper: t.upper === null ? Infinity : Math.log(t.upper),
  }));
  // If one time lies in (the closure of) every interval, the likelihood rises all the way
  // to σ → 0, all consumers rejecting at that time: no maximum.
  const latestLower = Math.max(...logs.map((t) => t.lower));
  const earliestUpper = Math.min(...logs.map((t) => t.upper));
  if (latestLower <= earliestUpper) return { insufficient: 'every rejection time fits one storage interval' };
  const evaluate = (location: number, logScale: number) => derivatives(logs, standard, location, logScale);
  let [location, logScale] = start(logs);
  let current = evaluate(location, logScale);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const [[a, b], [, d]] = current.hessian;
    const [g0, g1] = current.gradient;
    // Newton's step solves −H δ = g; where −H is not positive definite, a gradient step.
    const determinant = a * d - b * b;
    const newton = a < 0 && determinant > 0;
    let step: [number, number] = newton
      ? [(-d * g0 + b * g1) / determinant, (b * g0 - a * g1) / determinant]
      : [g0, g1];
    let next = evaluate(location + step[0], logScale + step[1]);
    // Near the maximum the likelihood is flat to rounding: a full Newton step is taken then.
    const full = next.logLik >= current.logLik - ROUNDING * Math.abs(current.logLik);
    for (let halving = 0; halving < 60 && !full && !(next.logLik >= current.logLik); halving++) {
      step = [step[0] / 2, step[1] / 2];
      next = evaluate(location + step[0], logScale + step[1]);
    }
    if (!full && !(next.logLik >= current.logLik)) break;
    location += step[0];
    logScale += step[1];
    current = next;
    if (Math.abs(logScale) > SCALE_LIMIT) break;
    if (newton && full && Math.abs(step[0]) + Math.abs(step[1]) < CONVERGED * (1 + Math.abs(location))) {
      const [[h00, h01], [, h11]] = current.hessian;
      const det = h00 * h11 - h01 * h01;
      if (!(h00 < 0 && det > 0)) break;
      return {
        location,
        scale: Math.exp(logScale),
        logLik: current.logLik,
        covariance: [
          [-h11 / det, h01 / det],
          [h01 / det, -h00 / det],
        ],
      };
    }
  }
  return { insufficient: 'the rejection times do not determine the model' };
}

const MAX_ITERATIONS = 200;
const CONVERGED = 1e-13;
/** Relative changes of the log-likelihood below this are rounding. */
const ROUNDING = 1e-13;
/** σ beyond e^±30 on the log-time scale: the likelihood has no maximum. */
const SCALE_LIMIT = 30;

interface Derivatives {
  logLik: number;
  gradient: [number, number];
  hessian: [[number, number], [number, number]];
}

function derivatives(
  logs: { lower: number; upper: number }[],
  standard: Standard,
  location: number,
  logScale: number,
): Derivatives {
  const sigma = Math.exp(logScale);
  let logLik = 0;
  let [gm, gs, hmm, hms, hss] = [0, 0, 0, 0, 0];
  for (const t of logs) {
    const zl = (t.lower - location) / sigma;
    const zu = (t.upper - location) / sigma;
    const probability = standard.logProbability(zl, zu);
    logLik += probability;
    const p = Math.exp(probability);
    // Each bound's terms, zero at an infinite bound (its density and z·density vanish).
    const term = (z: number) => {
      if (!Number.isFinite(z)) return { f: 0, zf: 0, slope: 0, zSlope: 0, zzSlope: 0 };
      const f = standard.density(z);
      const slope = standard.densitySlope(z);
      return { f, zf: z * f, slope, zSlope: z * slope, zzSlope: z * z * slope };
    };
    const u = term(zu);
    const l = term(zl);
    const dm = -(u.f - l.f) / (sigma * p);
    const ds = -(u.zf - l.zf) / p;
    gm += dm;
    gs += ds;
    hmm += (u.slope - l.slope) / (sigma * sigma * p) - dm * dm;
    hms += (u.zSlope + u.f - (l.zSlope + l.f)) / (sigma * p) - dm * ds;
    hss += (u.zf + u.zzSlope - (l.zf + l.zzSlope)) / p - ds * ds;
  }
  return {
    logLik,
    gradient: [gm, gs],
    hessian: [
      [hmm, hms],
      [hms, hss],
    ],
  };
}

/** Starting values: the mean and sd of each interval's log midpoint (one storage step beyond an open end). */
function start(logs: { lower: number; upper: number }[]): [number, number] {
  const finite = logs.flatMap((t) => [t.lower, t.upper]).filter(Number.isFinite);
  const spread = Math.max(...finite) - Math.min(...finite) || 1;
  const middles = logs.map((t) => {
    if (!Number.isFinite(t.lower)) return t.upper - spread / 4;
    if (!Number.isFinite(t.upper)) return t.lower + spread / 4;
    return (t.lower + t.upper) / 2;
  });
  const mean = middles.reduce((sum, m) => sum + m, 0) / middles.length;
  const sd = Math.sqrt(middles.reduce((sum, m) => sum + (m - mean) ** 2, 0) / middles.length);
  return [mean, Math.log(sd > 0 ? sd : spread / 4)];
}
