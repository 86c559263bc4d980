import { dnorm, pnorm } from './distributions.ts';
import { integrateNormalWeighted } from './integrate.ts';

/** The seven forced-choice discrimination methods, by the engine's names. */
export const DISCRIMINATION_METHODS = [
  'triangle',
  'duoTrio',
  'twoAfc',
  'threeAfc',
  'tetrad',
  'twoOutOfFive',
  'hexad',
] as const;
export type DiscriminationMethod = (typeof DISCRIMINATION_METHODS)[number];

/** The proportion correct when every judge guesses. */
export const GUESSING: Record<DiscriminationMethod, number> = {
  triangle: 1 / 3,
  duoTrio: 1 / 2,
  twoAfc: 1 / 2,
  threeAfc: 1 / 3,
  tetrad: 1 / 3,
  twoOutOfFive: 1 / 10,
  hexad: 1 / 10,
};

/**
 * sensR's polynomial approximations (sensR 1.5-3, links.R: twofive() and hexad()) of the
 * 2-out-of-5 and hexad psychometric functions, pc(d′) = Σ cₖ d′ᵏ, valid below `limit`
 * (pc is 1 from there on), with their derivatives' coefficients as sensR writes them.
 */
const POLYNOMIALS = {
  twoOutOfFive: {
    limit: 9.28,
    pc: [
      0.0988496065454, 0.0146108899965, 0.0708075379445, 0.0568876949069, -0.0424936635277, 0.0114595626175,
      -0.0016573180506, 0.0001372413489, -0.0000061598395, 0.0000001166556,
    ],
    slope: [
      0.01461089, 0.14161507589, 0.17066308472, -0.16997465411, 0.05729781309, -0.0099439083, 0.00096068944,
      -0.00004927872, 0.0000010499,
    ],
  },
  hexad: {
    limit: 5.368,
    pc: [
      0.0977646147, 0.0319804414, 0.0656128284, 0.1454153496, -0.0994639381, 0.0246960778, -0.0027806267, 0.0001198169,
    ],
    slope: [0.0319804414, 0.1312256568, 0.4362460488, -0.3978557524, 0.123480389, -0.0166837602, 0.0008387183],
  },
};

/** 3-AFC's integrals hold Φ(z + d)², negligible (< 1e-22) beyond d′ = 9, where sensR sets pc to 1. */
const THREE_AFC_LIMIT = 9;

/** Σ cₖ xᵏ by Horner's rule. */
function polynomial(coefficients: readonly number[], x: number): number {
  return coefficients.reduceRight((sum, c) => sum * x + c, 0);
}

const SQRT2 = Math.SQRT2;
const SQRT3 = Math.sqrt(3);
const SQRT6 = Math.sqrt(6);
const SQRT_2_3 = Math.sqrt(2 / 3);

/**
 * The Thurstonian psychometric functions pc(d′) of sensR (Christensen & Brockhoff), the
 * proportion correct expected for a sensory difference d′:
 *   2-AFC     Φ(d/√2)
 *   duo-trio  1 − Φ(d/√2) − Φ(d/√6) + 2 Φ(d/√2) Φ(d/√6)
 *   triangle  2 ∫₀^∞ [Φ(−z√3 + d√(2/3)) + Φ(−z√3 − d√(2/3))] φ(z) dz
 *   tetrad    1 − 2 ∫ φ(z) [2 Φ(z) Φ(z−d) − Φ(z−d)²] dz (over the whole line)
 *   3-AFC     ∫ φ(z) Φ(z+d)² dz (over the whole line; sensR's ∫ φ(x−d) Φ(x)² dx with z = x − d)
 *   2-out-of-5 and hexad: sensR's polynomials above, held within [guessing, 1] as sensR holds them
 */
export function proportionCorrect(method: DiscriminationMethod, d: number): number {
  switch (method) {
    case 'twoAfc':
      return pnorm(d / SQRT2);
    case 'duoTrio': {
      const a = pnorm(d / SQRT2);
      const b = pnorm(d / SQRT6);
      return 1 - a - b + 2 * a * b;
    }
    case 'triangle':
      return (
        2 *
        integrateNormalWeighted(
          (z) => (pnorm(-z * SQRT3 + d * SQRT_2_3) + pnorm(-z * SQRT3 - d * SQRT_2_3)) * dnorm(z),
          0,
        )
      );
    case 'tetrad':
      return 1 - 2 * integrateNormalWeighted((z) => dnorm(z) * (2 * pnorm(z) * pnorm(z - d) - pnorm(z - d) ** 2), -10);
    case 'threeAfc':
      if (d >= THREE_AFC_LIMIT) return 1;
      return Math.max(
        GUESSING.threeAfc,
        integrateNormalWeighted((z) => dnorm(z) * pnorm(z + d) ** 2, -10),
      );
    case 'twoOutOfFive':
    case 'hexad': {
      const { limit, pc } = POLYNOMIALS[method];
      if (d <= 0) return GUESSING[method];
      if (d >= limit) return 1;
      return Math.min(1, Math.max(GUESSING[method], polynomial(pc, d)));
    }
  }
}

/**
 * d pc / d d′, the derivatives of the functions above, for the delta method; 3-AFC's is
 * ∫ z φ(z) Φ(z+d)² dz, and 2-out-of-5's and hexad's sensR's polynomials (0 from their limit on).
 */
export function proportionCorrectSlope(method: DiscriminationMethod, d: number): number {
  switch (method) {
    case 'twoAfc':
      return dnorm(d / SQRT2) / SQRT2;
    case 'duoTrio': {
      const a = pnorm(d / SQRT2);
      const b = pnorm(d / SQRT6);
      const da = dnorm(d / SQRT2) / SQRT2;
      const db = dnorm(d / SQRT6) / SQRT6;
      return -da - db + 2 * (da * b + a * db);
    }
    case 'triangle':
      return (
        2 *
        SQRT_2_3 *
        integrateNormalWeighted(
          (z) => (dnorm(-z * SQRT3 + d * SQRT_2_3) - dnorm(-z * SQRT3 - d * SQRT_2_3)) * dnorm(z),
          0,
        )
      );
    case 'tetrad':
      return 4 * integrateNormalWeighted((z) => dnorm(z) * dnorm(z - d) * (pnorm(z) - pnorm(z - d)), -10);
    case 'threeAfc':
      if (d >= THREE_AFC_LIMIT) return 0;
      return Math.max(
        0,
        integrateNormalWeighted((z) => z * dnorm(z) * pnorm(z + d) ** 2, -10),
      );
    case 'twoOutOfFive':
    case 'hexad': {
      const { limit, slope } = POLYNOMIALS[method];
      return d <= 0 || d >= limit ? 0 : Math.max(0, polynomial(slope, d));
    }
  }
}
