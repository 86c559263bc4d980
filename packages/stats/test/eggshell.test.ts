import { describe, expect, it } from 'vitest';
import { eggshell, type Observation } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface REggshell {
  observations: { product: string; judge: string; value: number }[];
  products: string[];
  consensusOrder: string[];
  judges: Record<string, number[]>;
}
const r = fixture<Record<'panel' | 'small', REggshell>>('eggshell');

describe('eggshell plot against FactoMineR’s PCA consensus and R’s rank()', () => {
  it.each(['panel', 'small'] as const)('consensus order and cumulative ranks of each judge (%s)', (name) => {
    const expected = r[name];
    const observations: Observation[] = expected.observations.map(({ value, product, judge }) => ({
      value,
      factors: { product, judge },
    }));
    const result = eggshell(observations, expected.products);
    if ('insufficient' in result) throw new Error(result.insufficient);
    expect(result.consensusOrder).toEqual(expected.consensusOrder);
    expect(Object.keys(result.judges)).toEqual(Object.keys(expected.judges));
    for (const [judge, curve] of Object.entries(expected.judges)) {
      expect(result.judges[judge]).toHaveLength(curve.length);
      curve.forEach((value, i) => expectAgrees(result.judges[judge]![i], value));
    }
  });

  it('puts a judge who ranks as the consensus on 0 and one who reverses it on i(n − i)', () => {
    const scores = (values: Record<string, number[]>): Observation[] =>
      Object.entries(values).flatMap(([judge, own]) =>
        own.map((value, i) => ({ value, factors: { product: `P${i + 1}`, judge } })),
      );
    const result = eggshell(scores({ J1: [1, 2, 3, 4], J2: [2, 3, 5, 6], J3: [1, 3, 4, 7], J4: [4, 3, 2, 1] }));
    if ('insufficient' in result) throw new Error(result.insufficient);
    expect(result.consensusOrder).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(result.judges.J1).toEqual([0, 0, 0, 0]);
    expect(result.judges.J4).toEqual([3, 4, 3, 0]);
  });

  it('needs Tucker-1: two judges who scored every product differently', () => {
    const observations: Observation[] = [1, 2, 3].map((value, i) => ({
      value,
      factors: { product: `P${i + 1}`, judge: 'J1' },
    }));
    expect(eggshell(observations)).toHaveProperty('insufficient');
  });
});
