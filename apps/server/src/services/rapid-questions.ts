import { IDEAL_PRODUCT, type MultipleChoiceControl } from '@palate/engine';
import {
  idealProfile,
  rataSummary,
  type AnovaRow,
  type Insufficient,
  type PairedTest,
  type ProductTest,
  type RataProduct,
} from '@palate/stats';
import type { LongResult } from './results.service.ts';

/** RATA: per term, each product's mean intensity (unchecked = 0) and citation frequency, and the two-way ANOVA as for a scale. */
export type RataFigures = Record<
  string,
  {
    byProduct: Record<string, Omit<RataProduct, 'product'>>;
    anova: AnovaRow[] | Insufficient;
    productTest?: ProductTest;
  }
>;

/**
 * A RATA question's figures from its long rows (one per term: `value` 1 when checked, with
 * its `intensity`), terms in the definition's order, products in `products`' order.
 */
export function rataFigures(control: MultipleChoiceControl, rows: LongResult[], products: string[]): RataFigures {
  const answers = rows.flatMap((r) => {
    const term = r.attribute.slice(control.id.length + 1);
    if (r.value === null || !products.includes(r.product)) return [];
    return [{ judge: r.judge, product: r.product, term, intensity: r.value === 1 ? (r.intensity ?? null) : null }];
  });
  const summaries = new Map(rataSummary(answers).map((summary) => [summary.term, summary]));
  return Object.fromEntries(
    control.choices.flatMap((choice) => {
      const summary = summaries.get(choice.id);
      if (!summary) return [];
      const byProduct = Object.fromEntries(
        products.flatMap((p) => {
          const own = summary.products.find((each) => each.product === p);
          return own ? [[p, { mean: own.mean, frequency: own.frequency, n: own.n }]] : [];
        }),
      );
      const anova = summary.anova;
      return [
        [
          choice.id,
          'insufficient' in anova
            ? { byProduct, anova }
            : { byProduct, anova: anova.table, productTest: anova.product },
        ],
      ];
    }),
  );
}

/** Ideal profile: the mean ideal, and each product's mean against it with the paired test (product − own ideal). */
export type IdealFigures =
  | Insufficient
  | {
      meanIdeal: number;
      /** Judges who gave an ideal. */
      judges: number;
      byProduct: Record<string, { mean: number; difference: number; test: PairedTest | Insufficient }>;
    };

/** Whether a scale's long row holds a judge's ideal rather than a product's score. */
export function isIdealRow(r: LongResult): boolean {
  return r.product === IDEAL_PRODUCT;
}

/** A scale's ideal figures from its rows: the products' scores and the judges' ideals (product IDEAL). */
export function idealFigures(rows: LongResult[], products: string[]): IdealFigures {
  const answered = rows.filter((r) => r.value !== null);
  const ideals = answered.filter(isIdealRow).map((r) => ({ judge: r.judge, attribute: '', value: r.value as number }));
  if (ideals.length === 0) return { insufficient: 'no judge gave an ideal' };
  const scores = answered
    .filter((r) => products.includes(r.product))
    .map((r) => ({ judge: r.judge, attribute: '', product: r.product, value: r.value as number }));
  const [attribute] = idealProfile(scores, ideals);
  if (!attribute) return { insufficient: 'no product was scored' };
  const byProduct = Object.fromEntries(
    products.flatMap((p) => {
      const own = attribute.products.find((each) => each.product === p);
      return own ? [[p, { mean: own.mean, difference: own.difference, test: own.test }]] : [];
    }),
  );
  return { meanIdeal: attribute.meanIdeal, judges: new Set(ideals.map((i) => i.judge)).size, byProduct };
}
