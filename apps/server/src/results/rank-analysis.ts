import { durbin, friedman, midRanks, rankSumLsd, type Durbin, type Friedman, type Insufficient } from '@palate/stats';
import type { QuestionBase, QuestionContext, Where } from './question-context.ts';
import type { LongResult } from './results.service.ts';
import { completeBlocks, incompleteBlocks, isIncomplete } from './sitting-blocks.ts';

export interface RankAnalysis extends QuestionBase {
  kind: 'rank';
  /** Sums of the ranks over the complete blocks (judge × repetition), per product. */
  rankSums: Record<string, number>;
  blocks: number;
  friedman: Friedman | Insufficient;
  /** When judges ranked only some of the products (an incomplete block design): Durbin's test. */
  durbin?: Durbin | Insufficient;
  /** Least significant difference between two rank sums at 5 % (ISO 8587). */
  lsd: number | null;
  /** Every pair of products: rank sum of the first minus the second, and whether it reaches the LSD. */
  pairs: { first: string; second: string; difference: number; significant: boolean }[];
}

/**
 * A ranking's figures: the rank sums and Friedman's test over the sittings that ranked every
 * product, the pairs against the LSD of ISO 8587, and Durbin's test when sittings ranked only some.
 */
export function analyseRank(context: QuestionContext, where: Where, rows: LongResult[]): RankAnalysis {
  const products = context.servedProducts.filter((p) => rows.some((r) => r.product === p));
  const blocks = completeBlocks(rows, products, (r) => r.value as number);
  const ranks = blocks.map(midRanks);
  const rankSums = Object.fromEntries(
    products.map((p, column) => [p, ranks.reduce((sum, block) => sum + (block[column] as number), 0)]),
  );
  const lsd = blocks.length >= 2 && products.length >= 2 ? rankSumLsd(blocks.length, products.length) : null;
  const pairs = products.flatMap((first, i) =>
    products.slice(i + 1).map((second) => {
      const difference = (rankSums[first] as number) - (rankSums[second] as number);
      return { first, second, difference, significant: lsd !== null && Math.abs(difference) >= lsd };
    }),
  );
  const analysis: RankAnalysis = {
    ...where,
    kind: 'rank',
    rankSums,
    blocks: blocks.length,
    friedman: friedman(blocks),
    lsd,
    pairs,
  };
  if (isIncomplete(rows.filter((r) => r.value !== null))) analysis.durbin = durbin(incompleteBlocks(rows));
  return analysis;
}
