import type { Insufficient } from '../insufficient.ts';

/**
 * The parts every factorial method returns, after FactoMineR's `eig`, `ind` / `row` and
 * `var` / `col`: one shape, so one chart and one workbook sheet serve every map.
 */
export interface FactorMap {
  /** All eigenvalues with a meaning (FactoMineR's eig[, 1]), in decreasing order. */
  eigenvalues: number[];
  /** Each eigenvalue as a percentage of their sum (eig[, 2]). */
  percentages: number[];
  /** Row (product) coordinates on every dimension, in the order of the rows given. */
  rows: number[][];
  /**
   * Column coordinates on every dimension: correlations with the dimensions for a
   * standardised PCA (the circle of correlations), the columns' principal coordinates in CA.
   */
  columns: number[][];
}

export type FactorMapOrInsufficient = FactorMap | Insufficient;

/** Eigenvalues as percentages of their sum. */
export function percentagesOf(eigenvalues: number[]): number[] {
  const total = eigenvalues.reduce((sum, value) => sum + value, 0);
  return eigenvalues.map((value) => (100 * value) / total);
}
