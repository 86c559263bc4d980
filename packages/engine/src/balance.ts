import type { Questionnaire } from './definition.ts';
import { designRowCount } from './design.ts';
import { servingSequenceCount } from './discrimination.ts';

/**
 * How many consecutive judges make the publication balanced: the design's rows (a
 * Williams square, or the blocks of an incomplete block design) and every discrimination test's serving sequences each turn in full
 * over a whole number of such blocks. 1 when nothing needs turning (a random or fixed
 * order and no discrimination test).
 */
export function balancedBlockSize(
  definition: Questionnaire,
  servedSampleCount: number,
  samplesPerJudge?: number,
): number {
  const turns = [designRowCount(definition.design, servedSampleCount, samplesPerJudge)];
  for (const page of definition.pages) {
    for (const control of page.controls) {
      if (control.kind === 'discrimination') turns.push(servingSequenceCount(control.method));
    }
  }
  return turns.reduce(leastCommonMultiple, 1);
}

function leastCommonMultiple(a: number, b: number): number {
  return (a / greatestCommonDivisor(a, b)) * b;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** A judge's place in the design (their design row) and whether they finished. */
export interface RankedRun {
  rank: number;
  finished: boolean;
}

/** How far a panel is from balance, block by block of `blockSize` consecutive ranks. */
export interface PanelBalance {
  blockSize: number;
  /** Blocks in which every rank finished. */
  completeBlocks: number;
  /** The first block not complete (0 for the first), or null when every started block is. */
  nextBlock: number | null;
  /** Judges still to finish in that block: the judges who would complete it. */
  judgesToCompleteNextBlock: number;
  /** Ranks started but not finished in blocks already begun: judges who dropped out or are still answering. */
  unfinishedRanks: number[];
}

export function panelBalance(blockSize: number, runs: readonly RankedRun[]): PanelBalance {
  const finished = new Set(runs.filter((run) => run.finished).map((run) => run.rank));
  const highest = Math.max(-1, ...runs.map((run) => run.rank));
  const blocksBegun = Math.ceil((highest + 1) / blockSize);
  let completeBlocks = 0;
  let nextBlock: number | null = null;
  let judgesToCompleteNextBlock = 0;
  for (let block = 0; block < blocksBegun; block++) {
    const ranks = Array.from({ length: blockSize }, (_, offset) => block * blockSize + offset);
    const missing = ranks.filter((rank) => !finished.has(rank)).length;
    if (missing === 0) completeBlocks++;
    else if (nextBlock === null) {
      nextBlock = block;
      judgesToCompleteNextBlock = missing;
    }
  }
  const unfinishedRanks = runs
    .filter((run) => !run.finished)
    .map((run) => run.rank)
    .sort((a, b) => a - b);
  return { blockSize, completeBlocks, nextBlock, judgesToCompleteNextBlock, unfinishedRanks };
}
