import { dnorm, pnorm } from './distributions.ts';
import { integrateNormalWeighted } from './integrate.ts';

/** The four discrimination methods, by the engine's names. */
export type DiscriminationMethod = 'triangle' | 'duoTrio' | 'twoAfc' | 'tetrad';

/** The proportion correct when every judge guesses. */
export const GUESSING: Record<DiscriminationMethod, number> = {
  triangle: 1 / 3,
  duoTrio: 1 / 2,
  twoAfc: 1 / 2,
  tetrad: 1 / 3,
};

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
  }
}

/** d pc / d d′, the derivatives of the functions above, for the delta method. */
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
  }
}
