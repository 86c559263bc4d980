import { describe, expect, it } from 'vitest';
import { plsDrivers, type LikingDrivers } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RDrivers {
  attributes: string[];
  table: number[][];
  liking: number[];
  expected: LikingDrivers;
}
const r = fixture<Record<'eight' | 'constant' | 'few', RDrivers>>('pls-drivers');

function expectRecordAgrees(actual: Record<string, number>, expected: Record<string, number>): void {
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
  for (const [name, value] of Object.entries(expected)) expectAgrees(actual[name], value);
}

describe('drivers of liking against pls::plsr(scale = TRUE)', () => {
  it.each(['eight', 'constant', 'few'] as const)('components, coefficients, VIP and explained liking (%s)', (name) => {
    const { attributes, table, liking, expected } = r[name];
    const result = plsDrivers(attributes, table, liking);
    if ('insufficient' in result) throw new Error(result.insufficient);
    expect(result.components).toBe(expected.components);
    expect(result.excluded).toEqual(expected.excluded);
    expectRecordAgrees(result.coefficients, expected.coefficients);
    expectRecordAgrees(result.vip, expected.vip);
    expect(result.explainedLiking).toHaveLength(expected.explainedLiking.length);
    result.explainedLiking.forEach((share, a) => expectAgrees(share, expected.explainedLiking[a]!));
  });

  it('gives VIPs whose squares average 1', () => {
    const { attributes, table, liking } = r.eight;
    const result = plsDrivers(attributes, table, liking);
    if ('insufficient' in result) throw new Error(result.insufficient);
    const squares = Object.values(result.vip).map((v) => v * v);
    expectAgrees(squares.reduce((sum, v) => sum + v, 0) / squares.length, 1);
  });

  it('needs three products, an attribute that varies and a liking that varies with an attribute', () => {
    expect(plsDrivers(['sweet'], [[1], [2]], [5, 6])).toEqual({ insufficient: 'fewer than three products' });
    expect(plsDrivers(['sweet'], [[1], [1], [1]], [5, 6, 7])).toEqual({
      insufficient: 'no attribute whose mean differs between products',
    });
    expect(plsDrivers(['sweet'], [[1], [2], [3]], [6, 6, 6])).toHaveProperty('insufficient');
    // Liking that varies, but not with the attribute: (−1, 0, 1)·(1, −2, 1) = 0.
    expect(plsDrivers(['sweet'], [[1], [2], [3]], [7, 5, 7])).toEqual({
      insufficient: 'no attribute covaries with the products’ mean liking',
    });
  });
});
