import type { PresentationDesign } from './definition.ts';
import { incompleteBlockDesign } from './incomplete-blocks.ts';
import { shuffle, type Random } from './random.ts';

/**
 * Williams Latin square rows for n samples (indexes 0..n-1). Each sample appears once in
 * each position, and each sample follows every other equally often: one square for an
 * even n, a square and its mirror image for an odd n.
 */
export function williamsSquare(sampleCount: number): number[][] {
  if (!Number.isInteger(sampleCount) || sampleCount < 1) {
    throw new RangeError(`sample count must be a positive integer, got ${sampleCount}`);
  }
  // First row 0, 1, n-1, 2, n-2, 3, …; every other row shifts it by one.
  const firstRow: number[] = [0];
  for (let low = 1, high = sampleCount - 1; firstRow.length < sampleCount;) {
    firstRow.push(low++);
    if (firstRow.length < sampleCount) firstRow.push(high--);
  }
  const square = firstRow.map((_, shift) => firstRow.map((sample) => (sample + shift) % sampleCount));
  return sampleCount % 2 === 0 ? square : [...square, ...square.map((row) => [...row].reverse())];
}

/**
 * The presentation order (sample indexes) for the judge who starts in the given rank
 * (0 for the first judge of the publication, 1 for the second, …). With `samplesPerJudge`
 * below the sample count, the judge is served the samples of the incomplete block design's
 * block of that rank, in its position-balanced order (a random design shuffles them).
 */
export function presentationOrder(
  design: PresentationDesign,
  sampleCount: number,
  judgeRank: number,
  random: Random,
  samplesPerJudge?: number,
): number[] {
  if (!Number.isInteger(sampleCount) || sampleCount < 1) {
    throw new RangeError(`sample count must be a positive integer, got ${sampleCount}`);
  }
  if (!Number.isInteger(judgeRank) || judgeRank < 0) {
    throw new RangeError(`judge rank must be a non-negative integer, got ${judgeRank}`);
  }
  if (samplesPerJudge !== undefined && samplesPerJudge < sampleCount) {
    const blocks = incompleteBlockDesign(sampleCount, samplesPerJudge, design === 'williams').blocks;
    const block = blocks[judgeRank % blocks.length] as number[];
    return design === 'random' ? shuffle(block, random) : [...block];
  }
  const identity = Array.from({ length: sampleCount }, (_, i) => i);
  switch (design) {
    case 'fixed':
      return identity;
    case 'random':
      return shuffle(identity, random);
    case 'williams': {
      const rows = williamsSquare(sampleCount);
      return rows[judgeRank % rows.length] as number[];
    }
  }
}

/**
 * How many judges make one full turn of the design: after that many, orders repeat. A
 * Williams square has a row per judge, and an incomplete block design a block per judge;
 * a fixed order has one, and a random design none to turn through, so one judge shows
 * what any judge gets.
 */
export function designRowCount(design: PresentationDesign, sampleCount: number, samplesPerJudge?: number): number {
  if (samplesPerJudge !== undefined && samplesPerJudge < sampleCount) {
    return incompleteBlockDesign(sampleCount, samplesPerJudge, design === 'williams').summary.blocks;
  }
  return design === 'williams' ? williamsSquare(sampleCount).length : 1;
}

/**
 * Which product each symbol of the design stands for, drawn once per publication: labs
 * assign products to a Williams square at random so that the first product of the list
 * is not always the first served to the first judge.
 */
export function assignSymbols(
  /** How many products, or (for a set) the indexes of the products served. */
  products: number | readonly number[],
  random: Random,
): number[] {
  const served = typeof products === 'number' ? Array.from({ length: products }, (_, i) => i) : products;
  return shuffle(served, random);
}

/**
 * A judge's presentation order in each repetition, as product indexes. Repetition r
 * takes the design row after the judge's own (judge rank + r), so every repetition is
 * balanced across the panel on its own and a judge does not taste the same order twice
 * (nor, in an incomplete block design, the same block).
 */
export function judgeOrders(
  design: PresentationDesign,
  symbols: readonly number[],
  judgeRank: number,
  repetitions: number,
  random: Random,
  samplesPerJudge?: number,
): number[][] {
  return Array.from({ length: repetitions }, (_, repetition) =>
    presentationOrder(design, symbols.length, designRowOf(judgeRank, repetition), random, samplesPerJudge).map(
      (symbol) => {
        const product = symbols[symbol];
        if (product === undefined) throw new RangeError(`symbol ${symbol} has no product`);
        return product;
      },
    ),
  );
}

/**
 * The design row a judge takes in a repetition (from 0): the row after their own for each
 * repetition. In an incomplete block design, the row mod the number of blocks is the block.
 */
export function designRowOf(judgeRank: number, repetition: number): number {
  return judgeRank + repetition;
}
