import type { Insufficient } from './insufficient.ts';
import { productJudgeAnova, type ProductJudgeAnova } from './product-judge-anova.ts';

export interface RataAnswer {
  judge: string;
  product: string;
  term: string;
  /** The intensity of a checked term (1 to N); null when the term was not checked. */
  intensity: number | null;
}

export interface RataProduct {
  product: string;
  /** Mean intensity, an unchecked term counting 0. */
  mean: number;
  /** How many answers checked the term (its citation frequency). */
  frequency: number;
  /** How many answers there were for the term and product. */
  n: number;
}

export interface RataTerm {
  term: string;
  products: RataProduct[];
  /** R's anova(lm(intensity ~ product + judge)) with unchecked = 0 (interaction too with repetitions). */
  anova: ProductJudgeAnova | Insufficient;
}

/**
 * Rate-all-that-apply (RATA, Ares et al. 2014; Meyners, Jaeger & Ares 2016): each term's
 * intensities with an unchecked term scored 0, so that the mean intensity per product
 * mixes how often and how strongly it was perceived; the citation frequency per product as
 * for CATA; and per term the two-way product × judge ANOVA of the intensities (0 included),
 * the same as for a scale (productJudgeAnova). Terms and products in the order first seen.
 */
export function rataSummary(answers: RataAnswer[]): RataTerm[] {
  const terms = [...new Set(answers.map((a) => a.term))];
  return terms.map((term) => {
    const rows = answers.filter((a) => a.term === term);
    const products = [...new Set(rows.map((a) => a.product))].map((product) => {
      const own = rows.filter((a) => a.product === product);
      const sum = own.reduce((s, a) => s + (a.intensity ?? 0), 0);
      return {
        product,
        mean: sum / own.length,
        frequency: own.filter((a) => a.intensity !== null).length,
        n: own.length,
      };
    });
    const anova = productJudgeAnova(
      rows.map((a) => ({ value: a.intensity ?? 0, factors: { product: a.product, judge: a.judge } })),
    );
    return { term, products, anova };
  });
}
