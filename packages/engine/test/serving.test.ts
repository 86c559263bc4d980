import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assignSymbols,
  blindControl,
  control,
  parseSampleCodeKey,
  sampleCodeKey,
  buildPageSequence,
  discriminationServing,
  generateSampleCodes,
  discriminationOutcome,
  judgeOrders,
  questionnaire,
  sampleCodeKeys,
  servedCodes,
  williamsSquare,
  type DiscriminationMethod,
  seededRandom,
} from '../src/index.ts';

const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `P${i}`, name: `Product ${i}` }));

describe('Williams designs with products assigned to symbols at random', () => {
  it('for 2 to 16 samples, a full panel sees each product once in each position and each product after every other equally often', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer(), (n, seed) => {
        const random = seededRandom(seed);
        const symbols = assignSymbols(n, random);
        const judges = williamsSquare(n).length;
        const orders = Array.from(
          { length: judges },
          (_, rank) => judgeOrders('williams', symbols, rank, 1, random)[0],
        );
        for (let position = 0; position < n; position++) {
          const counts = new Array<number>(n).fill(0);
          for (const order of orders) {
            const product = order?.[position] as number;
            counts[product] = (counts[product] ?? 0) + 1;
          }
          expect(new Set(counts)).toEqual(new Set([judges / n]));
        }
        const follows = new Map<string, number>();
        for (const order of orders) {
          for (let i = 1; i < n; i++) {
            const pair = `${order?.[i - 1]}>${order?.[i]}`;
            follows.set(pair, (follows.get(pair) ?? 0) + 1);
          }
        }
        expect(follows.size).toBe(n * (n - 1));
        expect(new Set(follows.values()).size).toBe(1);
      }),
    );
  });

  it('serves the next design row in each repetition, so each repetition is balanced on its own', () => {
    const symbols = [2, 0, 3, 1];
    const rows = Array.from({ length: 4 }, (_, rank) => judgeOrders('williams', symbols, rank, 2, seededRandom(1)));
    expect(rows[0]?.[1]).toEqual(rows[1]?.[0]);
    for (const repetition of [0, 1]) {
      const firsts = rows.map((orders) => orders[repetition]?.[0]);
      expect(new Set(firsts).size).toBe(4);
    }
  });
});

describe('sample codes', () => {
  const triangle = questionnaire.parse({
    name: 'tri',
    title: 'Triangle',
    repetitions: 2,
    products: products(2),
    pages: [
      {
        id: 'test',
        controls: [{ kind: 'discrimination', id: 'odd', label: 'Odd one', method: 'triangle', products: ['P0', 'P1'] }],
      },
    ],
  });

  it('gives each cup of each repetition its own key', () => {
    expect(sampleCodeKeys(triangle, 2)).toEqual(['P0', 'P0.2', 'P1', 'P1.2', 'P0#2', 'P0.2#2', 'P1#2', 'P1.2#2']);
  });

  it('are 3-digit and unique within a publication, whatever the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 5 }), fc.integer(), (n, reps, seed) => {
        const definition = questionnaire.parse({
          name: 'profile',
          title: 'Profile',
          products: products(n),
          pages: [{ id: 'p', perSample: true, controls: [{ kind: 'comment', id: 'c', label: 'c' }] }],
        });
        const codes = Object.values(generateSampleCodes(definition, reps, seededRandom(seed)));
        expect(codes).toHaveLength(n * reps);
        expect(new Set(codes).size).toBe(codes.length);
        for (const code of codes) expect(code).toMatch(/^[1-9]\d\d$/);
      }),
    );
  });
});

describe('discrimination serving', () => {
  const test = (method: DiscriminationMethod) => ({ method, products: ['A', 'B'] as [string, string] });
  const letters = (method: DiscriminationMethod, rank: number) =>
    discriminationServing(test(method), rank)
      .cups.map((cup) => (cup.productId === 'A' ? 'A' : 'B'))
      .join('');

  it('rotates the six triangle sequences judge after judge', () => {
    expect(Array.from({ length: 7 }, (_, rank) => letters('triangle', rank))).toEqual([
      'AAB',
      'ABA',
      'BAA',
      'ABB',
      'BAB',
      'BBA',
      'AAB',
    ]);
  });

  it('balances the duo-trio reference between the two products', () => {
    const references = Array.from({ length: 4 }, (_, rank) => discriminationServing(test('duoTrio'), rank).reference);
    expect(references.map((cup) => cup?.productId)).toEqual(['A', 'A', 'B', 'B']);
    expect(Array.from({ length: 4 }, (_, rank) => letters('duoTrio', rank))).toEqual(['AB', 'BA', 'AB', 'BA']);
  });

  it('gives the two cups of one product different occurrences, so different codes', () => {
    expect(discriminationServing(test('triangle'), 0).cups).toEqual([
      { productId: 'A', occurrence: 1 },
      { productId: 'A', occurrence: 2 },
      { productId: 'B', occurrence: 1 },
    ]);
  });

  it('knows the right answer of each method', () => {
    const right = (
      control: Parameters<typeof discriminationOutcome>[0],
      serving: ReturnType<typeof discriminationServing>,
      picked: { productId: string; occurrence: number }[],
    ) => discriminationOutcome(control, serving, picked, []).value === 1;
    const triangle = discriminationServing(test('triangle'), 0);
    expect(right(test('triangle'), triangle, [{ productId: 'B', occurrence: 1 }])).toBe(true);
    expect(right(test('triangle'), triangle, [{ productId: 'A', occurrence: 2 }])).toBe(false);
    const duoTrio = discriminationServing(test('duoTrio'), 2);
    expect(right(test('duoTrio'), duoTrio, [{ productId: 'B', occurrence: 2 }])).toBe(true);
    const twoAfc = { ...test('twoAfc'), stronger: 'B' };
    expect(right(twoAfc, discriminationServing(twoAfc, 1), [{ productId: 'B', occurrence: 1 }])).toBe(true);
    const tetrad = discriminationServing(test('tetrad'), 1);
    expect(
      right(test('tetrad'), tetrad, [
        { productId: 'B', occurrence: 1 },
        { productId: 'B', occurrence: 2 },
      ]),
    ).toBe(true);
  });

  it('shows a judge the cups by code only, and the rank control every sample of the repetition', () => {
    const definition = questionnaire.parse({
      name: 'mixed',
      title: 'Mixed',
      repetitions: 2,
      products: products(3),
      pages: [
        { id: 'rank', controls: [{ kind: 'rank', id: 'sweet', label: 'Sweetness' }] },
        {
          id: 'tri',
          controls: [{ kind: 'discrimination', id: 'odd', label: 'Odd', method: 'triangle', products: ['P0', 'P2'] }],
        },
      ],
    });
    const codes = generateSampleCodes(definition, 2, seededRandom(3));
    const plan = {
      judgeRank: 1,
      orders: [
        [2, 0, 1],
        [1, 2, 0],
      ],
      servingRule: 2 as const,
    };
    const sequence = buildPageSequence(definition, plan.orders);
    expect(sequence.map((p) => p.key)).toEqual(['rank', 'tri', 'rank#2', 'tri#2']);
    const second = servedCodes(definition, sequence[2] as (typeof sequence)[number], plan, codes);
    expect(second.served.sweet).toEqual([codes['P1#2'], codes['P2#2'], codes['P0#2']]);
    const triangle = servedCodes(definition, sequence[1] as (typeof sequence)[number], plan, codes);
    // Judge rank 1, repetition 1: sequence index 1, ABA; the second repetition turns on to BAA.
    expect(triangle.served.odd).toEqual([codes.P0, codes.P2, codes['P0.2']]);
    const triangleAgain = servedCodes(definition, sequence[3] as (typeof sequence)[number], plan, codes);
    expect(triangleAgain.served.odd).toEqual([codes['P2#2'], codes['P0#2'], codes['P0.2#2']]);
    // A publication of rule 1 keeps the sequence it served: rank 1 × 2 repetitions + 0, BAA.
    const ruleOne = servedCodes(
      definition,
      sequence[1] as (typeof sequence)[number],
      { ...plan, servingRule: 1 },
      codes,
    );
    expect(ruleOne.served.odd).toEqual([codes.P2, codes.P0, codes['P0.2']]);
  });

  it('keeps repetitions of a per-sample page apart', () => {
    const definition = questionnaire.parse({
      name: 'profile',
      title: 'Profile',
      repetitions: 2,
      products: products(2),
      pages: [{ id: 'rate', perSample: true, controls: [{ kind: 'comment', id: 'c', label: 'c' }] }],
    });
    expect(
      buildPageSequence(definition, [
        [0, 1],
        [1, 0],
      ]).map((p) => p.key),
    ).toEqual(['rate@P0', 'rate@P1', 'rate@P1#2', 'rate@P0#2']);
  });
});

describe('sample code keys and blinded controls', () => {
  it('reads back what a key stands for', () => {
    for (const [productId, repetition, occurrence] of [
      ['A', 1, 1],
      ['A', 1, 2],
      ['juice_fresh', 3, 1],
      ['B-2', 12, 2],
    ] as const) {
      expect(parseSampleCodeKey(sampleCodeKey(productId, repetition, occurrence))).toEqual({
        productId,
        repetition,
        occurrence,
      });
    }
  });

  it('shows a discrimination test to the judge with neutral product names only', () => {
    const test = control.parse({
      kind: 'discrimination',
      id: 'q',
      label: 'Which is stronger?',
      method: 'twoAfc',
      products: ['regular', 'extraHops'],
      stronger: 'extraHops',
    });
    expect(JSON.stringify(blindControl(test))).not.toMatch(/regular|extraHops/);
    expect(control.safeParse(blindControl(test)).success).toBe(true);
    const scale = control.parse({ kind: 'scale', id: 's', label: 'S', style: 'line', min: 0, max: 1 });
    expect(blindControl(scale)).toBe(scale);
  });
});
