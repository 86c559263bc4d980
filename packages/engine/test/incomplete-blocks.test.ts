import { describe, expect, it } from 'vitest';
import { incompleteBlockDesign, judgeOrders, questionnaire, seededRandom } from '../src/index.ts';

const everyDesign = Array.from({ length: 14 }, (_, i) => i + 3).flatMap((T) =>
  Array.from({ length: T - 2 }, (_, i) => ({ T, K: i + 2 })),
);

/** How often each product, each pair and each product in each position is served by the blocks. */
function tally(T: number, blocks: readonly (readonly number[])[]) {
  const served = new Array<number>(T).fill(0);
  const pairs = new Map<string, number>();
  for (let p = 0; p < T; p++) for (let q = p + 1; q < T; q++) pairs.set(`${p}-${q}`, 0);
  const byPosition = new Map<string, number>();
  const follows = new Map<string, number>();
  for (const block of blocks) {
    block.forEach((p, position) => {
      served[p] = (served[p] as number) + 1;
      byPosition.set(`${p}@${position}`, (byPosition.get(`${p}@${position}`) ?? 0) + 1);
      for (const q of block) if (p < q) pairs.set(`${p}-${q}`, (pairs.get(`${p}-${q}`) ?? 0) + 1);
      const next = block[position + 1];
      if (next !== undefined) follows.set(`${p}>${next}`, (follows.get(`${p}>${next}`) ?? 0) + 1);
    });
  }
  return { served, pairs: [...pairs.values()], byPosition, follows };
}

const range = (values: number[]) => [Math.min(...values), Math.max(...values)];

describe('incompleteBlockDesign', () => {
  it.each(everyDesign)(
    'serves K different products per block, each equally often in each position ($T, $K)',
    ({ T, K }) => {
      for (const carryOver of [false, true]) {
        const { summary, blocks } = incompleteBlockDesign(T, K, carryOver);
        expect(blocks).toHaveLength(summary.blocks);
        expect(summary.judgesForWholeReplicates).toBe(summary.blocks);
        for (const block of blocks) expect(new Set(block).size).toBe(K);
        const { served, byPosition } = tally(T, blocks);
        expect(served).toEqual(new Array<number>(T).fill(summary.r));
        for (let p = 0; p < T; p++) {
          for (let position = 0; position < K; position++)
            expect(byPosition.get(`${p}@${position}`)).toBe(summary.r / K);
        }
      }
    },
  );

  it.each(everyDesign)('keeps its balance claim: λ for every pair, or pair counts one apart ($T, $K)', ({ T, K }) => {
    const { summary, blocks } = incompleteBlockDesign(T, K, true);
    const [fewest, most] = range(tally(T, blocks).pairs);
    if (summary.exactlyBalanced) {
      expect([fewest, most]).toEqual([summary.lambda, summary.lambda]);
    } else {
      expect(summary.lambda).toEqual([fewest, most]);
      expect((most as number) - (fewest as number)).toBe(1);
    }
    // λ(T − 1) = r(K − 1) for a BIBD, the mean pair count otherwise.
    const pairCount = (T * (T - 1)) / 2;
    expect(tally(T, blocks).pairs.reduce((a, b) => a + b, 0) / pairCount).toBeCloseTo(
      (summary.r * (K - 1)) / (T - 1),
      12,
    );
  });

  it('is exactly balanced where the table has a design, as the classical ones', () => {
    expect(incompleteBlockDesign(7, 3, false).summary).toEqual({
      T: 7,
      K: 3,
      blocks: 7,
      r: 3,
      lambda: 1,
      exactlyBalanced: true,
      judgesForWholeReplicates: 7,
    });
    expect(incompleteBlockDesign(13, 4, false).summary.lambda).toBe(1);
    expect(incompleteBlockDesign(11, 5, false).summary.lambda).toBe(2);
    expect(incompleteBlockDesign(15, 7, false).summary.lambda).toBe(3);
    expect(incompleteBlockDesign(12, 4, false).summary).toMatchObject({
      blocks: 12,
      exactlyBalanced: false,
      lambda: [1, 2],
    });
  });

  it('spreads carry-over with design williams no worse than without it', () => {
    for (const { T, K } of everyDesign) {
      const plain = range([...tally(T, incompleteBlockDesign(T, K, false).blocks).follows.values()]);
      const williams = range([...tally(T, incompleteBlockDesign(T, K, true).blocks).follows.values()]);
      expect(williams[1]).toBeLessThanOrEqual(plain[1] as number);
    }
  });

  it('gives a near-balanced design beyond the table, and refuses K outside 2..T−1', () => {
    const { summary, blocks } = incompleteBlockDesign(30, 6, false);
    const [fewest, most] = range(tally(30, blocks).pairs);
    expect(summary.lambda).toEqual([fewest, most]);
    expect((most as number) - (fewest as number)).toBeLessThanOrEqual(1);
    expect(() => incompleteBlockDesign(5, 5, false)).toThrow(RangeError);
    expect(() => incompleteBlockDesign(5, 1, false)).toThrow(RangeError);
  });
});

describe('judgeOrders with samplesPerJudge', () => {
  it('serves 7 products, 3 per judge, to 14 judges in an exactly balanced design', () => {
    const symbols = [3, 0, 6, 1, 5, 2, 4];
    const orders = Array.from(
      { length: 14 },
      (_, rank) => judgeOrders('williams', symbols, rank, 1, Math.random, 3)[0] as number[],
    );
    const { served, pairs, byPosition, follows } = tally(7, orders);
    for (const order of orders) expect(new Set(order).size).toBe(3);
    expect(served).toEqual(new Array<number>(7).fill(6));
    expect(pairs).toEqual(new Array<number>(21).fill(2));
    for (let p = 0; p < 7; p++)
      for (let position = 0; position < 3; position++) expect(byPosition.get(`${p}@${position}`)).toBe(2);
    // Two ordered pairs per block, 14 per replicate over 42: each at most once per replicate.
    expect(Math.max(...follows.values())).toBe(2);
  });

  it('gives a judge a different block in each repetition, each repetition balanced on its own', () => {
    const symbols = [0, 1, 2, 3, 4, 5, 6];
    const orders = Array.from({ length: 7 }, (_, rank) => judgeOrders('fixed', symbols, rank, 3, Math.random, 3));
    for (const judge of orders) expect(new Set(judge.map((order) => [...order].sort().join())).size).toBe(3);
    for (let repetition = 0; repetition < 3; repetition++) {
      const { pairs } = tally(
        7,
        orders.map((judge) => judge[repetition] as number[]),
      );
      expect(pairs).toEqual(new Array<number>(21).fill(1));
    }
  });

  it('shuffles the block for a random design', () => {
    const order = judgeOrders('random', [0, 1, 2, 3, 4, 5, 6], 0, 1, seededRandom(1), 3)[0] as number[];
    expect([...order].sort()).toEqual([...(incompleteBlockDesign(7, 3, false).blocks[0] as number[])].sort());
  });
});

describe('samplesPerJudge in a definition', () => {
  const definition = (samplesPerJudge: unknown) => ({
    name: 'many',
    title: 'Many yoghurts',
    products: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id })),
    samplesPerJudge,
    pages: [{ id: 'p', perSample: true, controls: [{ kind: 'comment', id: 'c', label: 'Comment' }] }],
  });

  it('takes 2 ≤ K below the number of products, and refuses others at the field', () => {
    expect(questionnaire.parse(definition(3)).samplesPerJudge).toBe(3);
    for (const wrong of [4, 1, 2.5]) {
      const result = questionnaire.safeParse(definition(wrong));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['samplesPerJudge']);
    }
  });
});
