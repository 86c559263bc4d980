import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  balancedOrder,
  buildPageSequence,
  drawOrderSeed,
  orderedPage,
  orderPlaceOf,
  orderRow,
  page,
  questionnaire,
  screenOrders,
  seededRandom,
  type OrderPlace,
} from '../src/index.ts';

const MOVING_COUNTS = Array.from({ length: 11 }, (_, index) => index + 2);

/** A list of `moving` items that move and `fixed` that keep their places, the fixed ones anywhere. */
const listArbitrary = fc
  .record({ moving: fc.integer({ min: 2, max: 12 }), fixed: fc.integer({ min: 0, max: 3 }) })
  .chain(({ moving, fixed }) =>
    fc
      .shuffledSubarray(
        Array.from({ length: moving + fixed }, (_, index) => index < fixed),
        { minLength: moving + fixed },
      )
      .map((fixedFlags) => fixedFlags.map((isFixed, index) => ({ id: `item${index}`, fixed: isFixed }))),
  );
type Item = { id: string; fixed: boolean };

/** Every count of moving items from 2 to 12 is checked, whatever fast-check draws besides. */
const everyCount = {
  examples: MOVING_COUNTS.map((moving): [Item[], number, number] => [
    Array.from({ length: moving }, (_, index) => ({ id: `item${index}`, fixed: false })),
    moving * 3 + 1,
    7,
  ]),
};

/** How often each moving item is in each moving place, over the orders given. */
function placeCounts(items: readonly Item[], orders: readonly Item[][]): number[][] {
  const places = items.flatMap((item, index) => (item.fixed ? [] : [index]));
  const moving = items.filter((item) => !item.fixed);
  const counts = moving.map(() => places.map(() => 0));
  for (const order of orders) {
    places.forEach((place, column) => {
      const row = moving.indexOf(order[place] as Item);
      (counts[row] as number[])[column] = ((counts[row] as number[])[column] ?? 0) + 1;
    });
  }
  return counts;
}

/** Each count within one of the others: ⌊N / m⌋ or ⌈N / m⌉ for N orders of m moving items. */
function expectBalanced(counts: number[][], orderCount: number): void {
  const moving = counts.length;
  for (const count of counts.flat()) {
    expect(count).toBeGreaterThanOrEqual(Math.floor(orderCount / moving));
    expect(count).toBeLessThanOrEqual(Math.ceil(orderCount / moving));
  }
}

describe('balancedOrder', () => {
  it('keeps the fixed items in place and orders the others, every one of them once', () => {
    fc.assert(
      fc.property(listArbitrary, fc.nat(10_000), fc.nat(), (items, row, seed) => {
        const order = balancedOrder(items, (item) => item.fixed, seed, row);
        expect([...order].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...items].sort((a, b) => a.id.localeCompare(b.id)),
        );
        items.forEach((item, index) => {
          if (item.fixed) expect(order[index]).toBe(item);
        });
      }),
    );
  });

  it('puts each item in each place equally often ±1 over any number of judges, for 2 to 12 items that move', () => {
    fc.assert(
      fc.property(listArbitrary, fc.integer({ min: 1, max: 200 }), fc.nat(), (items, judges, seed) => {
        const orders = Array.from({ length: judges }, (_, judge) =>
          balancedOrder(items, (item) => item.fixed, seed, judge),
        );
        expectBalanced(placeCounts(items, orders), judges);
      }),
      everyCount,
    );
  });

  it('assigns the items to the square at random per list: the first judge does not always get the order written', () => {
    const items = ['a', 'b', 'c', 'd'];
    const firstOrders = new Set(
      Array.from({ length: 40 }, (_, seed) => balancedOrder(items, () => false, seed, 0).join('')),
    );
    expect(firstOrders.size).toBeGreaterThan(5);
  });

  it('refuses a row that is not a whole number from 0', () => {
    expect(() => balancedOrder(['a', 'b'], () => false, 1, -1)).toThrow(RangeError);
  });
});

describe('orderRow', () => {
  const place = (judgeRank: number, repetition: number, sampleIndex: number | null): OrderPlace => ({
    judgeRank,
    repetition,
    repetitions: 2,
    sampleIndex,
    samplesPerRepetition: 3,
  });

  it('per judge, keeps the judge’s row on every sample and repetition', () => {
    for (const repetition of [1, 2]) {
      for (const sample of [null, 0, 1, 2]) expect(orderRow(undefined, place(5, repetition, sample))).toBe(5);
    }
    expect(orderRow('judge', place(5, 2, 1))).toBe(5);
  });

  it('per sample, counts through the judges’ samples one judge after another', () => {
    expect(orderRow('sample', place(0, 1, 0))).toBe(0);
    expect(orderRow('sample', place(0, 1, 2))).toBe(2);
    expect(orderRow('sample', place(0, 2, 0))).toBe(3);
    expect(orderRow('sample', place(1, 1, 0))).toBe(6);
    expect(orderRow('sample', place(1, 1, null))).toBe(1);
  });

  it('per sample, balances the places over the (judge, repetition, sample) screens of any number of judges', () => {
    const shape = fc.record({
      judges: fc.integer({ min: 1, max: 40 }),
      repetitions: fc.integer({ min: 1, max: 3 }),
      samples: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(listArbitrary, shape, fc.nat(), (items, { judges, repetitions, samples }, seed) => {
        const orders: Item[][] = [];
        for (let judgeRank = 0; judgeRank < judges; judgeRank++) {
          for (let repetition = 1; repetition <= repetitions; repetition++) {
            for (let sampleIndex = 0; sampleIndex < samples; sampleIndex++) {
              const row = orderRow('sample', {
                judgeRank,
                repetition,
                repetitions,
                sampleIndex,
                samplesPerRepetition: samples,
              });
              orders.push(balancedOrder(items, (item) => item.fixed, seed, row));
            }
          }
        }
        expectBalanced(placeCounts(items, orders), judges * repetitions * samples);
      }),
    );
  });
});

/** A profile: overall liking first and fixed, attributes in random order, a CATA with "none" last. */
const profile = questionnaire.parse({
  name: 'profile',
  title: 'Profile',
  products: ['A', 'B', 'C'].map((id) => ({ id, name: id })),
  repetitions: 2,
  pages: [
    {
      id: 'attributes',
      perSample: true,
      order: 'random',
      controls: [
        { kind: 'scale', id: 'overall', label: 'Overall', style: 'line', min: 0, max: 10, fixed: true },
        ...['sweet', 'sour', 'bitter'].map((id) => ({ kind: 'scale', id, label: id, style: 'line', min: 0, max: 10 })),
        { kind: 'scale', id: 'sweetIdeal', label: 'Ideal sweetness', style: 'line', min: 0, max: 10, ideal: true },
        {
          kind: 'multiple',
          id: 'cata',
          label: 'CATA',
          order: 'random',
          orderPer: 'sample',
          choices: [
            ...['fruity', 'floral', 'woody'].map((id) => ({ id, label: id })),
            { id: 'none', label: 'None', fixed: true },
          ],
        },
      ],
    },
  ],
});
const attributes = profile.pages[0] as (typeof profile.pages)[number];

describe('screenOrders', () => {
  const judgeOrders = (judgeRank: number) => [
    [judgeRank % 3, (judgeRank + 1) % 3, (judgeRank + 2) % 3],
    [(judgeRank + 2) % 3, (judgeRank + 1) % 3, judgeRank % 3],
  ];
  const screensOf = (judgeRank: number, seed: number) => {
    const plan = { judgeRank, orders: judgeOrders(judgeRank) };
    return buildPageSequence(profile, plan.orders).map((instance) =>
      screenOrders(attributes, orderPlaceOf(profile, instance, plan), seed),
    );
  };

  it('keeps a judge’s order of the controls on every sample and repetition, and a CATA per sample changes', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(), (judgeRank, seed) => {
        const screens = screensOf(judgeRank, seed);
        expect(screens).toHaveLength(8);
        for (const screen of screens) {
          expect(screen.controls).toEqual(screens[0]?.controls);
          expect(screen.controls?.[0]).toBe('overall');
          expect(screen.choices['cata']?.[3]).toBe('none');
        }
        const sampleScreens = screens.filter((_, index) => index !== 3 && index !== 7);
        const cataOrders = sampleScreens.map((screen) => screen.choices['cata']?.join());
        // Consecutive rows of a Williams square differ, so one sample's order is never the last one's.
        cataOrders.slice(1).forEach((order, index) => expect(order).not.toBe(cataOrders[index]));
      }),
    );
  });

  it('orders a page and its choices by them, an ideal screen’s scales keeping their places among the others', () => {
    const orders = {
      controls: ['overall', 'sweetIdeal', 'bitter', 'cata', 'sour', 'sweet'],
      choices: { cata: ['woody', 'fruity', 'floral', 'none'] },
    };
    const ordered = orderedPage(attributes, orders);
    expect(ordered.controls.map((control) => control.id)).toEqual(orders.controls);
    const cata = ordered.controls[3];
    expect(cata?.kind === 'multiple' && cata.choices.map((choice) => choice.id)).toEqual(orders.choices.cata);
    const idealScreen = {
      controls: attributes.controls.filter((control) => ['sweetIdeal', 'overall'].includes(control.id)),
    };
    expect(orderedPage(idealScreen, orders).controls.map((control) => control.id)).toEqual(['overall', 'sweetIdeal']);
    expect(orderedPage(attributes, { controls: null, choices: {} })).toEqual(attributes);
  });

  it('leaves the order written where nothing is random', () => {
    const plain = page.parse({ id: 'plain', controls: [{ kind: 'info', id: 'hello', text: 'Hello' }] });
    const place = { judgeRank: 3, repetition: 1, repetitions: 1, sampleIndex: null, samplesPerRepetition: 2 };
    expect(screenOrders(plain, place, 99)).toEqual({ controls: null, choices: {} });
  });
});

describe('orderPlaceOf', () => {
  it('places a screen by the sample’s place in the judge’s order of its repetition', () => {
    const orders = [
      [2, 0, 1],
      [1, 2, 0],
    ];
    const sequence = buildPageSequence(profile, orders);
    const plan = { judgeRank: 4, orders };
    expect(sequence.map((instance) => orderPlaceOf(profile, instance, plan).sampleIndex)).toEqual([
      0,
      1,
      2,
      null,
      0,
      1,
      2,
      null,
    ]);
    expect(orderPlaceOf(profile, sequence[5] as (typeof sequence)[number], plan)).toEqual({
      judgeRank: 4,
      repetition: 2,
      repetitions: 2,
      sampleIndex: 1,
      samplesPerRepetition: 3,
    });
  });
});

describe('drawOrderSeed', () => {
  it('draws a whole number of 32 bits from the random source given', () => {
    const seeds = Array.from({ length: 50 }, (_, index) => drawOrderSeed(seededRandom(index)));
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
    expect(new Set(seeds).size).toBe(50);
    expect(drawOrderSeed(() => 0.999999999999)).toBe(0xffffffff);
  });
});
