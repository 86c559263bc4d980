import { describe, expect, it } from 'vitest';
import { manhattan, type Observation } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RManhattan {
  observations: { judge: string; product: string; attribute: string; value: number }[];
  attributes: string[];
  products: string[];
  judges: Record<string, { products: string[]; components: number; attributes: Record<string, number[] | null> }>;
}
const r = fixture<Record<'panel' | 'small', RManhattan>>('manhattan');

const observationsOf = (c: RManhattan, judge: string): Observation[] =>
  c.observations
    .filter((o) => o.judge === judge)
    .map(({ value, product, attribute }) => ({ value, factors: { product, attribute } }));

describe('Manhattan plots against FactoMineR::PCA(X, scale.unit = FALSE, ncp = Inf) of each judge’s product means', () => {
  it.each(['panel', 'small'] as const)('each attribute’s cumulative cos2 over the judge’s components (%s)', (name) => {
    const expected = r[name];
    for (const [judge, own] of Object.entries(expected.judges)) {
      const result = manhattan(observationsOf(expected, judge), expected.attributes, expected.products);
      if ('insufficient' in result) throw new Error(`${judge}: ${result.insufficient}`);
      expect(result.products).toEqual(own.products);
      expect(Object.keys(result.attributes)).toEqual(expected.attributes);
      for (const [attribute, cumulative] of Object.entries(own.attributes)) {
        if (cumulative === null) {
          expect(result.attributes[attribute], `${judge} ${attribute}`).toBeNull();
          continue;
        }
        expect(result.attributes[attribute], `${judge} ${attribute}`).toHaveLength(own.components);
        cumulative.forEach((value, k) => expectAgrees(result.attributes[attribute]![k], value));
      }
    }
  });

  it('leaves out a product the judge missed on some attribute, and gives null to an attribute never varied', () => {
    const { judges } = r.panel;
    expect(judges.J07!.products).not.toContain('P4');
    expect(judges.J06!.attributes.astringent).toBeNull();
    // Three 0.1s do not average to 0.1 in binary: still the same score every time.
    expect(judges.J08!.attributes.fruity).toBeNull();
    const result = manhattan(observationsOf(r.panel, 'J08'));
    if ('insufficient' in result) throw new Error(result.insufficient);
    expect(result.attributes.fruity).toBeNull();
  });

  it('needs three products scored on every attribute, two attributes, and one of them varied', () => {
    const table = (rows: Record<string, number[]>): Observation[] =>
      Object.entries(rows).flatMap(([product, values]) =>
        values.map((value, j) => ({ value, factors: { product, attribute: `a${j + 1}` } })),
      );
    expect(manhattan(table({ P1: [1, 2], P2: [3, 1] }))).toHaveProperty('insufficient');
    expect(manhattan(table({ P1: [1], P2: [3], P3: [2] }))).toHaveProperty('insufficient');
    expect(manhattan(table({ P1: [4, 4], P2: [4, 4], P3: [4, 4] }))).toHaveProperty('insufficient');
    const missing = table({ P1: [1, 2], P2: [3, 1], P3: [2, 5] }).slice(0, -1);
    expect(manhattan(missing)).toHaveProperty('insufficient');
    // One attribute varied: it is the judge's only direction, whole on the first component.
    const alone = manhattan(table({ P1: [1, 4], P2: [3, 4], P3: [2, 4] }));
    if ('insufficient' in alone) throw new Error(alone.insufficient);
    expect(alone.attributes.a2).toBeNull();
    expect(alone.attributes.a1).toHaveLength(1);
    expectAgrees(alone.attributes.a1![0], 1);
  });
});
