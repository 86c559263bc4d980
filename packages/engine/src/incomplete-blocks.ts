import { seededRandom } from './random.ts';

/**
 * Base blocks of cyclic balanced incomplete block designs over Z_T, by `T,K`: developed
 * mod T (block + 0, block + 1, …, block + T − 1), each set of base blocks makes a BIBD in
 * which every pair of products meets equally often. They are cyclic difference families:
 * every non-zero difference mod T occurs equally often among the ordered pairs of the base
 * blocks. The table holds the classical cyclic ones (the projective planes (7,3,1) and
 * (13,4,1), the Paley designs (11,5,2) and (11,6,3), the Singer design (15,7,3), their
 * complements, all pairs or triples of a prime number of products) and the smallest family
 * of at most 120 blocks for every other (T, K) with T ≤ 16 that has one, found by a
 * computer search and checked by the engine's property tests. A cyclic design keeps
 * positions balanced for free: each product takes each place of a base block once.
 * Non-cyclic designs (the affine planes (9,3,1), (16,4,1)…) are left out: their products
 * appear a number of times that their K positions cannot share equally.
 */
// prettier-ignore
const CYCLIC_FAMILIES: Readonly<Record<string, readonly (readonly number[])[]>> = {
  '5,2': [[0,1],[0,2]],
  '5,3': [[0,1,2],[0,1,3]],
  '7,2': [[0,2],[0,6],[0,4]],
  '7,3': [[0,1,3]],
  '7,4': [[0,1,2,4]],
  '7,5': [[0,2,3,4,5],[0,1,3,4,5],[0,1,2,3,4]],
  '8,3': [[0,2,3],[0,4,5],[0,1,3],[0,4,6],[0,1,5],[0,2,3],[0,5,6]],
  '8,4': [[0,1,3,4],[0,3,4,5],[0,3,4,6],[0,3,5,7],[0,5,6,7],[0,1,3,5],[0,1,2,4]],
  '8,5': [[0,2,3,4,5],[0,1,3,6,7],[0,1,3,5,7],[0,1,2,5,7],[0,1,3,4,7],[0,1,2,3,5],[0,2,3,6,7]],
  '9,2': [[0,2],[0,3],[0,5],[0,8]],
  '9,3': [[0,5,6],[0,1,3],[0,5,8],[0,2,4]],
  '9,4': [[0,3,7,8],[0,2,3,5]],
  '9,5': [[0,1,3,4,5],[0,3,5,6,7]],
  '9,6': [[0,1,2,3,6,7],[0,2,3,5,6,7],[0,4,5,6,7,8],[0,1,3,5,6,7]],
  '9,7': [[0,1,2,3,5,6,7],[0,1,3,5,6,7,8],[0,2,3,5,6,7,8],[0,1,2,3,4,5,6]],
  '10,3': [[0,3,4],[0,5,9],[0,1,8],[0,2,7],[0,1,3],[0,4,8]],
  '10,4': [[0,2,3,4],[0,4,5,7],[0,2,6,7]],
  '10,5': [[0,4,5,7,9],[0,1,4,8,9],[0,1,3,6,7],[0,3,4,6,9],[0,5,7,8,9],[0,2,4,6,7],[0,4,6,7,8],[0,2,4,5,9],[0,5,7,8,9]],
  '10,6': [[0,2,5,7,8,9],[0,1,3,6,7,9],[0,1,3,4,5,9]],
  '10,7': [[0,1,3,4,5,6,7],[0,1,2,3,4,7,9],[0,1,3,5,6,7,8],[0,2,3,4,6,7,8],[0,1,4,6,7,8,9],[0,2,3,4,7,8,9]],
  '11,2': [[0,8],[0,10],[0,2],[0,5],[0,4]],
  '11,3': [[0,2,3],[0,3,10],[0,4,6],[0,6,8],[0,1,7]],
  '11,4': [[0,2,6,7],[0,1,2,8],[0,1,3,5],[0,1,3,9],[0,3,6,10]],
  '11,5': [[0,1,2,4,7]],
  '11,6': [[0,1,2,4,5,7]],
  '11,7': [[0,1,4,6,7,8,9],[0,1,4,5,6,7,9],[0,2,3,4,7,9,10],[0,1,2,3,7,8,10],[0,2,3,4,5,6,9]],
  '11,8': [[0,1,3,5,6,7,8,9],[0,2,3,6,7,8,9,10],[0,1,2,3,4,7,8,10],[0,2,4,6,7,8,9,10],[0,1,2,4,5,6,7,10]],
  '11,9': [[0,1,2,3,4,5,7,8,9],[0,1,2,3,4,7,8,9,10],[0,2,3,4,5,6,8,9,10],[0,2,3,4,5,6,7,8,10],[0,1,2,3,4,5,7,9,10]],
  '13,2': [[0,10],[0,5],[0,6],[0,9],[0,1],[0,2]],
  '13,3': [[0,3,12],[0,6,11]],
  '13,4': [[0,1,3,9]],
  '13,5': [[0,1,2,3,9],[0,1,5,8,10],[0,2,6,10,12]],
  '13,6': [[0,1,2,3,5,9],[0,1,5,7,8,10]],
  '13,7': [[0,1,6,7,9,10,12],[0,1,2,4,5,7,9]],
  '13,8': [[0,1,3,5,7,8,9,10],[0,1,3,5,6,8,9,12],[0,1,2,3,4,5,7,8]],
  '13,9': [[0,1,2,3,4,5,7,9,10]],
  '13,10': [[0,1,3,4,5,6,8,10,11,12],[0,1,3,4,7,8,9,10,11,12]],
  '13,11': [[0,1,3,4,5,6,7,8,9,11,12],[0,1,2,3,5,7,8,9,10,11,12],[0,2,3,4,5,6,7,8,9,11,12],[0,1,2,3,4,6,7,9,10,11,12],[0,1,4,5,6,7,8,9,10,11,12],[0,1,3,4,5,6,7,9,10,11,12]],
  '15,2': [[0,8],[0,5],[0,11],[0,13],[0,14],[0,6],[0,12]],
  '15,3': [[0,12,13],[0,2,7],[0,2,6],[0,7,10],[0,11,14],[0,6,10],[0,8,9]],
  '15,4': [[0,1,3,6],[0,1,10,11],[0,1,4,12],[0,1,9,14],[0,5,9,12],[0,2,6,13],[0,2,8,10]],
  '15,5': [[0,7,11,13,14],[0,4,8,12,13],[0,2,5,6,8],[0,1,3,8,9],[0,1,3,6,10],[0,3,4,9,14],[0,2,3,5,13]],
  '15,6': [[0,1,4,6,12,14],[0,5,7,10,11,12],[0,3,5,8,11,14],[0,1,3,7,13,14],[0,1,3,8,11,14],[0,1,2,5,9,11],[0,6,8,9,10,14]],
  '15,7': [[0,1,2,4,5,8,10]],
  '15,8': [[0,1,2,3,5,7,8,11]],
  '15,9': [[0,3,4,6,7,8,9,10,11],[0,1,2,4,5,7,8,10,13],[0,2,3,4,6,8,9,10,14],[0,3,5,6,7,8,10,13,14],[0,2,3,4,5,6,10,12,14],[0,1,2,6,7,8,10,12,13],[0,1,2,3,6,10,11,12,14]],
  '15,10': [[0,1,4,6,8,9,10,11,12,14],[0,2,3,4,5,6,7,9,10,11],[0,4,5,7,8,9,11,12,13,14],[0,1,4,5,6,7,10,12,13,14],[0,1,2,4,5,6,9,11,12,14],[0,2,3,4,6,9,11,12,13,14],[0,1,4,6,7,8,9,11,12,13]],
  '15,11': [[0,1,2,4,5,6,8,9,10,12,14],[0,2,3,4,6,8,9,10,11,12,14],[0,1,3,4,5,6,7,8,10,13,14],[0,1,3,4,5,6,7,8,9,10,14],[0,2,3,4,5,6,9,10,12,13,14],[0,1,4,7,8,9,10,11,12,13,14],[0,2,3,4,5,7,9,10,11,12,14]],
  '15,12': [[0,1,3,4,5,6,8,10,11,12,13,14],[0,1,3,5,6,7,8,9,10,11,12,14],[0,3,4,5,6,7,8,9,10,11,12,14],[0,1,2,4,5,6,7,9,10,11,12,13],[0,1,2,3,4,5,6,7,8,11,13,14],[0,1,2,3,4,5,7,8,10,11,12,13],[0,1,2,3,5,6,7,8,9,12,13,14]],
  '15,13': [[0,1,2,4,5,6,8,9,10,11,12,13,14],[0,1,3,4,5,6,7,8,9,11,12,13,14],[0,1,2,3,4,5,6,7,8,9,10,12,13],[0,1,2,3,5,6,7,8,9,10,11,12,14],[0,1,2,3,4,5,7,9,10,11,12,13,14],[0,2,3,4,5,6,7,8,9,10,12,13,14],[0,1,2,3,4,5,8,9,10,11,12,13,14]],
  '16,3': [[0,2,6],[0,5,8],[0,5,9],[0,6,9],[0,1,15]],
  '16,4': [[0,4,10,12],[0,1,3,14],[0,1,9,12],[0,9,10,15],[0,4,7,9]],
  '16,5': [[0,1,4,6,13],[0,1,6,12,14],[0,8,9,11,15]],
  '16,6': [[0,1,2,6,8,13],[0,1,2,5,8,14]],
  '16,7': [[0,1,4,5,7,8,9],[0,4,5,9,10,11,13],[0,3,5,6,12,14,15],[0,2,4,5,10,11,14],[0,1,3,5,11,13,14]],
  '16,9': [[0,1,3,4,6,7,11,12,14],[0,2,4,6,10,11,12,13,15],[0,2,5,6,7,8,11,12,14],[0,5,6,7,9,10,13,14,15],[0,1,4,8,11,12,13,14,15]],
  '16,10': [[0,1,2,5,7,9,10,11,12,13],[0,1,3,4,6,7,8,9,10,12]],
  '16,11': [[0,4,6,7,8,10,11,12,13,14,15],[0,2,4,5,6,7,9,10,11,12,15],[0,1,3,6,7,8,10,11,13,14,15]],
  '16,12': [[0,4,5,6,7,8,9,10,11,12,13,15],[0,2,3,4,5,6,8,10,12,13,14,15],[0,1,3,4,5,6,7,8,9,12,14,15],[0,1,2,3,5,6,7,8,9,12,13,14],[0,1,2,3,4,6,7,9,10,11,13,14]],
  '16,13': [[0,1,2,4,5,6,7,8,10,12,13,14,15],[0,1,2,4,5,6,7,8,9,10,11,13,15],[0,3,4,5,6,8,9,10,11,12,13,14,15],[0,1,2,3,4,5,7,8,10,11,12,14,15],[0,1,2,3,6,7,9,10,11,12,13,14,15]],
};
/** What a leader needs to know of the design their judges will be served. */
export interface IncompleteBlockSummary {
  /** Products. */
  T: number;
  /** Samples per judge. */
  K: number;
  /** Blocks: judges in one whole replicate of the design. */
  blocks: number;
  /** How many blocks serve each product. */
  r: number;
  /** How many blocks serve each pair of products: one number when exactly balanced, else [fewest, most]. */
  lambda: number | [number, number];
  /** Every pair meets equally often (a BIBD); otherwise pair counts differ by one at most where the search reached it. */
  exactlyBalanced: boolean;
  /** Judges for whole replicates: a multiple of this many judges is served the design whole. */
  judgesForWholeReplicates: number;
}

export interface IncompleteBlockDesign {
  summary: IncompleteBlockSummary;
  /** One judge's samples per block (symbols 0..T−1), in serving order. */
  blocks: number[][];
}

const designs = new Map<string, IncompleteBlockDesign>();

/**
 * The incomplete block design that serves K of T products to each judge: an exact cyclic
 * BIBD of the table, or else a near-balanced cyclic design (every product served equally
 * often, every pair together λ or λ + 1 times) found by a deterministic search. Each
 * product takes each serving position equally often. With `carryOver` (design: williams)
 * each base block's order is chosen so that the ordered pairs of consecutive samples
 * spread as evenly as the design allows (first-order carry-over).
 */
export function incompleteBlockDesign(T: number, K: number, carryOver: boolean): IncompleteBlockDesign {
  if (!Number.isInteger(T) || !Number.isInteger(K) || K < 2 || K >= T) {
    throw new RangeError(`an incomplete block design serves 2 ≤ K < T samples, not K = ${K} of T = ${T}`);
  }
  const key = `${T},${K},${carryOver}`;
  const known = designs.get(key);
  if (known) return known;
  const tabled = CYCLIC_FAMILIES[`${T},${K}`];
  const baseBlocks = tabled ? tabled.map((block) => [...block]) : nearBalancedBaseBlocks(T, K);
  const ordered = carryOver ? spreadCarryOver(T, baseBlocks) : baseBlocks;
  const design = { summary: summarise(T, K, baseBlocks), blocks: develop(T, ordered) };
  designs.set(key, design);
  return design;
}

/** Block i of base block b is b + i mod T; base blocks one after the other. */
function develop(T: number, baseBlocks: number[][]): number[][] {
  return baseBlocks.flatMap((base) =>
    Array.from({ length: T }, (_, shift) => base.map((symbol) => (symbol + shift) % T)),
  );
}

/**
 * How often each difference 1..T−1 occurs among the ordered pairs of the base blocks: in
 * the developed design, the number of blocks that hold two products d apart (mod T).
 */
function differenceCounts(T: number, baseBlocks: readonly (readonly number[])[]): number[] {
  const counts = new Array<number>(T).fill(0);
  for (const block of baseBlocks) {
    for (const x of block)
      for (const y of block) if (x !== y) counts[(y - x + T) % T] = (counts[(y - x + T) % T] as number) + 1;
  }
  return counts.slice(1);
}

function summarise(T: number, K: number, baseBlocks: number[][]): IncompleteBlockSummary {
  const counts = differenceCounts(T, baseBlocks);
  const fewest = Math.min(...counts);
  const most = Math.max(...counts);
  const blocks = baseBlocks.length * T;
  return {
    T,
    K,
    blocks,
    r: baseBlocks.length * K,
    lambda: fewest === most ? fewest : [fewest, most],
    exactlyBalanced: fewest === most,
    judgesForWholeReplicates: blocks,
  };
}

/** Sum of squared deviations of the difference counts from their mean: 0 for a BIBD. */
function imbalance(counts: readonly number[]): number {
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  return counts.reduce((sum, count) => sum + (count - mean) ** 2, 0);
}

function spread(counts: readonly number[]): number {
  return Math.max(...counts) - Math.min(...counts);
}

/** Restarts of the search for near-balanced base blocks; the seed is fixed so a design never changes. */
const RESTARTS = 20;
const STEPS_PER_RESTART = 4000;

/**
 * Base blocks whose pair counts differ by one at most: one base block when some reaches
 * it (T blocks), else two; the most even found otherwise. Each base block has T distinct
 * shifts (its own orbit), so every product is served K times per base block.
 */
function nearBalancedBaseBlocks(T: number, K: number): number[][] {
  let best: number[][] = [];
  let bestSpread = Infinity;
  for (let baseCount = 1; baseCount <= 2 && bestSpread > 1; baseCount++) {
    const random = seededRandom(T * 1000 + K * 10 + baseCount);
    for (let restart = 0; restart < RESTARTS && bestSpread > 1; restart++) {
      const found = climb(T, K, baseCount, random);
      const foundSpread = spread(differenceCounts(T, found));
      if (foundSpread < bestSpread) {
        best = found;
        bestSpread = foundSpread;
      }
    }
  }
  return best;
}

/** Hill climbing from random base blocks: move one symbol of one block while the imbalance does not grow. */
function climb(T: number, K: number, baseCount: number, random: () => number): number[][] {
  const pick = (limit: number) => Math.floor(random() * limit);
  const blocks = Array.from({ length: baseCount }, () => {
    const block = new Set([0]);
    while (block.size < K) block.add(1 + pick(T - 1));
    return [...block];
  });
  let current = imbalance(differenceCounts(T, blocks));
  for (let step = 0; step < STEPS_PER_RESTART && spread(differenceCounts(T, blocks)) > 1; step++) {
    const block = blocks[pick(baseCount)] as number[];
    const place = 1 + pick(K - 1);
    const replacement = 1 + pick(T - 1);
    if (block.includes(replacement)) continue;
    const previous = block[place] as number;
    block[place] = replacement;
    const next = imbalance(differenceCounts(T, blocks));
    if (next <= current && isFullOrbit(T, block)) current = next;
    else block[place] = previous;
  }
  return blocks.map((block) => [...block].sort((a, b) => a - b));
}

/** A block that a shift maps onto itself would repeat within T shifts and serve its products unequally. */
function isFullOrbit(T: number, block: readonly number[]): boolean {
  const members = new Set(block);
  for (let shift = 1; shift < T; shift++) {
    if (T % shift === 0 && block.every((symbol) => members.has((symbol + shift) % T))) return false;
  }
  return true;
}

/** Up to this many samples per judge, every order of a base block is tried; beyond, swaps of two places. */
const MAX_EXHAUSTIVE_ORDER = 7;

/**
 * Orders each base block so that the differences between consecutive samples (the
 * ordered pairs "p then q" of the developed design) spread as evenly as they can over
 * 1..T−1: block by block, the order that makes the spread most even with the others
 * kept, until no block changes. Each product still takes each place once per base block,
 * so positions stay balanced.
 */
function spreadCarryOver(T: number, baseBlocks: number[][]): number[][] {
  const blocks = baseBlocks.map((block) => [...block]);
  const carryOverImbalance = () => {
    const counts = new Array<number>(T - 1).fill(0);
    for (const block of blocks) {
      for (let place = 1; place < block.length; place++) {
        const difference = ((block[place] as number) - (block[place - 1] as number) + T) % T;
        counts[difference - 1] = (counts[difference - 1] as number) + 1;
      }
    }
    return imbalance(counts);
  };
  let current = carryOverImbalance();
  for (let improved = true; improved;) {
    improved = false;
    for (let index = 0; index < blocks.length; index++) {
      let kept = blocks[index] as number[];
      for (const order of candidateOrders(kept)) {
        blocks[index] = order;
        const next = carryOverImbalance();
        if (next < current - 1e-12) {
          current = next;
          improved = true;
          kept = order;
        }
      }
      blocks[index] = kept;
    }
  }
  return blocks;
}

/** Every order of a small block; a large one's orders with two places swapped. */
function candidateOrders(block: readonly number[]): number[][] {
  if (block.length <= MAX_EXHAUSTIVE_ORDER) return permutations(block);
  const swapped: number[][] = [];
  for (let i = 0; i < block.length; i++) {
    for (let j = i + 1; j < block.length; j++) {
      const order = [...block];
      [order[i], order[j]] = [order[j] as number, order[i] as number];
      swapped.push(order);
    }
  }
  return swapped;
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [first, ...rest]),
  );
}
