import { describe, expect, it } from 'vitest';
import {
  binCounts,
  descriptives,
  letterGroups,
  productJudgeAnova,
  sequentialAnova,
  tukeyHsd,
  type AnovaRow,
  type Descriptives,
} from '../src/index.ts';
import { expectAgrees, fixture, toObservations, type RObservation } from './fixtures.ts';

interface RComparison {
  first: string;
  second: string;
  difference: number;
  pValue: number;
}
interface RProductTest {
  F: number;
  df1: number;
  df2: number;
  pValue: number;
}
interface RData {
  observations: RObservation[];
  anova: AnovaRow[];
  byProduct?: Record<string, { mean: number; sd: number; n: number; bins: number[] }>;
  tukey?: RComparison[];
  tukeyResidual?: RComparison[];
  tukeyJudgesRandom?: { errorMeanSq: number; errorDf: number; comparisons: RComparison[] };
  productVsInteraction?: RProductTest;
}
const r =
  fixture<
    Record<'hedonic' | 'hedonicMissing' | 'profile' | 'profileMissing' | 'profileEmptyCell' | 'oneWayUnequal', RData>
  >('scales');

function expectTable(actual: AnovaRow[], expected: AnovaRow[]): void {
  expect(actual.map((row) => row.term)).toEqual(expected.map((row) => row.term));
  actual.forEach((row, i) => {
    const want = expected[i]!;
    expect(row.df).toBe(want.df);
    expectAgrees(row.sumSq, want.sumSq);
    expectAgrees(row.meanSq, want.meanSq);
    expectAgrees(row.F, want.F);
    expectAgrees(row.pValue, want.pValue);
  });
}

function productMeans(data: RData) {
  return Object.entries(data.byProduct!).map(([group, d]) => ({ group, mean: d.mean, n: d.n }));
}

function expectComparisons(actual: ReturnType<typeof tukeyHsd>, expected: RComparison[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const want of expected) {
    const found = actual.find((c) => c.first === want.first && c.second === want.second)!;
    expectAgrees(found.difference, want.difference);
    expectAgrees(found.pValue, want.pValue);
  }
}

describe('ANOVA tables agree with R’s anova(lm(…))', () => {
  it('value ~ product + judge, without repetitions', () => {
    expectTable(sequentialAnova(toObservations(r.hedonic.observations), [['product'], ['judge']]), r.hedonic.anova);
  });

  it('value ~ product + judge with two answers missing (unbalanced, type I)', () => {
    const observations = toObservations(r.hedonicMissing.observations);
    expectTable(sequentialAnova(observations, [['product'], ['judge']]), r.hedonicMissing.anova);
    const analysis = productJudgeAnova(observations);
    if ('insufficient' in analysis) throw new Error(analysis.insufficient);
    expectTable(analysis.table, r.hedonicMissing.anova);
    expect(analysis.product.errorTerm).toBe('Residuals');
  });

  for (const name of ['profile', 'profileMissing'] as const) {
    it(`value ~ product * judge with repetitions${name === 'profileMissing' ? ', three answers missing' : ''}, and product F against product:judge`, () => {
      const analysis = productJudgeAnova(toObservations(r[name].observations));
      if ('insufficient' in analysis) throw new Error(analysis.insufficient);
      expectTable(analysis.table, r[name].anova);
      const expected = r[name].productVsInteraction!;
      expectAgrees(analysis.product.F, expected.F);
      expect([analysis.product.df1, analysis.product.df2]).toEqual([expected.df1, expected.df2]);
      expectAgrees(analysis.product.pValue, expected.pValue);
    });
  }
});

describe('rank-deficient and unequal designs agree with R too', () => {
  it('an empty product × judge cell: the interaction loses a degree of freedom, as in lm', () => {
    const analysis = productJudgeAnova(toObservations(r.profileEmptyCell.observations));
    if ('insufficient' in analysis) throw new Error(analysis.insufficient);
    expectTable(analysis.table, r.profileEmptyCell.anova);
  });

  it('one-way with unequal counts: TukeyHSD is Tukey–Kramer', () => {
    const observations = toObservations(r.oneWayUnequal.observations);
    const table = sequentialAnova(observations, [['product']]);
    expectTable(table, r.oneWayUnequal.anova);
    const residual = table.find((row) => row.term === 'Residuals')!;
    const products = [...new Set(observations.map((o) => o.factors.product!))].sort();
    const means = products.map((group) => {
      const values = observations.filter((o) => o.factors.product === group).map((o) => o.value);
      return { group, mean: values.reduce((a, b) => a + b, 0) / values.length, n: values.length };
    });
    expectComparisons(tukeyHsd(means, residual.meanSq, residual.df), r.oneWayUnequal.tukey!);
  });
});

describe('descriptives and distributions in bins', () => {
  for (const [name, min, max] of [
    ['hedonic', 1, 9],
    ['profile', 0, 10],
  ] as const) {
    it(`agree with R's mean, sd and hist counts (${name})`, () => {
      for (const [product, want] of Object.entries(r[name].byProduct!)) {
        const values = r[name].observations.filter((o) => o.product === product).map((o) => o.value);
        const got = descriptives(values) as Descriptives;
        expectAgrees(got.mean, want.mean);
        expectAgrees(got.sd, want.sd);
        expect(got.n).toBe(want.n);
        expect(binCounts(values, min, max)).toEqual(want.bins);
      }
    });
  }

  it('a value on a break goes to the bin above, the maximum to the last bin, values outside to none', () => {
    expect(binCounts([0, 0.2, 0.6, 1, 1.2, -1], 0, 1)).toEqual([1, 1, 0, 1, 1]);
  });

  it('a single answer has no sd, no answer says so', () => {
    expect(descriptives([4])).toEqual({ mean: 4, sd: null, n: 1 });
    expect(descriptives([])).toEqual({ insufficient: 'no answers' });
  });
});

describe("Tukey's HSD agrees with R", () => {
  it("TukeyHSD(aov(value ~ product + judge), 'product')", () => {
    const analysis = productJudgeAnova(toObservations(r.hedonic.observations));
    if ('insufficient' in analysis) throw new Error(analysis.insufficient);
    const residual = analysis.table.find((row) => row.term === 'Residuals')!;
    expectComparisons(tukeyHsd(productMeans(r.hedonic), residual.meanSq, residual.df), r.hedonic.tukey!);
  });

  it("TukeyHSD(aov(value ~ product * judge), 'product'), and with the product:judge error (ptukey)", () => {
    const analysis = productJudgeAnova(toObservations(r.profile.observations));
    if ('insufficient' in analysis) throw new Error(analysis.insufficient);
    const residual = analysis.table.find((row) => row.term === 'Residuals')!;
    expectComparisons(tukeyHsd(productMeans(r.profile), residual.meanSq, residual.df), r.profile.tukeyResidual!);
    const judgesRandom = r.profile.tukeyJudgesRandom!;
    expectAgrees(analysis.product.errorMeanSq, judgesRandom.errorMeanSq);
    expect(analysis.product.errorDf).toBe(judgesRandom.errorDf);
    expectComparisons(
      tukeyHsd(productMeans(r.profile), analysis.product.errorMeanSq, analysis.product.errorDf),
      judgesRandom.comparisons,
    );
  });

  it('letter groups: means sharing a letter do not differ', () => {
    const means = [
      { group: 'A', mean: 7 },
      { group: 'B', mean: 6.5 },
      { group: 'C', mean: 5 },
      { group: 'D', mean: 2 },
    ];
    const differing = new Set(['A|C', 'A|D', 'B|D', 'C|D']);
    const differ = (a: string, b: string) => differing.has(`${a}|${b}`) || differing.has(`${b}|${a}`);
    expect(letterGroups(means, differ)).toEqual({ A: 'a', B: 'ab', C: 'b', D: 'c' });
    expect(letterGroups(means, () => false)).toEqual({ A: 'a', B: 'a', C: 'a', D: 'a' });
  });
});

describe('not enough data gives a reason, never NaN', () => {
  it('a single judge, a single product, all answers equal', () => {
    const one = (product: string, judge: string, value: number) => ({ value, factors: { product, judge } });
    expect(productJudgeAnova([one('A', 'J1', 5), one('B', 'J1', 6)])).toEqual({ insufficient: 'single judge' });
    expect(productJudgeAnova([one('A', 'J1', 5), one('A', 'J2', 6)])).toEqual({
      insufficient: 'fewer than two products',
    });
    expect(
      productJudgeAnova([
        one('A', 'J1', 5),
        one('B', 'J1', 5),
        one('A', 'J2', 5),
        one('B', 'J2', 5),
        one('A', 'J3', 5),
        one('B', 'J3', 5),
      ]),
    ).toEqual({ insufficient: 'all answers equal' });
  });
});
