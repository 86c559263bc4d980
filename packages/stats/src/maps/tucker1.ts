import type { Insufficient } from '../insufficient.ts';
import type { Observation } from '../sequential-anova.ts';
import { columnMoments, principalComponents } from './principal-components.ts';

export interface Tucker1 {
  /** The eigenvalues of the consensus, min(products − 1, judges) of them, decreasing. */
  eigenvalues: number[];
  percentages: number[];
  /** Each product's common scores on every dimension (FactoMineR's ind$coord). */
  products: Record<string, number[]>;
  /** Each judge's correlation loadings: the correlations of their product means with the common scores (var$cor). */
  judges: Record<string, number[]>;
  /** Judges not in the table: some product without a score, or the same mean for every product. */
  judgesLeftOut: string[];
}

/**
 * Tucker-1 of one attribute (Dahl, Tomic & Næs 2008, "Graphical tools for sensory panel
 * performance", as PanelCheck): the products × judges table of each judge's product means
 * over the repetitions, centred per judge, analysed as `FactoMineR::PCA(X, scale.unit =
 * FALSE)`. The products' common scores are the consensus the panel agrees on; a judge's
 * correlation loadings say how closely their own product means follow it, so that on the
 * circle of correlations a judge away from the others (or near its centre) is the one a
 * leader looks at. A judge without a score for every product (the PCA needs a complete
 * table) or with equal means for every product (no correlation) is left out.
 * `products` fixes the rows' order (the products scored, in order of appearance, by default).
 */
export function tucker1(observations: readonly Observation[], products?: readonly string[]): Tucker1 | Insufficient {
  const means = new Map<string, Map<string, { sum: number; n: number }>>();
  for (const { value, factors } of observations) {
    const judge = factors.judge as string;
    const ofJudge = means.get(judge) ?? new Map<string, { sum: number; n: number }>();
    const cell = ofJudge.get(factors.product as string) ?? { sum: 0, n: 0 };
    cell.sum += value;
    cell.n += 1;
    ofJudge.set(factors.product as string, cell);
    means.set(judge, ofJudge);
  }
  const rows = products ?? [...new Set(observations.map((o) => o.factors.product as string))];
  const columns: { judge: string; values: number[] }[] = [];
  const judgesLeftOut: string[] = [];
  for (const [judge, ofJudge] of means) {
    const values = rows.map((product) => {
      const cell = ofJudge.get(product);
      return cell === undefined ? null : cell.sum / cell.n;
    });
    if (values.some((value) => value === null) || new Set(values).size < 2) judgesLeftOut.push(judge);
    else columns.push({ judge, values: values as number[] });
  }
  if (columns.length < 2) return { insufficient: 'fewer than two judges who scored every product differently' };
  // PCA centres each column: the centring per judge.
  const table = rows.map((_, i) => columns.map((column) => column.values[i] as number));
  const map = principalComponents(table, { standardise: false });
  if ('insufficient' in map) return map;
  const { sds } = columnMoments(table);
  return {
    eigenvalues: map.eigenvalues,
    percentages: map.percentages,
    products: Object.fromEntries(rows.map((product, i) => [product, map.rows[i] as number[]])),
    // A column's coordinate is its covariance with the dimension's standardised scores (U·s with
    // Uᵀ D U = I): divided by the column's standard deviation, its correlation with them.
    judges: Object.fromEntries(
      columns.map(({ judge }, j) => [judge, (map.columns[j] as number[]).map((x) => x / (sds[j] as number))]),
    ),
    judgesLeftOut,
  };
}
