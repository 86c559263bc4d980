import { Matrix } from 'ml-matrix';
import { dnorm, pnorm, qnorm } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import { minimiseWithinBounds, standardErrors, type SecondOrder } from './minimise-within-bounds.ts';

export interface DegreeOfDifference {
  /** The boundaries τ₁ < … < τₖ₋₁ between the answered categories of the scale. */
  tau: number[];
  dPrime: number;
  /** From the observed information; null when an estimate is 0.01 or less, as sensR. */
  dPrimeSE: number | null;
  /** The likelihood-root test of d′ = 0 against d′ > 0. */
  pValue: number;
}

/** sensR's dod gives standard errors only when every estimate exceeds this. */
const SMALLEST_FOR_STANDARD_ERRORS = 1e-2;

/**
 * The degree-of-difference (DOD) protocol as sensR's dod(same, diff) with its defaults
 * (statistic = "likelihood", alternative = "difference", d.prime0 = 0; Ennis & Christensen
 * 2015, "A Thurstonian comparison of the tetrad and degree of difference tests"). A pair's
 * perceived difference falls in category j of the scale (1 the most alike) when it lies
 * between τⱼ₋₁ and τⱼ: P(≤ j | same pair) = 2 Φ(τⱼ/√2) − 1 and P(≤ j | different pair) =
 * Φ((τⱼ − d′)/√2) − Φ((−τⱼ − d′)/√2). The likelihood is maximised over τ and d′ ≥ 0 (sensR
 * stops nlminb at its default tolerances; here it is solved to rounding with the analytic
 * gradient and Hessian). Under d′ = 0 the τ fit the pooled counts in closed form,
 * τⱼ = −√2 Φ⁻¹(n₊ⱼ / 2N) with n₊ⱼ the pairs put above category j. The p-value is Φ(−√G²),
 * G² twice the log-likelihood ratio (½ when d′ is 0); d′'s standard error is from the
 * inverse Hessian. Categories no pair was put in are dropped, as sensR drops them. Counts
 * are non-negative integers per category.
 */
export function degreeOfDifference(
  same: readonly number[],
  different: readonly number[],
): DegreeOfDifference | Insufficient {
  if (same.length !== different.length) throw new RangeError('same and different need one count per category');
  const answered = same.map((_, j) => j).filter((j) => (same[j] as number) + (different[j] as number) > 0);
  if (answered.length < 2) return { insufficient: 'answers in fewer than two categories' };
  const rows = [answered.map((j) => same[j] as number), answered.map((j) => different[j] as number)] as const;
  const categories = answered.length;
  // sensR's start: τ = 1, 1 + 3/(k − 1), 1 + 6/(k − 1), … and d′ = 1.
  const start = [...Array.from({ length: categories - 1 }, (_, j) => 1 + (3 * j) / (categories - 1)), 1];
  // The likelihood is even in d′, so that d′ = 0 is always stationary: bounding d′ at 0, as
  // sensR, can hold a search there at a saddle. d′ is searched on the whole line and its
  // absolute value kept; τ needs no bound, as τ ≤ 0 gives a category no probability.
  const fit = minimiseWithinBounds(
    (parameters) => negativeLogLikelihood(rows, parameters),
    start,
    start.map(() => -Infinity),
    start.map(() => Infinity),
  );
  if (!fit.converged) return { insufficient: 'no finite estimate: the answers separate same and different pairs' };
  const pooled = rows[0].map((count, j) => count + (rows[1][j] as number));
  const total = pooled.reduce((a, b) => a + b, 0);
  let above = total;
  const nullTau = pooled.slice(0, -1).map((count) => {
    above -= count;
    return -Math.SQRT2 * qnorm(above / (2 * total));
  });
  const nullLogLikelihood = -negativeLogLikelihood(rows, [...nullTau, 0]).value;
  const likelihoodRatio = 2 * (-fit.value - nullLogLikelihood);
  // Where no d′ > 0 does better than d′ = 0, the estimates are the null model's.
  if (!(likelihoodRatio > 0)) return { tau: nullTau, dPrime: 0, dPrimeSE: null, pValue: 0.5 };
  const estimates = [...fit.x.slice(0, -1), Math.abs(fit.x[categories - 1] as number)];
  return {
    tau: estimates.slice(0, -1),
    dPrime: estimates[categories - 1] as number,
    dPrimeSE: estimates.every((p) => p > SMALLEST_FOR_STANDARD_ERRORS)
      ? (standardErrors(fit.hessian)?.[categories - 1] ?? null)
      : null,
    pValue: pnorm(-Math.sqrt(likelihoodRatio)),
  };
}

/** A cumulative probability G with its derivatives in (τ, d′): [G, ∂τ, ∂d, ∂ττ, ∂τd, ∂dd]. */
type Cumulative = [number, number, number, number, number, number];

/** φ′(u) = −u φ(u). */
const dnormSlope = (u: number) => -u * dnorm(u);

function cumulative(differentPair: boolean, tau: number, d: number): Cumulative {
  if (!differentPair) {
    const u = tau / Math.SQRT2;
    return [2 * pnorm(u) - 1, Math.SQRT2 * dnorm(u), 0, dnormSlope(u), 0, 0];
  }
  const u1 = (tau - d) / Math.SQRT2;
  const u2 = (-tau - d) / Math.SQRT2;
  const curvature = (dnormSlope(u1) - dnormSlope(u2)) / 2;
  return [
    pnorm(u1) - pnorm(u2),
    (dnorm(u1) + dnorm(u2)) / Math.SQRT2,
    (dnorm(u2) - dnorm(u1)) / Math.SQRT2,
    curvature,
    -(dnormSlope(u1) + dnormSlope(u2)) / 2,
    curvature,
  ];
}

/**
 * −Σ nᵢⱼ log pᵢⱼ over the same (i = 0) and different (i = 1) pairs, pᵢⱼ = Gᵢ(τⱼ) − Gᵢ(τⱼ₋₁)
 * with G(τ₀) = 0 and G(τₖ) = 1, with its gradient and Hessian in (τ₁, …, τₖ₋₁, d′); Infinity
 * where a probability is not positive (τ not increasing), as sensR's likelihood.
 */
function negativeLogLikelihood(rows: readonly (readonly number[])[], parameters: readonly number[]): SecondOrder {
  const size = parameters.length;
  const last = size - 1;
  const d = parameters[last] as number;
  const gradient = Matrix.zeros(1, size);
  const hessian = Matrix.zeros(size, size);
  let value = 0;
  for (const [row, counts] of rows.entries()) {
    const bounds = parameters.slice(0, -1).map((tau) => cumulative(row === 1, tau, d));
    for (let j = 0; j < size; j++) {
      const upper = bounds[j];
      const lower = bounds[j - 1];
      const probability = (upper?.[0] ?? 1) - (lower?.[0] ?? 0);
      if (!(probability > 0)) return { value: Infinity, gradient: gradient.to1DArray(), hessian: hessian.to2DArray() };
      const n = counts[j] as number;
      if (n === 0) continue;
      value -= n * Math.log(probability);
      // ∇p and ∇²p: the category's upper bound adds, its lower one subtracts; each moves its τ and d′.
      const pGradient = Matrix.zeros(1, size);
      const pHessian = Matrix.zeros(size, size);
      for (const [bound, index, sign] of [
        [upper, j, 1],
        [lower, j - 1, -1],
      ] as const) {
        if (bound === undefined) continue;
        const [, dTau, dD, dTauTau, dTauD, dDD] = bound;
        pGradient.set(0, index, pGradient.get(0, index) + sign * dTau);
        pGradient.set(0, last, pGradient.get(0, last) + sign * dD);
        pHessian.set(index, index, pHessian.get(index, index) + sign * dTauTau);
        pHessian.set(index, last, pHessian.get(index, last) + sign * dTauD);
        pHessian.set(last, index, pHessian.get(last, index) + sign * dTauD);
        pHessian.set(last, last, pHessian.get(last, last) + sign * dDD);
      }
      // −n log p: gradient −n ∇p / p, Hessian −n (∇²p / p − ∇p ∇pᵀ / p²).
      gradient.sub(pGradient.clone().mul(n / probability));
      hessian.sub(pHessian.mul(n / probability)).add(
        pGradient
          .transpose()
          .mmul(pGradient)
          .mul(n / probability ** 2),
      );
    }
  }
  return { value, gradient: gradient.to1DArray(), hessian: hessian.to2DArray() };
}
