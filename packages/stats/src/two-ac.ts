import { dnorm, pnorm, qnorm } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import { xLogY } from './x-log-y.ts';

/** The answers of a 2-AC test (2-alternative choice with a "no difference" option). */
export interface TwoAcCounts {
  preferA: number;
  noDifference: number;
  preferB: number;
}

export interface TwoAc {
  /** The half-width τ of the "no difference" band; null where sensR gives NA. */
  tau: number | null;
  tauSE: number | null;
  /** The difference d′, positive towards B; null where sensR gives ±Inf or NA. */
  dPrime: number | null;
  dPrimeSE: number | null;
  /** The likelihood-root test of d′ = 0, two-sided. */
  pValue: number;
}

/**
 * The 2-AC protocol as sensR's twoAC(c(preferA, noDifference, preferB)) with its defaults
 * (statistic = "likelihood", alternative = "two.sided", d.prime0 = 0; Christensen, Lee &
 * Brockhoff 2012, "Estimation of the Thurstonian model for the 2-AC protocol"). With
 * P(prefer A) = Φ((−τ − d′)/√2) and P(prefer A or no difference) = Φ((τ − d′)/√2), the
 * model is saturated: with γ₁, γ₂ the observed cumulative proportions and zₖ = √2 Φ⁻¹(γₖ),
 * τ = (z₂ − z₁)/2 and d′ = −(z₁ + z₂)/2. Their covariance is the multinomial's through the
 * delta method, Var zₖ = 2 γₖ(1 − γₖ) / (N φ(Φ⁻¹(γₖ))²), Cov(z₁, z₂) = 2 γ₁(1 − γ₂) / (N φ₁ φ₂),
 * equal to the inverse observed information sensR differentiates numerically; sensR gives
 * standard errors only when τ > 0. Under d′ = 0 the two preferences are equally likely, so
 * the likelihood ratio is G² = 2 [a log(2a/(a + b)) + b log(2b/(a + b))] with a, b the two
 * preference counts, and p = 2 Φ(−√G²). Without any answer in a category the estimates lie
 * on the boundary as sensR sets them. Counts are non-negative integers, not all zero.
 */
export function twoAc(counts: TwoAcCounts): TwoAc | Insufficient {
  const { preferA: a, noDifference: none, preferB: b } = counts;
  const n = a + none + b;
  if (n === 0) return { insufficient: 'no answers' };
  const likelihoodRatio = 2 * (xLogY(a, (2 * a) / (a + b)) + xLogY(b, (2 * b) / (a + b)));
  const pValue = Math.min(1, 2 * pnorm(-Math.sqrt(likelihoodRatio)));
  if (a === 0 || b === 0) {
    // The d′ sensR sets is ±Inf (or NA with only "no difference"), τ 0 when no one said so.
    return { tau: none === 0 ? 0 : null, tauSE: null, dPrime: null, dPrimeSE: null, pValue };
  }
  const gamma1 = a / n;
  const gamma2 = (a + none) / n;
  const q1 = qnorm(gamma1);
  const q2 = qnorm(gamma2);
  const tau = (Math.SQRT2 * (q2 - q1)) / 2;
  const dPrime = (-Math.SQRT2 * (q1 + q2)) / 2;
  if (!(tau > 0)) return { tau: 0, tauSE: null, dPrime, dPrimeSE: null, pValue };
  const variance1 = (2 * gamma1 * (1 - gamma1)) / (n * dnorm(q1) ** 2);
  const variance2 = (2 * gamma2 * (1 - gamma2)) / (n * dnorm(q2) ** 2);
  const covariance = (2 * gamma1 * (1 - gamma2)) / (n * dnorm(q1) * dnorm(q2));
  return {
    tau,
    tauSE: Math.sqrt((variance1 + variance2 - 2 * covariance) / 4),
    dPrime,
    dPrimeSE: Math.sqrt((variance1 + variance2 + 2 * covariance) / 4),
    pValue,
  };
}
