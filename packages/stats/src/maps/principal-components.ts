import type { Insufficient } from '../insufficient.ts';
import { percentagesOf, type FactorMap } from './factor-map.ts';
import { weightedSvd } from './weighted-svd.ts';

export interface PcaOptions {
  /** Divide each column by its standard deviation (a correlation PCA); default true. */
  standardise?: boolean;
  /** Column weights (MFA weighs each group); default 1 each. */
  columnWeights?: number[];
}

/** Each column's mean and population standard deviation (FactoMineR's `ecart.type`, uniform row weights). */
export function columnMoments(table: number[][]): { means: number[]; sds: number[] } {
  const n = table.length;
  const columns = table[0]?.length ?? 0;
  const means = Array.from({ length: columns }, (_, j) => table.reduce((sum, row) => sum + (row[j] as number), 0) / n);
  const sds = means.map((mean, j) =>
    Math.sqrt(table.reduce((sum, row) => sum + ((row[j] as number) - mean) ** 2, 0) / n),
  );
  return { means, sds };
}

/**
 * Principal component analysis of a rows × columns table, as
 * `FactoMineR::PCA(table, scale.unit = standardise)` with uniform row weights: columns
 * centred (and divided by their population standard deviation), eigenvalues of the
 * weighted cross-product, min(rows − 1, columns) of them; rows' coordinates are
 * U·√λ, columns' V·√λ (correlations with the dimensions when standardised).
 */
export function principalComponents(table: number[][], options: PcaOptions = {}): FactorMap | Insufficient {
  const standardise = options.standardise ?? true;
  const rows = table.length;
  const columns = table[0]?.length ?? 0;
  if (rows < 3) return { insufficient: 'fewer than three products' };
  if (columns < 2) return { insufficient: 'fewer than two variables' };
  const { means, sds } = columnMoments(table);
  if (standardise ? sds.some((sd) => !(sd > 0)) : !sds.some((sd) => sd > 0))
    return { insufficient: 'a variable has no variance' };
  const centred = table.map((row) =>
    row.map((x, j) => (standardise ? (x - (means[j] as number)) / (sds[j] as number) : x - (means[j] as number))),
  );
  const dimensions = Math.min(rows - 1, columns);
  const svd = weightedSvd(
    centred,
    new Array(rows).fill(1 / rows),
    options.columnWeights ?? new Array(columns).fill(1),
    dimensions,
  );
  return mapOfSvd(svd.values, svd.left, svd.right);
}

/** Coordinates from a weighted SVD: U·s for the rows, V·s for the columns. */
export function mapOfSvd(values: number[], left: number[][], right: number[][]): FactorMap {
  const eigenvalues = values.map((s) => s * s);
  return {
    eigenvalues,
    percentages: percentagesOf(eigenvalues),
    // + 0 turns a −0 into 0: JSON cannot tell them apart, so neither should the figures.
    rows: left.map((row) => row.map((x, k) => x * (values[k] as number) + 0)),
    columns: right.map((column) => column.map((x, k) => x * (values[k] as number) + 0)),
  };
}
