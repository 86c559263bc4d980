import { Matrix, inverse } from 'ml-matrix';
import type { Insufficient } from '../insufficient.ts';
import { columnMoments } from './principal-components.ts';

export interface LikingDrivers {
  /** The number of PLS components fitted, A. */
  components: number;
  /** Each attribute's regression coefficient with A components, in liking points per point of the attribute's own scale. */
  coefficients: Record<string, number>;
  /** Each attribute's variable importance in projection (Wold): above 1, an attribute that matters more than the average. */
  vip: Record<string, number>;
  /** The share of the mean liking's variance explained by the first 1, …, A components (cumulative). */
  explainedLiking: number[];
  /** Attributes left out: the same mean for every product. */
  excluded: string[];
}

/** A component is fitted only while the liking left unexplained still covaries with the attributes. */
const RESIDUAL_COVARIANCE = 1e-12;

/**
 * Drivers of liking: a PLS1 regression of the products' mean liking (`liking`, one per row of
 * `table`) on their attribute means (`table`, products × attributes, columns named by
 * `attributes`), as `pls::plsr(y ~ X, ncomp = A, scale = TRUE)`: the attributes centred and
 * divided by their standard deviation (n − 1), the liking centred; NIPALS, which for one
 * response gives kernelpls' (and SIMPLS') fit exactly.
 *
 * A = min(2, products − 2, attributes): two components is what a leader reads with the few
 * products of a study (a third would fit noise), and with fewer than four products one less
 * than the n − 1 that would fit the liking exactly, so that something is left to judge the fit by.
 *
 * `coefficients` are on the attributes' original scale: `coef(fit, ncomp = A)` with
 * `scale = TRUE` gives those of the standardised attributes, divided here by each attribute's
 * standard deviation. `vip` is Wold's VIP over the A components,
 * VIP_j = √(p · Σ_a q_a² t_aᵀt_a (w_ja / ‖w_a‖)² / Σ_a q_a² t_aᵀt_a), with p attributes, scores
 * t_a, loading weights w_a and liking loadings q_a (Wold, Sjöström & Eriksson 2001,
 * "PLS-regression: a basic tool of chemometrics"); its squares average 1 over the attributes.
 * `explainedLiking` is `R2(fit, estimate = "train", intercept = FALSE)`.
 */
export function plsDrivers(
  attributes: readonly string[],
  table: readonly (readonly number[])[],
  liking: readonly number[],
): LikingDrivers | Insufficient {
  const products = table.length;
  if (products < 3) return { insufficient: 'fewer than three products' };
  const varies = attributes.map((_, j) => table.some((row) => row[j] !== table[0]?.[j]));
  const used = attributes.filter((_, j) => varies[j]);
  const excluded = attributes.filter((_, j) => !varies[j]);
  if (used.length === 0) return { insufficient: 'no attribute whose mean differs between products' };
  if (liking.every((value) => value === liking[0])) return { insufficient: 'the products’ mean liking does not vary' };

  const usedTable = table.map((row) => row.filter((_, j) => varies[j]));
  const { means, sds: populationSds } = columnMoments(usedTable);
  // R's sd() divides by n − 1; columnMoments by n, as FactoMineR.
  const sds = populationSds.map((sd) => sd * Math.sqrt(products / (products - 1)));
  let x = new Matrix(usedTable.map((row) => row.map((v, j) => (v - (means[j] as number)) / (sds[j] as number))));
  const likingMean = liking.reduce((sum, v) => sum + v, 0) / products;
  let y = Matrix.columnVector(liking.map((v) => v - likingMean));
  const totalSquares = y.dot(y);

  const maximum = Math.min(2, products - 2, used.length);
  const weights: number[][] = [];
  const loadings: number[][] = [];
  const likingLoadings: number[] = [];
  const scoreSquares: number[] = [];
  let firstCovariance = 0;
  while (weights.length < maximum) {
    const covariance = x.transpose().mmul(y);
    const norm = covariance.norm();
    if (weights.length === 0) {
      // Each standardised column has length √(n − 1), so √(p (n − 1)) ‖y‖ bounds the norm.
      if (norm <= RESIDUAL_COVARIANCE * Math.sqrt(used.length * (products - 1) * totalSquares)) {
        return { insufficient: 'no attribute covaries with the products’ mean liking' };
      }
      firstCovariance = norm;
    } else if (norm <= RESIDUAL_COVARIANCE * firstCovariance) break;
    const w = covariance.div(norm);
    const t = x.mmul(w);
    const tt = t.dot(t);
    const p = x.transpose().mmul(t).div(tt);
    const q = y.dot(t) / tt;
    x = x.sub(t.mmul(p.transpose()));
    y = y.sub(Matrix.mul(t, q));
    weights.push(w.getColumn(0));
    loadings.push(p.getColumn(0));
    likingLoadings.push(q);
    scoreSquares.push(tt);
  }

  const components = weights.length;
  const w = new Matrix(weights).transpose();
  const p = new Matrix(loadings).transpose();
  // The coefficients of the standardised attributes: W (PᵀW)⁻¹ q.
  const standardised = w
    .mmul(inverse(p.transpose().mmul(w)))
    .mmul(Matrix.columnVector(likingLoadings))
    .getColumn(0);
  const explainedSquares = likingLoadings.map((q, a) => q * q * (scoreSquares[a] as number));
  const explainedTotal = explainedSquares.reduce((sum, v) => sum + v, 0);
  let cumulative = 0;
  return {
    components,
    coefficients: Object.fromEntries(used.map((name, j) => [name, (standardised[j] as number) / (sds[j] as number)])),
    vip: Object.fromEntries(
      used.map((name, j) => [
        name,
        Math.sqrt(
          (used.length * explainedSquares.reduce((sum, s, a) => sum + s * (weights[a]?.[j] as number) ** 2, 0)) /
            explainedTotal,
        ),
      ]),
    ),
    explainedLiking: explainedSquares.map((s) => (cumulative += s) / totalSquares),
    excluded,
  };
}
