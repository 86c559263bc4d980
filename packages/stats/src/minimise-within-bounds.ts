import { CholeskyDecomposition, Matrix } from 'ml-matrix';

/** A smooth function's value, gradient and Hessian at a point; value Infinity outside its domain. */
export interface SecondOrder {
  value: number;
  gradient: number[];
  hessian: number[][];
}

export interface BoundedMinimum extends SecondOrder {
  x: number[];
  /** Per coordinate: whether the minimum lies on its lower or upper bound. */
  atBound: boolean[];
  /** False when the search ran out of iterations, as it does towards a minimum at infinity. */
  converged: boolean;
}

const MAX_ITERATIONS = 200;
const MAX_HALVINGS = 80;
/** Below this Newton decrement (relative to the value) the minimum is reached to rounding. */
const DECREMENT_TOLERANCE = 1e-24;
/** A step this small (relative to the coordinate) is lost in the gradient's own rounding. */
const STEP_TOLERANCE = 1e-15;

/**
 * The minimum of a smooth function within a box, solved to rounding rather than to an
 * optimiser's default tolerance, so that maximum-likelihood estimates can be compared with
 * R's to 1e-9: projected Newton (Bertsekas 1982, "Projected Newton methods for optimization
 * problems with simple constraints"). Coordinates on a bound whose gradient pushes outwards
 * are held there; the others take a Newton step (shifted towards steepest descent, as
 * Levenberg–Marquardt, where the Hessian is not positive definite), projected onto the box
 * and halved until the value decreases (Armijo). It converges quadratically near an interior
 * minimum and stops when the Newton decrement or the step is lost in rounding.
 */
export function minimiseWithinBounds(
  f: (x: readonly number[]) => SecondOrder,
  start: readonly number[],
  lower: readonly number[],
  upper: readonly number[],
): BoundedMinimum {
  const clamp = (x: readonly number[]) =>
    x.map((v, i) => Math.min(upper[i] as number, Math.max(lower[i] as number, v)));
  let x = clamp(start);
  let at = f(x);
  if (!Number.isFinite(at.value)) throw new RangeError('the start lies outside the function’s domain');
  let converged = false;
  for (let iteration = 0; iteration < MAX_ITERATIONS && !converged; iteration++) {
    const free = x
      .map((_, i) => i)
      .filter((i) => {
        const g = at.gradient[i] as number;
        return !((x[i] === lower[i] && g > 0) || (x[i] === upper[i] && g < 0));
      });
    if (free.length === 0) {
      converged = true;
      break;
    }
    const step = newtonStep(
      free.map((i) => at.gradient[i] as number),
      free.map((i) => free.map((j) => at.hessian[i]?.[j] as number)),
    );
    const decrement = -step.reduce((sum, s, k) => sum + s * (at.gradient[free[k] as number] as number), 0);
    const move = (t: number) => {
      const y = [...x];
      free.forEach((i, k) => (y[i] = (x[i] as number) + t * (step[k] as number)));
      return clamp(y);
    };
    if (decrement <= DECREMENT_TOLERANCE * Math.max(1, Math.abs(at.value))) {
      x = move(1);
      at = f(x);
      converged = true;
      break;
    }
    let accepted: { x: number[]; at: SecondOrder } | null = null;
    for (let t = 1, halving = 0; halving < MAX_HALVINGS; t /= 2, halving++) {
      const y = move(t);
      const candidate = f(y);
      const slope = y.reduce((sum, v, i) => sum + (v - (x[i] as number)) * (at.gradient[i] as number), 0);
      if (Number.isFinite(candidate.value) && candidate.value <= at.value + 1e-4 * slope) {
        accepted = { x: y, at: candidate };
        break;
      }
    }
    if (accepted === null) {
      converged = true;
      break;
    }
    const moved = accepted.x.some((v, i) => Math.abs(v - (x[i] as number)) > STEP_TOLERANCE * Math.max(1, Math.abs(v)));
    x = accepted.x;
    at = accepted.at;
    converged = !moved;
  }
  return { x, ...at, atBound: x.map((v, i) => v === lower[i] || v === upper[i]), converged };
}

/** −H⁻¹g, with H shifted by λI (λ growing tenfold) until it is positive definite. */
function newtonStep(gradient: number[], hessian: number[][]): number[] {
  const scale = Math.max(...hessian.map((row, i) => Math.abs(row[i] as number)), 1e-12);
  for (let shift = 0; ; shift = shift === 0 ? scale * 1e-10 : shift * 10) {
    const shifted = new Matrix(hessian.map((row, i) => row.map((h, j) => (i === j ? h + shift : h))));
    const cholesky = new CholeskyDecomposition(shifted);
    if (cholesky.isPositiveDefinite()) {
      return cholesky
        .solve(Matrix.columnVector(gradient))
        .to1DArray()
        .map((v) => -v);
    }
  }
}

/**
 * √diag(H⁻¹), a maximum-likelihood fit's standard errors from the Hessian of its negative
 * log-likelihood (the observed information); null when H is not positive definite.
 */
export function standardErrors(hessian: number[][]): number[] | null {
  const cholesky = new CholeskyDecomposition(new Matrix(hessian));
  if (!cholesky.isPositiveDefinite()) return null;
  const inverse = cholesky.solve(Matrix.eye(hessian.length));
  return hessian.map((_, i) => Math.sqrt(inverse.get(i, i)));
}
