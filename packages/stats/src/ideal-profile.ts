import type { Insufficient } from './insufficient.ts';
import { oneSampleT, type PairedTest } from './one-sample-t.ts';

export interface IdealScore {
  judge: string;
  attribute: string;
  product: string;
  value: number;
}

export interface IdealRating {
  judge: string;
  attribute: string;
  value: number;
}

export interface IdealProduct {
  product: string;
  /** Mean score of the product over its judges. */
  mean: number;
  /** mean − the attribute's mean ideal: how far the product is from the ideal (negative: too little). */
  difference: number;
  test: PairedTest | Insufficient;
}

export interface IdealAttribute {
  attribute: string;
  /** Mean of the judges' ideals. */
  meanIdeal: number;
  products: IdealProduct[];
}

/**
 * The ideal profile method (Worch, Lê & Punter 2010): per attribute the mean ideal and
 * each product's mean minus it, with a paired test: each judge's score of the product
 * (averaged over repetitions) minus that judge's own ideal (averaged if given twice), and a
 * one-sample t-test of those differences against 0, as R's `t.test(score - ideal, mu = 0)`:
 * t = d̄ / (s_d / √n), df = n − 1, two-sided p = P(|T| ≥ |t|) = P(F(1, df) ≥ t²).
 * Attributes and products in the order first seen; an attribute nobody gave an ideal for
 * is left out.
 */
export function idealProfile(scores: IdealScore[], ideals: IdealRating[]): IdealAttribute[] {
  const attributes = [...new Set(scores.map((s) => s.attribute))];
  const result: IdealAttribute[] = [];
  for (const attribute of attributes) {
    const ownIdeals = judgeMeans(ideals.filter((i) => i.attribute === attribute));
    if (ownIdeals.size === 0) continue;
    const meanIdeal = mean([...ownIdeals.values()]);
    const rows = scores.filter((s) => s.attribute === attribute);
    const products = [...new Set(rows.map((s) => s.product))].map((product) => {
      const own = rows.filter((s) => s.product === product);
      const productMean = mean(own.map((s) => s.value));
      const differences: number[] = [];
      for (const [judge, score] of judgeMeans(own)) {
        const ideal = ownIdeals.get(judge);
        if (ideal !== undefined) differences.push(score - ideal);
      }
      return { product, mean: productMean, difference: productMean - meanIdeal, test: oneSampleT(differences) };
    });
    result.push({ attribute, meanIdeal, products });
  }
  return result;
}

function mean(values: number[]): number {
  return values.reduce((s, x) => s + x, 0) / values.length;
}

function judgeMeans(rows: { judge: string; value: number }[]): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  for (const row of rows) {
    const [sum, count] = sums.get(row.judge) ?? [0, 0];
    sums.set(row.judge, [sum + row.value, count + 1]);
  }
  return new Map([...sums].map(([judge, [sum, count]]) => [judge, sum / count]));
}
