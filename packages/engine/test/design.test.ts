import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { designRowCount, presentationOrder, williamsSquare, seededRandom } from '../src/index.ts';

const SAMPLE_COUNTS = Array.from({ length: 16 }, (_, i) => i + 1);
/** Every n from 1 to 16 is checked, whatever fast-check draws besides. */
const everyCount = { examples: SAMPLE_COUNTS.map((n): [number] => [n]) };
const sampleCount = fc.integer({ min: 1, max: 16 });

const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const sorted = (row: readonly number[]): number[] => [...row].sort((a, b) => a - b);

describe('williamsSquare', () => {
  it('has n rows for an even n and 2n rows (a square and its mirror) for an odd n', () => {
    fc.assert(
      fc.property(sampleCount, (n) => {
        expect(williamsSquare(n)).toHaveLength(n % 2 === 0 ? n : 2 * n);
      }),
      everyCount,
    );
  });

  it('makes every row a permutation of the samples 0..n-1', () => {
    fc.assert(
      fc.property(sampleCount, (n) => {
        for (const row of williamsSquare(n)) expect(sorted(row)).toEqual(identity(n));
      }),
      everyCount,
    );
  });

  it('serves each sample equally often in each position', () => {
    fc.assert(
      fc.property(sampleCount, (n) => {
        const rows = williamsSquare(n);
        const perCell = rows.length / n;
        for (let position = 0; position < n; position++) {
          const counts = new Array<number>(n).fill(0);
          for (const row of rows) {
            const sample = row[position] ?? -1;
            counts[sample] = (counts[sample] ?? 0) + 1;
          }
          expect(counts).toEqual(new Array<number>(n).fill(perCell));
        }
      }),
      everyCount,
    );
  });

  it('balances carry-over: every sample follows every other sample equally often', () => {
    fc.assert(
      fc.property(sampleCount, (n) => {
        const rows = williamsSquare(n);
        const follows = new Map<string, number>();
        for (const row of rows) {
          row.slice(1).forEach((b, i) => {
            const pair = `${row[i]}>${b}`;
            follows.set(pair, (follows.get(pair) ?? 0) + 1);
          });
        }
        // n rows of n-1 transitions cover the n(n-1) ordered pairs once; 2n rows twice.
        const expected = n % 2 === 0 ? 1 : 2;
        for (let a = 0; a < n; a++) {
          expect(follows.has(`${a}>${a}`)).toBe(false);
          for (let b = 0; b < n; b++) if (a !== b) expect(follows.get(`${a}>${b}`)).toBe(expected);
        }
        expect(follows.size).toBe(n * (n - 1));
      }),
      everyCount,
    );
  });

  it('gives the textbook square for 3 samples: the cyclic square and its mirror image', () => {
    expect(williamsSquare(3)).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
      [0, 2, 1],
      [1, 0, 2],
    ]);
  });

  it('gives the textbook square for 4 samples, first row 0, 1, 3, 2', () => {
    expect(williamsSquare(4)).toEqual([
      [0, 1, 3, 2],
      [1, 2, 0, 3],
      [2, 3, 1, 0],
      [3, 0, 2, 1],
    ]);
  });

  it('serves a single sample alone', () => {
    expect(williamsSquare(1)).toEqual([[0], [0]]);
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s samples', (n) => {
    expect(() => williamsSquare(n)).toThrow(RangeError);
  });
});

describe('designRowCount', () => {
  it('counts the judges of one turn of a Williams design: n for an even n, 2n for an odd n', () => {
    expect(designRowCount('williams', 4)).toBe(4);
    expect(designRowCount('williams', 3)).toBe(6);
  });

  it('repeats the rows after that many judges', () => {
    const rows = designRowCount('williams', 5);
    const random = seededRandom(1);
    expect(presentationOrder('williams', 5, rows + 2, random)).toEqual(presentationOrder('williams', 5, 2, random));
  });

  it('counts one row for a fixed or random design, where every judge shows what any judge gets', () => {
    expect(designRowCount('fixed', 4)).toBe(1);
    expect(designRowCount('random', 4)).toBe(1);
  });
});

describe('presentationOrder', () => {
  const random = seededRandom(42);

  it('fixed: every judge tastes the samples in the order of the definition', () => {
    fc.assert(
      fc.property(sampleCount, fc.nat(1000), (n, rank) => {
        expect(presentationOrder('fixed', n, rank, random)).toEqual(identity(n));
      }),
    );
  });

  it('williams: judges take the rows of the square in turn by rank, and start over after the last row', () => {
    fc.assert(
      fc.property(sampleCount, fc.nat(1000), (n, rank) => {
        const rows = williamsSquare(n);
        expect(presentationOrder('williams', n, rank, random)).toEqual(rows[rank % rows.length]);
      }),
      { examples: SAMPLE_COUNTS.map((n): [number, number] => [n, 2 * n + 1]) },
    );
  });

  it('williams: with 4 samples, judges 1 to 8 receive the four rows twice over', () => {
    const orders = Array.from({ length: 8 }, (_, rank) => presentationOrder('williams', 4, rank, random));
    expect(orders).toEqual([...williamsSquare(4), ...williamsSquare(4)]);
  });

  it('williams: with 3 samples, a full balanced cycle takes 6 judges', () => {
    const orders = Array.from({ length: 7 }, (_, rank) => presentationOrder('williams', 3, rank, random));
    expect(new Set(orders.slice(0, 6).map((o) => o.join()))).toHaveLength(6);
    expect(orders[6]).toEqual(orders[0]);
  });

  it('williams: changing one judge’s order does not change the next judge’s', () => {
    const first = presentationOrder('williams', 5, 0, random);
    first.reverse();
    expect(presentationOrder('williams', 5, 0, random)).toEqual([0, 1, 4, 2, 3]);
  });

  it('random: gives each judge a permutation of the samples', () => {
    fc.assert(
      fc.property(sampleCount, fc.nat(1000), fc.integer(), (n, rank, seed) => {
        expect(sorted(presentationOrder('random', n, rank, seededRandom(seed)))).toEqual(identity(n));
      }),
    );
  });

  it('random: the same seed gives the same order', () => {
    fc.assert(
      fc.property(sampleCount, fc.integer(), (n, seed) => {
        expect(presentationOrder('random', n, 0, seededRandom(seed))).toEqual(
          presentationOrder('random', n, 0, seededRandom(seed)),
        );
      }),
    );
  });

  it('random: different seeds do shuffle (8 samples, 50 seeds give many different orders)', () => {
    const orders = new Set(
      Array.from({ length: 50 }, (_, seed) => presentationOrder('random', 8, 0, seededRandom(seed)).join()),
    );
    expect(orders.size).toBeGreaterThan(40);
  });

  it('random: all 6 orders of 3 samples occur, each about equally often', () => {
    const random3 = seededRandom(2024);
    const counts = new Map<string, number>();
    for (let judge = 0; judge < 1200; judge++) {
      const order = presentationOrder('random', 3, judge, random3).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['012', '021', '102', '120', '201', '210']);
    // 200 expected each; 140..260 is more than 4 standard deviations either side.
    for (const count of counts.values()) expect(count).toBeGreaterThan(140);
    for (const count of counts.values()) expect(count).toBeLessThan(260);
  });

  it.each(['fixed', 'random', 'williams'] as const)(
    '%s: refuses a sample count that is not a positive integer',
    (design) => {
      for (const n of [0, -1, 2.5, Number.NaN]) {
        expect(() => presentationOrder(design, n, 0, seededRandom(1))).toThrow(RangeError);
      }
    },
  );

  it.each(['fixed', 'random', 'williams'] as const)(
    '%s: refuses a judge rank that is not a natural number',
    (design) => {
      for (const rank of [-1, 1.5, Number.NaN]) {
        expect(() => presentationOrder(design, 4, rank, seededRandom(1))).toThrow(RangeError);
      }
    },
  );
});
