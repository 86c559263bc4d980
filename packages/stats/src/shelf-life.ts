import { qnorm } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import {
  fitIntervalCensored,
  standardQuantile,
  type CensoredTime,
  type LifeDistribution,
} from './interval-censored-fit.ts';

/** One consumer's answer on one storage time (days): would they consume it or not. */
export interface StorageAnswer {
  time: number;
  rejected: boolean;
}

export interface RejectionTime {
  /** The storage time by which this share of consumers rejects the product. */
  time: number;
  /** Its 95 % confidence interval, exp(log time ∓ 1.96 se). */
  lower: number;
  upper: number;
}

export interface ShelfLifeModel {
  /** μ and σ of log(rejection time) = μ + σZ, as survreg's intercept and scale. */
  location: number;
  scale: number;
  logLik: number;
  rejection: { '25': RejectionTime; '50': RejectionTime };
}

export interface ShelfLife {
  /** The consumers in the models: left-, right- and interval-censored. */
  consumers: number;
  censoring: { left: number; right: number; interval: number };
  /** Left out of the models, as Hough does: they reject the product before any storage. */
  rejectedFresh: number;
  /** Among `consumers`, those who accepted a later sample again after a rejection. */
  nonMonotone: number;
  models: Record<LifeDistribution, ShelfLifeModel | Insufficient>;
}

/** The storage time that is the fresh product. */
const FRESH = 0;
const SHARES = { '25': 0.25, '50': 0.5 } as const;

/**
 * Each consumer's rejection time, censored as Hough, Langohr, Gómez & Curia (2003, J. Food
 * Sci. 68:359) define it from the answers in storage order: left-censored in (0, t] when
 * the first rejection is the first stored time t answered; interval-censored in (a, t]
 * between the last acceptance a and the first rejection t; right-censored in (last, ∞)
 * when the consumer never rejects. A consumer who rejects the fresh sample is left out
 * and counted. A consumer who accepts again after a rejection is censored at the first
 * rejection, (last acceptance before it, first rejection], and counted as non-monotone:
 * the conservative reading, the time at which this consumer first found the product
 * unacceptable. A consumer who answered no stored sample says nothing and is not counted.
 */
export function rejectionTimes(consumers: StorageAnswer[][]): Omit<ShelfLife, 'models'> & { times: CensoredTime[] } {
  const times: CensoredTime[] = [];
  const censoring = { left: 0, right: 0, interval: 0 };
  let rejectedFresh = 0;
  let nonMonotone = 0;
  for (const answers of consumers) {
    const ordered = [...answers].sort((a, b) => a.time - b.time);
    const first = ordered.findIndex((answer) => answer.rejected);
    if (first < 0) {
      const last = ordered.at(-1)?.time ?? FRESH;
      if (last > FRESH) {
        times.push({ lower: last, upper: null });
        censoring.right++;
      }
      continue;
    }
    const rejection = (ordered[first] as StorageAnswer).time;
    if (rejection <= FRESH) {
      rejectedFresh++;
      continue;
    }
    const acceptance = first > 0 ? (ordered[first - 1] as StorageAnswer).time : FRESH;
    times.push({ lower: acceptance, upper: rejection });
    if (acceptance > FRESH) censoring.interval++;
    else censoring.left++;
    if (ordered.slice(first + 1).some((answer) => !answer.rejected)) nonMonotone++;
  }
  return { consumers: times.length, censoring, rejectedFresh, nonMonotone, times };
}

/**
 * Hough's sensory shelf life: the distribution of the consumers' rejection times,
 * Weibull and log-normal, fitted by maximum likelihood to the censored times (R's
 * survreg(Surv(lower, upper, type = "interval2") ~ 1)), and the storage times by which
 * 25 % and 50 % of consumers reject: exp(μ + σ z_p), z_p the standard p-quantile (for the
 * Weibull log(−log(1 − p)), for the log-normal Φ⁻¹(p)), with the 95 % interval
 * exp(μ + σ z_p ∓ 1.96 se), se by the delta method from the inverse information of
 * (μ, log σ): predict(fit, type = "uquantile", p, se.fit = TRUE) exponentiated. The
 * interval is taken on the log scale, where the estimate is nearer normal and the interval
 * stays positive; predict's type = "quantile" standard error (the same, times the time)
 * would give a symmetric interval that can go below 0.
 */
export function shelfLife(consumers: StorageAnswer[][]): ShelfLife | Insufficient {
  const { times, ...counts } = rejectionTimes(consumers);
  if (times.length === 0) return { insufficient: 'no consumer answered a stored sample' };
  const model = (distribution: LifeDistribution): ShelfLifeModel | Insufficient => {
    const fit = fitIntervalCensored(times, distribution);
    if ('insufficient' in fit) return fit;
    const [[vmm, vms], [, vss]] = fit.covariance;
    const rejection = (share: number): RejectionTime => {
      const z = standardQuantile(distribution, share);
      // ∂(μ + σz)/∂(μ, log σ) = (1, σz).
      const slope = fit.scale * z;
      const logTime = fit.location + slope;
      const se = Math.sqrt(vmm + 2 * slope * vms + slope * slope * vss);
      const half = qnorm(0.975) * se;
      return { time: Math.exp(logTime), lower: Math.exp(logTime - half), upper: Math.exp(logTime + half) };
    };
    return {
      location: fit.location,
      scale: fit.scale,
      logLik: fit.logLik,
      rejection: { '25': rejection(SHARES['25']), '50': rejection(SHARES['50']) },
    };
  };
  return { ...counts, models: { weibull: model('weibull'), lognormal: model('lognormal') } };
}
