import { pnorm, qnorm } from './distributions.ts';
import { logScaleQuantile } from './studentizing-scale.ts';

/**
 * P(|Tⱼ| < c for every j) for a multivariate t of any correlation, by Genz & Bretz's
 * method (Genz & Bretz 2002, J. Comput. Graph. Stat. 11:950; the algorithm of mvtnorm's
 * pmvt): the scale S drawn from the first coordinate, then the normal numerator
 * separated into conditional univariate normals along a Cholesky factor (variables in
 * decreasing conditional variance, Genz & Bretz's priority for symmetric limits), on a
 * Richtmyer lattice (√prime generators) with the tent transform and antithetic points,
 * randomized by 12 shifts. The points double until three standard errors of the mean
 * over the shifts are below 1e-5 for every bound, or 2¹⁷ points a shift are reached.
 * The shifts come from a fixed seed: the same input gives the same output.
 */
const SHIFTS = 12;
const FIRST_POINTS = 1 << 9;
const MOST_POINTS = 1 << 17;
const TARGET = 1e-5;
const SEED = 0x5eed;

/**
 * A correlation whose probabilities are known exactly (one factor), integrated on the same
 * points: the lattice then estimates only the difference, whose variance is far smaller
 * when R is close to it (comparisons with a control on slightly unbalanced data).
 */
export interface ControlVariate {
  correlation: number[][];
  /** Its probabilities at each bound. */
  probabilities: number[];
}

export function latticeMaxAbsBelow(
  correlation: number[][],
  df: number,
  bounds: number[],
  control: ControlVariate,
): number[] {
  const { factor, order } = pivotedCholesky(correlation);
  const controlFactor = cholesky(order.map((i) => order.map((j) => control.correlation[i]?.[j] as number)));
  const m = factor.length;
  const scaleQuantile = logScaleQuantile(df);
  const generator = firstPrimes(m).map((prime) => Math.sqrt(prime) % 1);
  const random = mulberry32(SEED);
  const shifts = Array.from({ length: SHIFTS }, () => generator.map(() => random()));
  const sums = shifts.map(() => new Float64Array(bounds.length));
  const point = new Float64Array(m);
  const values = new Float64Array(bounds.length);
  const controlValues = new Float64Array(bounds.length);
  const conditioned = new Float64Array(m);
  const accumulate = (shift: number, coordinates: Float64Array): void => {
    const scale = Math.exp(scaleQuantile(qnorm(coordinates[0] as number)));
    integrand(factor, scale, bounds, coordinates, conditioned, values);
    integrand(controlFactor, scale, bounds, coordinates, conditioned, controlValues);
    const sum = sums[shift] as Float64Array;
    for (let b = 0; b < bounds.length; b++) {
      sum[b] = (sum[b] as number) + (values[b] as number) - (controlValues[b] as number);
    }
  };
  let done = 0;
  for (let target = FIRST_POINTS; ; target *= 2) {
    for (let i = done + 1; i <= target; i++) {
      shifts.forEach((shift, s) => {
        for (let j = 0; j < m; j++) {
          const x = (i * (generator[j] as number) + (shift[j] as number)) % 1;
          point[j] = Math.abs(2 * x - 1);
        }
        accumulate(s, point);
        for (let j = 0; j < m; j++) point[j] = 1 - (point[j] as number);
        accumulate(s, point);
      });
    }
    done = target;
    const estimates = bounds.map((_, b) => sums.map((sum) => (sum[b] as number) / (2 * done)));
    const means = estimates.map((perShift) => perShift.reduce((a, v) => a + v, 0) / SHIFTS);
    const converged = estimates.every((perShift, b) => {
      const variance = perShift.reduce((a, v) => a + (v - (means[b] as number)) ** 2, 0) / (SHIFTS - 1);
      return 3 * Math.sqrt(variance / SHIFTS) <= TARGET;
    });
    if (converged || target >= MOST_POINTS) return means.map((mean, b) => mean + (control.probabilities[b] as number));
  }
}

/**
 * The separated integrand at one point of the unit cube, for every bound: the first
 * coordinate gives S, each further one the next conditional normal value.
 */
function integrand(
  factor: number[][],
  scale: number,
  bounds: number[],
  coordinates: Float64Array,
  conditioned: Float64Array,
  out: Float64Array,
): void {
  const m = factor.length;
  for (let b = 0; b < bounds.length; b++) {
    const radius = (bounds[b] as number) * scale;
    let product = 1;
    for (let i = 0; i < m && product > 0; i++) {
      const row = factor[i] as number[];
      let shift = 0;
      for (let j = 0; j < i; j++) shift += (row[j] as number) * (conditioned[j] as number);
      const lower = pnorm((-radius - shift) / (row[i] as number));
      const upper = pnorm((radius - shift) / (row[i] as number));
      product *= upper - lower;
      if (i < m - 1) {
        const u = lower + (coordinates[i + 1] as number) * (upper - lower);
        conditioned[i] = qnorm(Math.min(1 - Number.EPSILON / 2, Math.max(Number.MIN_VALUE, u)));
      }
    }
    out[b] = product;
  }
}

/** The lower Cholesky factor of R with the variables reordered, largest conditional variance first. */
function pivotedCholesky(correlation: number[][]): { factor: number[][]; order: number[] } {
  const a = correlation.map((row) => [...row]);
  const m = a.length;
  const factor: number[][] = a.map(() => new Array<number>(m).fill(0));
  const order = a.map((_, i) => i);
  const swap = <T>(rows: T[], i: number, j: number): void => {
    [rows[i], rows[j]] = [rows[j] as T, rows[i] as T];
  };
  for (let k = 0; k < m; k++) {
    const remaining = (p: number): number =>
      (a[p]?.[p] as number) - (factor[p] as number[]).slice(0, k).reduce((sum, v) => sum + v * v, 0);
    let pivot = k;
    for (let p = k + 1; p < m; p++) if (remaining(p) > remaining(pivot)) pivot = p;
    swap(a, k, pivot);
    for (const row of a) swap(row, k, pivot);
    swap(factor, k, pivot);
    swap(order, k, pivot);
    const diagonal = Math.sqrt(remaining(k));
    if (!(diagonal > 0)) throw new RangeError('the correlation matrix is not positive definite');
    (factor[k] as number[])[k] = diagonal;
    for (let i = k + 1; i < m; i++) {
      let sum = a[i]?.[k] as number;
      for (let j = 0; j < k; j++) sum -= (factor[i]?.[j] as number) * (factor[k]?.[j] as number);
      (factor[i] as number[])[k] = sum / diagonal;
    }
  }
  return { factor, order };
}

function cholesky(a: number[][]): number[][] {
  const factor: number[][] = a.map(() => new Array<number>(a.length).fill(0));
  for (let k = 0; k < a.length; k++) {
    let square = a[k]?.[k] as number;
    for (let j = 0; j < k; j++) square -= (factor[k]?.[j] as number) ** 2;
    const diagonal = Math.sqrt(square);
    (factor[k] as number[])[k] = diagonal;
    for (let i = k + 1; i < a.length; i++) {
      let sum = a[i]?.[k] as number;
      for (let j = 0; j < k; j++) sum -= (factor[i]?.[j] as number) * (factor[k]?.[j] as number);
      (factor[i] as number[])[k] = sum / diagonal;
    }
  }
  return factor;
}

function firstPrimes(count: number): number[] {
  const primes: number[] = [];
  for (let n = 2; primes.length < count; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes;
}

/** A small seeded generator of uniforms in [0, 1) (mulberry32). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
