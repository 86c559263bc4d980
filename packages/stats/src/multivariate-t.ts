import { pnorm } from './distributions.ts';
import { gaussLegendre } from './integrate.ts';
import { latticeMaxAbsBelow } from './multivariate-t-lattice.ts';
import { logScaleLogDensity, logScaleRange } from './studentizing-scale.ts';

/**
 * P(|T₁| < c, …, |Tₘ| < c) for T a multivariate t with correlation R and ν degrees of
 * freedom (T = Z/S, Z ~ N(0, R), S = √(χ²ᵥ/ν)), for each bound c: R's
 * mvtnorm::pmvt(-c, c, corr = R, df = ν), which multcomp's single-step adjusted p-values
 * are one minus.
 *
 * When R has one factor (Rᵢⱼ = λᵢλⱼ off the diagonal: always for m ≤ 2, for m = 3 with
 * positive correlations, and for comparisons with a control on balanced data), Zⱼ = λⱼW +
 * √(1 − λⱼ²)Eⱼ with W, Eⱼ independent standard normals, and the probability is a double
 * integral (Dunnett 1955, J. Am. Stat. Assoc. 50:1096), over W and over log S, computed
 * by Gauss–Legendre quadrature to about 1e-12. Otherwise it is Genz & Bretz's randomized
 * lattice rule (multivariate-t-lattice.ts), to about 1e-5, with the nearest one-factor
 * correlation, integrated exactly, as its control variate.
 */
export function multivariateTMaxAbsBelow(correlation: number[][], df: number, bounds: number[]): number[] {
  if (!Number.isInteger(df) || df < 1) throw new RangeError('the degrees of freedom must be a positive integer');
  const loadings = oneFactorLoadings(correlation);
  if (loadings) return oneFactorMaxAbsBelow(loadings, df, bounds);
  const nearest = nearestOneFactor(correlation);
  return latticeMaxAbsBelow(correlation, df, bounds, {
    correlation: nearest.map((a, i) => nearest.map((b, j) => (i === j ? 1 : a * b))),
    probabilities: oneFactorMaxAbsBelow(nearest, df, bounds),
  });
}

/** Agreement of Rᵢⱼ with λᵢλⱼ that counts as one factor (correlations from a matrix inverse). */
const ONE_FACTOR = 1e-12;

/** The λ with Rᵢⱼ = λᵢλⱼ for every i ≠ j, or null when R has no such structure. */
function oneFactorLoadings(correlation: number[][]): number[] | null {
  const m = correlation.length;
  const r = (i: number, j: number): number => correlation[i]?.[j] as number;
  if (m === 1) return [0];
  if (m === 2) return [Math.sqrt(Math.abs(r(0, 1))), Math.sign(r(0, 1)) * Math.sqrt(Math.abs(r(0, 1)))];
  const loadings: number[] = [];
  for (let i = 0; i < m; i++) {
    // λᵢ² = RᵢⱼRᵢₖ / Rⱼₖ, from the pair (j, k) best conditioned for it.
    let best: [number, number] | null = null;
    for (let j = 0; j < m; j++) {
      for (let k = j + 1; k < m; k++) {
        if (j === i || k === i) continue;
        if (!best || Math.abs(r(j, k)) > Math.abs(r(best[0], best[1]))) best = [j, k];
      }
    }
    const [j, k] = best as [number, number];
    if (r(j, k) === 0) return null;
    const square = (r(i, j) * r(i, k)) / r(j, k);
    if (square < 0 || square >= 1) return null;
    loadings.push(Math.sqrt(square));
  }
  // Signs: the first non-zero loading positive, each other as its correlation with that one.
  const anchor = loadings.findIndex((lambda) => lambda > 0);
  const signed = loadings.map((lambda, i) => (anchor < 0 || i === anchor ? lambda : Math.sign(r(i, anchor)) * lambda));
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) {
      if (Math.abs(r(i, j) - (signed[i] as number) * (signed[j] as number)) > ONE_FACTOR) return null;
    }
  }
  return signed;
}

/** Below 1, so that the control variate's correlation stays positive definite. */
const LARGEST_LOADING = 0.99;

/** The λ that minimise Σᵢ≠ⱼ (Rᵢⱼ − λᵢλⱼ)², by alternating least squares. */
function nearestOneFactor(correlation: number[][]): number[] {
  const m = correlation.length;
  const offDiagonal = correlation.flatMap((row, i) => row.filter((_, j) => j !== i));
  const start = Math.sqrt(Math.abs(offDiagonal.reduce((sum, r) => sum + r, 0) / offDiagonal.length));
  const loadings = new Array<number>(m).fill(Math.min(start, LARGEST_LOADING));
  for (let iteration = 0; iteration < 200; iteration++) {
    for (let i = 0; i < m; i++) {
      let numerator = 0;
      let denominator = 0;
      for (let j = 0; j < m; j++) {
        if (j === i) continue;
        numerator += (correlation[i]?.[j] as number) * (loadings[j] as number);
        denominator += (loadings[j] as number) ** 2;
      }
      const fitted = denominator > 0 ? numerator / denominator : 0;
      loadings[i] = Math.max(-LARGEST_LOADING, Math.min(LARGEST_LOADING, fitted));
    }
  }
  return loadings;
}

const ORDER = 10;
const { nodes, weights } = gaussLegendre(ORDER);
/** W beyond ±9 has probability below 1e-18. */
const W_LIMIT = 9;

/**
 * ∫ f(log S = y) ∫ φ(w) ∏ⱼ [Φ((cS − λⱼw)/δⱼ) − Φ((−cS − λⱼw)/δⱼ)] dw dy, δⱼ = √(1 − λⱼ²).
 * Panels are narrow enough for the steepest transition in w (width δⱼ/|λⱼ|) and for the
 * spread of log S (about 1/√(2ν)). Equal loadings (every comparison on complete data)
 * share one factor, raised to their number.
 */
function oneFactorMaxAbsBelow(loadings: number[], df: number, bounds: number[]): number[] {
  const distinct = new Map<string, { lambda: number; spread: number; count: number }>();
  for (const lambda of loadings) {
    const key = lambda.toPrecision(14);
    const known = distinct.get(key);
    if (known) known.count++;
    else distinct.set(key, { lambda, spread: Math.sqrt(1 - lambda * lambda), count: 1 });
  }
  const factors = [...distinct.values()];
  const steepest = Math.min(2, ...factors.map(({ lambda, spread }) => spread / Math.abs(lambda)));
  const wNodes = panelNodes(-W_LIMIT, W_LIMIT, steepest);
  const [low, high] = logScaleRange(df);
  const yNodes = panelNodes(low, high, Math.min(1, 2 / Math.sqrt(2 * df)));
  return bounds.map((bound) => {
    let total = 0;
    for (const y of yNodes) {
      const radius = bound * Math.exp(y.x);
      let inner = 0;
      for (const w of wNodes) {
        let product = 1;
        for (let j = 0; j < factors.length && product > 0; j++) {
          const { lambda, spread, count } = factors[j] as { lambda: number; spread: number; count: number };
          const inside = pnorm((radius - lambda * w.x) / spread) - pnorm((-radius - lambda * w.x) / spread);
          product *= count === 1 ? inside : inside ** count;
        }
        inner += w.weight * Math.exp(-0.5 * w.x * w.x) * product;
      }
      total += y.weight * Math.exp(logScaleLogDensity(y.x, df)) * inner;
    }
    return total / Math.sqrt(2 * Math.PI);
  });
}

/** Composite Gauss–Legendre nodes on [low, high] in panels no wider than `width`. */
function panelNodes(low: number, high: number, width: number): { x: number; weight: number }[] {
  const panels = Math.ceil((high - low) / width);
  const step = (high - low) / panels;
  const out: { x: number; weight: number }[] = [];
  for (let panel = 0; panel < panels; panel++) {
    const centre = low + (panel + 0.5) * step;
    for (let i = 0; i < ORDER; i++) {
      out.push({ x: centre + (nodes[i] as number) * (step / 2), weight: ((weights[i] as number) * step) / 2 });
    }
  }
  return out;
}
