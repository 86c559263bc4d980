import type { Insufficient } from '../insufficient.ts';
import type { Observation } from '../sequential-anova.ts';
import { columnMoments, principalComponents } from './principal-components.ts';

export interface Manhattan {
  /**
   * Each attribute's share of its variance explained by the judge's components 1 … k,
   * cumulated (FactoMineR's var$cos2 summed over the dimensions so far), k the number of
   * non-null components; null for an attribute the judge never varied.
   */
  attributes: Record<string, number[] | null>;
  /** The products in the judge's table: those the judge scored on every attribute. */
  products: string[];
}

/**
 * A component is null when its eigenvalue is below this share of the table's whole variance:
 * rounding, where the judge's table has fewer independent directions than products − 1 and
 * attributes (FactoMineR still prints their eigenvalues, about 1e-30).
 */
const NULL_COMPONENT = 1e-10;

/**
 * One judge's Manhattan plot (Dahl, Tomic & Næs 2008, "Graphical tools for sensory panel
 * performance", as PanelCheck draws it): the judge's products × attributes table of their
 * product means over the repetitions, analysed alone as `FactoMineR::PCA(X, scale.unit =
 * FALSE, ncp = Inf)`. For each attribute, the share of its variance that the judge's first k
 * components explain, cumulated over k: an attribute whose share rises early follows the
 * main directions in which the judge told the products apart; one that stays low until the
 * last components is scored apart from the others, by this judge. Set beside the other
 * judges' plots, a judge whose pattern differs uses the attributes differently from the
 * panel. `observations` are one judge's, with the factors `product` and `attribute`;
 * `attributes` and `products` fix the columns' and rows' order (in order of appearance by
 * default). The PCA needs a complete table: a product the judge missed on some attribute is
 * left out.
 */
export function manhattan(
  observations: readonly Observation[],
  attributes?: readonly string[],
  products?: readonly string[],
): Manhattan | Insufficient {
  const columns = attributes ?? [...new Set(observations.map((o) => o.factors.attribute as string))];
  const cells = new Map<string, { sum: number; n: number }>();
  for (const { value, factors } of observations) {
    const key = JSON.stringify([factors.product, factors.attribute]);
    const cell = cells.get(key) ?? { sum: 0, n: 0 };
    cell.sum += value;
    cell.n += 1;
    cells.set(key, cell);
  }
  const meanOf = (product: string, attribute: string): number | undefined => {
    const cell = cells.get(JSON.stringify([product, attribute]));
    return cell && cell.sum / cell.n;
  };
  const rows = (products ?? [...new Set(observations.map((o) => o.factors.product as string))]).filter((product) =>
    columns.every((attribute) => meanOf(product, attribute) !== undefined),
  );
  if (rows.length < 3) return { insufficient: 'fewer than three products scored on every attribute' };
  if (columns.length < 2) return { insufficient: 'fewer than two attributes' };
  const means = columns.map((attribute) => rows.map((product) => meanOf(product, attribute) as number));
  // An attribute the judge never varied has no variance for the components to explain: its
  // share is 0/0 (FactoMineR prints 0, its guard against the division, which would read as
  // "explained by none"). Its column is set to exact zeros, so that the rounding of means of
  // equal scores (three 0.1s do not average to 0.1) lends it no direction of its own.
  const varied = means.map(
    (column) => Math.max(...column) - Math.min(...column) > 1e-12 * Math.max(1, ...column.map(Math.abs)),
  );
  if (!varied.some(Boolean)) return { insufficient: 'the same mean for every product on every attribute' };
  const table = rows.map((_, i) => columns.map((_, j) => (varied[j] ? (means[j]?.[i] as number) : 0)));
  const map = principalComponents(table, { standardise: false });
  if ('insufficient' in map) return map;
  const total = map.eigenvalues.reduce((sum, value) => sum + value, 0);
  const components = map.eigenvalues.filter((value) => value > NULL_COMPONENT * total).length;
  // An attribute's variance is the sum of its squared coordinates over every component
  // (FactoMineR's dist2.var): its cos2 on a component is that component's share of it.
  const { sds } = columnMoments(table);
  return {
    attributes: Object.fromEntries(
      columns.map((attribute, j) => {
        if (!varied[j]) return [attribute, null];
        const variance = (sds[j] as number) ** 2;
        let cumulative = 0;
        return [
          attribute,
          (map.columns[j] as number[])
            .slice(0, components)
            .map((coordinate) => (cumulative += coordinate ** 2 / variance)),
        ];
      }),
    ),
    products: rows,
  };
}
