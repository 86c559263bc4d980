import type { Insufficient } from '../insufficient.ts';
import { pearsonCorrelation } from '../pearson-correlation.ts';
import type { FactorMap } from './factor-map.ts';
import { columnMoments, principalComponents } from './principal-components.ts';

export interface MfaGroup {
  /** The group's columns, one value per row (product) each. */
  columns: number[][];
  /** `s`: standardised (attributes on their own scales); `c`: centred only (napping coordinates). */
  type: 's' | 'c';
}

/**
 * Multiple factor analysis of several groups of variables on the same rows, as
 * `FactoMineR::MFA(X, group, type)` for quantitative groups: each group alone by PCA
 * (standardised or not), then one PCA of all the columns (standardised groups divided by
 * their population standard deviations) weighted by 1 / the group's first eigenvalue, so
 * that no group dominates the map. `columns` of the result are each column's correlation
 * with the dimensions (FactoMineR's quanti.var$cor), in the groups' order.
 */
export function multipleFactorAnalysis(groups: MfaGroup[], rows: number): FactorMap | Insufficient {
  if (groups.length < 2) return { insufficient: 'fewer than two groups of variables' };
  if (rows < 3) return { insufficient: 'fewer than three products' };
  const weights: number[] = [];
  const columns: number[][] = [];
  for (const group of groups) {
    const table = transpose(group.columns, rows);
    const separate = principalComponents(table, { standardise: group.type === 's' });
    if ('insufficient' in separate) return separate;
    const { sds } = columnMoments(table);
    for (const [j, column] of group.columns.entries()) {
      columns.push(group.type === 's' ? column.map((x) => x / (sds[j] as number)) : column);
      weights.push(1 / (separate.eigenvalues[0] as number));
    }
  }
  const global = principalComponents(transpose(columns, rows), { standardise: false, columnWeights: weights });
  if ('insufficient' in global) return global;
  const correlations = columns.map((column) =>
    (global.rows[0] as number[]).map(
      (_, k) =>
        pearsonCorrelation(
          column,
          global.rows.map((r) => r[k] as number),
        ) ?? 0,
    ),
  );
  return { ...global, columns: correlations };
}

/**
 * Columns of counts (words said of each product: rows as the map's) projected on an MFA's
 * map as a supplementary frequency group, as `FactoMineR::MFA(..., type = c(..., "f"),
 * num.group.sup = ...)` gives them in `freq.sup$coord`: each column's profile x_ij =
 * p_ij / p_.j − p_i. (p the counts over their total), then Σ_i x_ij F_is / (n √λ_s) with F
 * the products' coordinates. One row per count column; a column no product has is left out
 * of the counts by the caller (it has no profile).
 */
export function supplementaryFrequencies(map: FactorMap, counts: number[][]): number[][] {
  const n = counts.length;
  const total = counts.flat().reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  const width = counts[0]?.length ?? 0;
  const rowShare = counts.map((row) => row.reduce((sum, count) => sum + count, 0) / total);
  return Array.from({ length: width }, (_, j) => {
    const columnShare = counts.reduce((sum, row) => sum + (row[j] as number), 0) / total;
    const profile = counts.map((row, i) => (row[j] as number) / total / columnShare - (rowShare[i] as number));
    return map.eigenvalues.map((eigenvalue, s) => {
      const covariance = profile.reduce((sum, x, i) => sum + x * ((map.rows[i] as number[])[s] as number), 0);
      return covariance / (n * Math.sqrt(eigenvalue));
    });
  });
}

function transpose(columns: number[][], rows: number): number[][] {
  return Array.from({ length: rows }, (_, i) => columns.map((column) => column[i] as number));
}
