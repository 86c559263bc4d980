import { pnorm, qnorm } from './distributions.ts';
import type { Insufficient } from './insufficient.ts';
import { invert } from './invert.ts';

/** The four counts of a same-different test. */
export interface SameDifferentCounts {
  /** "same" answers to same pairs (AA, BB). */
  sameSame: number;
  /** "different" answers to same pairs. */
  diffSame: number;
  /** "same" answers to different pairs (AB, BA). */
  sameDiff: number;
  /** "different" answers to different pairs. */
  diffDiff: number;
}

export interface SameDifferent {
  /** The decision criterion τ; null when infinite. */
  tau: number | null;
  /** The sensory difference δ; null when infinite or when the data say nothing of it. */
  delta: number | null;
}

/** sensR's samediff finds δ by uniroot on [0, 10]. */
const LARGEST_DELTA = 10;

/**
 * τ and δ of the same-different test by maximum likelihood, as sensR's samediff (Christensen
 * & Brockhoff 2009, "Estimation and inference in the same-different test"). Under the
 * Thurstonian model P(same | same pair) = 2 Φ(τ/√2) − 1 and
 * P(same | different pair) = Φ((τ − δ)/√2) − Φ((−τ − δ)/√2). With every count positive and
 * more "same" answers to same pairs than to different pairs (in proportion),
 * τ = √2 Φ⁻¹((2 ss + ds) / (2 (ss + ds))) and δ solves the second equation at sd / (sd + dd).
 * Otherwise the estimates lie on the boundary as sensR sets them: τ = 0 and δ unknown without
 * "same" answers; τ infinite (δ infinite or unknown) without "different" answers to same
 * pairs; τ from the same pairs alone (as above) and δ infinite or unknown without "same"
 * answers to different pairs; and else δ = 0, where τ maximises the
 * likelihood of all pairs pooled: 2 Φ(τ/√2) − 1 = (ss + sd) / n, which sensR finds by optim
 * (to about 1e-6). Counts are non-negative integers; more than two zeros say too little.
 */
export function sameDifferent(counts: SameDifferentCounts): SameDifferent | Insufficient {
  const { sameSame: ss, diffSame: ds, sameDiff: sd, diffDiff: dd } = counts;
  if ([ss, ds, sd, dd].filter((count) => count === 0).length > 2) {
    return { insufficient: 'more than two of the four counts are zero' };
  }
  const tauOfSamePairs = () => Math.SQRT2 * qnorm((2 * ss + ds) / (2 * (ss + ds)));
  if (ss / (ss + ds) > sd / (sd + dd) && ss > 0 && ds > 0 && sd > 0 && dd > 0) {
    const tau = tauOfSamePairs();
    const sameOfDifferent = (delta: number) => pnorm((tau - delta) / Math.SQRT2) - pnorm((-tau - delta) / Math.SQRT2);
    return { tau, delta: invert((delta) => -sameOfDifferent(delta), -sd / (sd + dd), 0, LARGEST_DELTA) };
  }
  if (ss === 0 && sd === 0) return { tau: 0, delta: null };
  if (ds === 0) return { tau: null, delta: null };
  if (sd === 0) return { tau: tauOfSamePairs(), delta: null };
  return { tau: Math.SQRT2 * qnorm((1 + (ss + sd) / (ss + ds + sd + dd)) / 2), delta: 0 };
}
