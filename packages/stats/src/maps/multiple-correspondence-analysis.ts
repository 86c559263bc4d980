import type { Insufficient } from '../insufficient.ts';
import type { FactorMap } from './factor-map.ts';
import { mapOfSvd } from './principal-components.ts';
import { weightedSvd } from './weighted-svd.ts';

export interface McaCategory {
  /** The judge's column in the table. */
  judge: number;
  /** The group label, as given. */
  label: string;
}

export interface MultipleCorrespondenceMap extends FactorMap {
  /** The categories (one per judge and group) that the rows of `columns` are, judge by judge, labels in code-unit order. */
  categories: McaCategory[];
}

/**
 * Multiple correspondence analysis of a products × judges table of group labels (free
 * sorting: each judge a categorical variable), as `FactoMineR::MCA(X)` (method
 * "Indicator", no ventilation, uniform row weights): the correspondence analysis of the
 * indicator matrix Z (n products × K categories of the J judges). With total nJ, row masses
 * 1/n and column masses n_k/(nJ), it is the weighted SVD of P/(r cᵀ) − 1 = Z·n/n_k − 1
 * (Lê, Josse & Husson 2008; Greenacre 2007, ch. 18). Eigenvalues: min(n − 1, K − J) of them,
 * FactoMineR's eig[, 1] (the λ of CA, not Benzécri's correction); products are the rows'
 * principal coordinates (ind$coord), categories the columns' (var$coord). A judge who put
 * every product in one group is a constant variable: it adds no dimension (K − J counts
 * none for it) and its category sits at the origin, as in FactoMineR.
 */
export function multipleCorrespondenceAnalysis(table: string[][]): MultipleCorrespondenceMap | Insufficient {
  const n = table.length;
  const judges = table[0]?.length ?? 0;
  if (n < 3) return { insufficient: 'fewer than three products' };
  if (judges < 1) return { insufficient: 'no judge' };
  if (table.some((row) => row.length !== judges)) return { insufficient: 'a product not sorted by every judge' };
  const categories: McaCategory[] = [];
  for (let j = 0; j < judges; j++) {
    const labels = [...new Set(table.map((row) => row[j] as string))].sort();
    for (const label of labels) categories.push({ judge: j, label });
  }
  const dimensions = Math.min(n - 1, categories.length - judges);
  if (dimensions < 1) return { insufficient: 'every judge put every product in one group' };
  const sizes = categories.map(({ judge, label }) => table.filter((row) => row[judge] === label).length);
  const residuals = table.map((row) =>
    categories.map(({ judge, label }, k) => (row[judge] === label ? n / (sizes[k] as number) : 0) - 1),
  );
  const svd = weightedSvd(
    residuals,
    new Array(n).fill(1 / n),
    sizes.map((size) => size / (n * judges)),
    dimensions,
  );
  return { ...mapOfSvd(svd.values, svd.left, svd.right), categories };
}
