import type { MultipleChoiceControl } from '@palate/engine';
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
 * its `intensity`), terms in the definition's order, products in `products`' order. A judge
 * who evaluated a product (any answer about it in `evaluated`) and checked no term of the
 * question stored no answer to it: each term then counts unchecked, 0, as the method scores it.
 */
export function rataFigures(
  control: MultipleChoiceControl,
  rows: LongResult[],
  products: string[],
  evaluated: LongResult[],
): RataFigures {
  const sittingOf = (r: LongResult) => `${r.judge}\u0000${r.repetition}\u0000${r.product}`;
  const intensities = new Map(
    rows.filter((r) => r.value !== null).map((r) => [`${sittingOf(r)}\u0000${r.attribute}`, r]),
  );
  const sittings = new Map(evaluated.filter((r) => products.includes(r.product)).map((r) => [sittingOf(r), r]));
  const answers = [...sittings].flatMap(([sitting, { judge, product }]) =>
    control.choices.map((choice) => {
      const row = intensities.get(`${sitting}\u0000${control.id}.${choice.id}`);
      return { judge, product, term: choice.id, intensity: row?.value === 1 ? (row.intensity ?? null) : null };
    }),
  );
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

/** A scale's ideal figures from the products' scores and the judges' ideals (the rows of product IDEAL). */
export function idealFigures(scores: LongResult[], ideals: LongResult[], products: string[]): IdealFigures {
  const given = ideals
    .filter((r) => r.value !== null)
    .map((r) => ({ judge: r.judge, attribute: '', value: r.value as number }));
  if (given.length === 0) return { insufficient: 'no judge gave an ideal' };
  const scored = scores
    .filter((r) => r.value !== null && products.includes(r.product))
    .map((r) => ({ judge: r.judge, attribute: '', product: r.product, value: r.value as number }));
  const [attribute] = idealProfile(scored, given);
  if (!attribute) return { insufficient: 'no product was scored' };
  const byProduct = Object.fromEntries(
    products.flatMap((p) => {
      const own = attribute.products.find((each) => each.product === p);
      return own ? [[p, { mean: own.mean, difference: own.difference, test: own.test }]] : [];
    }),
  );
  return { meanIdeal: attribute.meanIdeal, judges: new Set(given.map((i) => i.judge)).size, byProduct };
}
