import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLINDING_CODE_COUNT,
  judgeOrders,
  judgeSampleCodes,
  parseSampleCodeKey,
  questionnaire,
  sampleCodeKeys,
  servingPlanOf,
} from '../src/index.ts';

const keysOf = (count: number) => Array.from({ length: count }, (_, index) => `P${index}`);
const secret = fc.string({ minLength: 1, maxLength: 40 });

describe('judgeSampleCodes: codes per judge', () => {
  it('gives each key of the table a 3-digit code, all different within the judge, for any table size, rank and secret', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: BLINDING_CODE_COUNT }),
        fc.nat({ max: 100_000 }),
        secret,
        (count, rank, seed) => {
          const codes = judgeSampleCodes(keysOf(count), seed, rank);
          expect(Object.keys(codes).sort()).toEqual(keysOf(count).sort());
          const values = Object.values(codes);
          expect(new Set(values).size).toBe(count);
          for (const code of values) expect(code).toMatch(/^[1-9]\d\d$/);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is the same each time it is derived, whatever order the keys come in', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(keysOf(30), { minLength: 1 }),
        fc.nat({ max: 5000 }),
        secret,
        (keys, rank, seed) => {
          const derived = judgeSampleCodes(keys, seed, rank);
          expect(judgeSampleCodes([...keys].reverse(), seed, rank)).toEqual(derived);
          expect(judgeSampleCodes(keys, seed, rank)).toEqual(derived);
        },
      ),
    );
  });

  it('gives no code to two judges of the first 900 ÷ keys, so no judge can name another judge’s cup', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), secret, (count, seed) => {
        const judges = Math.floor(BLINDING_CODE_COUNT / count);
        const every = Array.from({ length: judges }, (_, rank) =>
          Object.values(judgeSampleCodes(keysOf(count), seed, rank)),
        );
        expect(new Set(every.flat()).size).toBe(judges * count);
      }),
      { numRuns: 40 },
    );
  });

  it('codes each judge afresh: judges past the first span get tables of their own too', () => {
    const keys = keysOf(4);
    const tables = Array.from({ length: 600 }, (_, rank) => JSON.stringify(judgeSampleCodes(keys, 'lab secret', rank)));
    expect(new Set(tables).size).toBe(600);
  });

  it('draws from the publication’s secret: another publication codes its judges otherwise', () => {
    const keys = keysOf(6);
    expect(judgeSampleCodes(keys, 'first publication', 0)).not.toEqual(judgeSampleCodes(keys, 'second publication', 0));
  });

  it('refuses a rank that is not a whole number from 0, and more keys than there are codes', () => {
    expect(() => judgeSampleCodes(keysOf(3), 's', -1)).toThrow(RangeError);
    expect(() => judgeSampleCodes(keysOf(3), 's', 1.5)).toThrow(RangeError);
    expect(() => judgeSampleCodes(keysOf(BLINDING_CODE_COUNT + 1), 's', 0)).toThrow(RangeError);
    expect(judgeSampleCodes([], 's', 0)).toEqual({});
  });

  it('labels the kitchen’s cups with the judge’s own codes: each planned cup’s code is its product’s in that judge’s table', () => {
    const definition = questionnaire.parse({
      name: 'tri',
      title: 'Triangle',
      repetitions: 2,
      products: [
        { id: 'A', name: 'Control' },
        { id: 'B', name: 'Less sugar' },
      ],
      pages: [
        {
          id: 'test',
          controls: [{ kind: 'discrimination', id: 'odd', label: 'Odd one', method: 'triangle', products: ['A', 'B'] }],
        },
      ],
    });
    const keys = sampleCodeKeys(definition, 2);
    const planOf = (rank: number) => {
      const codes = judgeSampleCodes(keys, 'seed', rank);
      const orders = judgeOrders(definition.design, [0, 1], rank, 2, () => 0.5);
      const cups = servingPlanOf(definition, { judgeRank: rank, orders, servingRule: 2 }, codes);
      const keyOfCode = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
      for (const cup of cups) expect(parseSampleCodeKey(keyOfCode.get(cup.code) ?? '').productId).toBe(cup.productId);
      return cups;
    };
    const first = planOf(0);
    const second = planOf(1);
    expect(first).toHaveLength(6);
    const codesOf = (cups: typeof first) => new Set(cups.map((cup) => cup.code));
    expect([...codesOf(first)].filter((code) => codesOf(second).has(code))).toEqual([]);
  });
});
