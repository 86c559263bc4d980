import { chiSquareUpperTail, pnorm } from './distributions.ts';
import { logGammaHalf } from './log-gamma-half.ts';

/**
 * The distribution of Y = log S, S = √(χ²ᵥ/ν): the scale a multivariate t divides its
 * normal numerator by. Its density is 2(ν/2)^{ν/2} e^{νy − νe^{2y}/2} / Γ(ν/2), largest at
 * y = 0, and its distribution function P(Y ≤ y) = pchisq(νe^{2y}, ν). ν is an integer
 * (a residual df), so Γ(ν/2) is a finite product.
 */
export function logScaleLogDensity(y: number, df: number): number {
  return Math.log(2) + (df / 2) * Math.log(df / 2) - logGammaHalf(df) + df * y - (df * Math.exp(2 * y)) / 2;
}

/** How far below its peak the density is negligible (e^-50 ≈ 2e-22). */
const NEGLIGIBLE = 50;

/** The interval outside which Y's density is below e^-50 of its peak. */
export function logScaleRange(df: number): [number, number] {
  // Below the peak at 0: ν(y − (e^{2y} − 1)/2), concave, falls to −∞ on both sides.
  const drop = (y: number): number => df * (y - (Math.exp(2 * y) - 1) / 2) + NEGLIGIBLE;
  const bisect = (inside: number, outside: number): number => {
    for (let i = 0; i < 200; i++) {
      const middle = (inside + outside) / 2;
      if (drop(middle) > 0) inside = middle;
      else outside = middle;
    }
    return outside;
  };
  let low = -1;
  while (drop(low) > 0) low *= 2;
  let high = 1;
  while (drop(high) > 0) high *= 2;
  return [bisect(0, low), bisect(0, high)];
}

/** Y as a function of its normal score z = Φ⁻¹(P(Y ≤ y)), tabulated on a grid of z. */
export interface LogScaleQuantile {
  (normalScore: number): number;
}

const Z_LIMIT = 8.5;
const Z_STEP = 1 / 32;

/**
 * Y's quantile as a function of the normal score, by cubic Hermite interpolation between
 * exact quantiles (Newton's method on pchisq) with their exact slopes φ(z)/f(y): smooth
 * and accurate to about 1e-12 for |z| ≤ 8.5, clamped beyond (probability below 2e-17).
 */
export function logScaleQuantile(df: number): LogScaleQuantile {
  const count = Math.round((2 * Z_LIMIT) / Z_STEP) + 1;
  const ys = new Float64Array(count);
  const slopes = new Float64Array(count);
  const middle = (count - 1) / 2;
  const solve = (z: number, start: number): number => {
    let y = start;
    for (let iteration = 0; iteration < 100; iteration++) {
      // P(Y ≤ y) − Φ(z), from the tail that z is in, where it has no cancellation.
      const error =
        z >= 0
          ? pnorm(-z) - chiSquareUpperTail(df * Math.exp(2 * y), df)
          : 1 - chiSquareUpperTail(df * Math.exp(2 * y), df) - pnorm(z);
      const step = Math.max(-1, Math.min(1, -error / Math.exp(logScaleLogDensity(y, df))));
      y += step;
      if (Math.abs(step) < 1e-14 * Math.max(1, Math.abs(y))) break;
    }
    return y;
  };
  const fill = (k: number, start: number): number => {
    const z = -Z_LIMIT + k * Z_STEP;
    const y = solve(z, start);
    ys[k] = y;
    slopes[k] = Math.exp(-0.5 * z * z - 0.5 * Math.log(2 * Math.PI) - logScaleLogDensity(y, df));
    return y;
  };
  // Outward from the median, each solution starting from its neighbour's.
  const median = fill(middle, 1.5 * Math.log(1 - 2 / (9 * df)));
  let previous = median;
  for (let k = middle + 1; k < count; k++) previous = fill(k, previous);
  previous = median;
  for (let k = middle - 1; k >= 0; k--) previous = fill(k, previous);
  return (z: number): number => {
    if (!(z > -Z_LIMIT)) return ys[0] as number;
    if (!(z < Z_LIMIT)) return ys[count - 1] as number;
    const position = (z + Z_LIMIT) / Z_STEP;
    const k = Math.min(count - 2, Math.floor(position));
    const t = position - k;
    const [y0, y1] = [ys[k] as number, ys[k + 1] as number];
    const [d0, d1] = [(slopes[k] as number) * Z_STEP, (slopes[k + 1] as number) * Z_STEP];
    const t2 = t * t;
    const t3 = t2 * t;
    return (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * d0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * d1;
  };
}
