import { binomialTestTwoSided } from './binomial-test.ts';
import type { Insufficient } from './insufficient.ts';
import { letterGroups } from './letter-groups.ts';

export interface McNemarPair {
  first: string;
  second: string;
  /** Judges who checked the term for the first product and not for the second. */
  firstOnly: number;
  /** Judges who checked it for the second and not for the first. */
  secondOnly: number;
  /** McNemar's exact test, two-sided; 1 without a discordant pair. */
  pValue: number;
  /** Bonferroni over the term's k (k − 1) / 2 pairs. */
  adjustedPValue: number;
}

export interface CataPairwise {
  /** Share of the complete blocks in which the term was checked, per product. */
  proportions: Record<string, number>;
  pairs: McNemarPair[];
  /** Products sharing a letter do not differ at `alpha` (adjusted). */
  groups: Record<string, string>;
}

/**
 * The pairwise comparisons that follow Cochran's Q for a CATA term (the McNemar–Bonferroni
 * procedure of XLSTAT's CATA analysis), over the same complete blocks (rows: one judge's 0/1
 * per product, columns in `products`' order). For each pair of products only the judges who
 * checked the term for one of the two count: under the null hypothesis either is as likely,
 * so the number who checked it for the first only is Binomial(b + c, ½), the exact McNemar
 * test (R: binom.test(b, b + c, 0.5)). Its p-values are multiplied by the number of pairs
 * (R: p.adjust(p, "bonferroni")) and the letters read from them.
 */
export function cataPairwise(blocks: number[][], products: string[], alpha = 0.05): CataPairwise | Insufficient {
  if (blocks.length < 2) return { insufficient: 'fewer than two complete judges' };
  if (products.length < 2) return { insufficient: 'fewer than two products' };
  const comparisons = (products.length * (products.length - 1)) / 2;
  const pairs: McNemarPair[] = [];
  products.forEach((first, a) =>
    products.slice(a + 1).forEach((second, offset) => {
      const b = a + 1 + offset;
      const firstOnly = blocks.filter((block) => block[a] === 1 && block[b] === 0).length;
      const secondOnly = blocks.filter((block) => block[a] === 0 && block[b] === 1).length;
      const discordant = firstOnly + secondOnly;
      const pValue = discordant === 0 ? 1 : binomialTestTwoSided(firstOnly, discordant, 0.5);
      pairs.push({ first, second, firstOnly, secondOnly, pValue, adjustedPValue: Math.min(1, pValue * comparisons) });
    }),
  );
  const proportions = Object.fromEntries(
    products.map((product, column) => [
      product,
      blocks.reduce((sum, block) => sum + (block[column] ?? 0), 0) / blocks.length,
    ]),
  );
  const differ = (a: string, b: string) =>
    pairs.some(
      (pair) =>
        ((pair.first === a && pair.second === b) || (pair.first === b && pair.second === a)) &&
        pair.adjustedPValue < alpha,
    );
  const groups = letterGroups(
    products.map((group) => ({ group, mean: proportions[group] as number })),
    differ,
  );
  return { proportions, pairs, groups };
}
