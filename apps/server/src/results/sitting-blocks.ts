import type { IncompleteBlock } from '@palate/stats';
import type { LongResult } from './results.service.ts';

/** Judge × repetition: one sitting's answers, the block of Friedman's and Cochran's tests. */
export function blockKey(r: LongResult): string {
  return `${r.judge}\u0000${r.repetition}`;
}

/**
 * For each block with answers for every product, its values in the products' order; a
 * block's several rows for one product add up (a CATA term's row is 1 or 0, and a judge
 * who checked nothing for a sample has rows of other questions on its screen only).
 */
export function completeBlocks(rows: LongResult[], products: string[], valueOf: (r: LongResult) => number): number[][] {
  const blocks = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (r.value === null) continue;
    const block = blocks.get(blockKey(r)) ?? new Map<string, number>();
    block.set(r.product, (block.get(r.product) ?? 0) + valueOf(r));
    blocks.set(blockKey(r), block);
  }
  return [...blocks.values()]
    .filter((block) => products.every((p) => block.has(p)))
    .map((block) => products.map((p) => block.get(p) as number));
}

/** Whether some judge answered about fewer of the products than the panel did: an incomplete block design. */
export function isIncomplete(rows: LongResult[]): boolean {
  const products = new Set(rows.map((r) => r.product));
  const byJudge = new Map<string, Set<string>>();
  for (const r of rows) byJudge.set(r.judge, (byJudge.get(r.judge) ?? new Set()).add(r.product));
  return [...byJudge.values()].some((own) => own.size < products.size);
}

/** Each sitting's (judge × repetition) answered products and their values, for the tests of incomplete blocks. */
export function incompleteBlocks(rows: LongResult[]): IncompleteBlock[] {
  const blocks = new Map<string, IncompleteBlock>();
  for (const r of rows) {
    if (r.value === null) continue;
    const block = blocks.get(blockKey(r)) ?? { products: [], values: [] };
    block.products.push(r.product);
    block.values.push(r.value);
    blocks.set(blockKey(r), block);
  }
  return [...blocks.values()];
}
