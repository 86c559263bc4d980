import type { Insufficient } from '../insufficient.ts';
import type { FactorMap } from './factor-map.ts';
import { mapOfSvd } from './principal-components.ts';
import { weightedSvd } from './weighted-svd.ts';

/**
 * Correspondence analysis of a contingency table (products × terms), as `FactoMineR::CA`:
 * the SVD of P/(r cᵀ) − 1 with the row masses r and column masses c as weights,
 * min(rows − 1, columns − 1) eigenvalues; rows' and columns' principal coordinates.
 * Every row and column must have a count (the caller leaves out terms cited by nobody).
 */
export function correspondenceAnalysis(counts: number[][]): FactorMap | Insufficient {
  const rows = counts.length;
  const columns = counts[0]?.length ?? 0;
  if (rows < 3) return { insufficient: 'fewer than three products' };
  if (columns < 2) return { insufficient: 'fewer than two terms cited' };
  const total = counts.reduce((sum, row) => sum + row.reduce((s, x) => s + x, 0), 0);
  const rowMasses = counts.map((row) => row.reduce((s, x) => s + x, 0) / total);
  const columnMasses = Array.from(
    { length: columns },
    (_, j) => counts.reduce((s, row) => s + (row[j] as number), 0) / total,
  );
  if (rowMasses.some((m) => m === 0)) return { insufficient: 'a product with no term cited' };
  if (columnMasses.some((m) => m === 0)) return { insufficient: 'a term cited by nobody' };
  const dimensions = Math.min(rows - 1, columns - 1);
  const residuals = counts.map((row, i) =>
    row.map((x, j) => x / total / ((rowMasses[i] as number) * (columnMasses[j] as number)) - 1),
  );
  const svd = weightedSvd(residuals, rowMasses, columnMasses, dimensions);
  if (!((svd.values[0] ?? 0) > 1e-12)) return { insufficient: 'every product has the same profile of terms' };
  return mapOfSvd(svd.values, svd.left, svd.right);
}
