import { describe, expect, it } from 'vitest';
import {
  cataMeanImpact,
  cataPairwise,
  jarPenalty,
  type CataEvaluation,
  type Insufficient,
  type JarAnswer,
  type TwoSampleT,
} from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

interface RStudent {
  difference: number;
  t: number;
  df: number;
  pValue: number;
}
interface RPairwise {
  blocks: number[][];
  products: string[];
  proportions: Record<string, number>;
  pairs: {
    first: string;
    second: string;
    firstOnly: number;
    secondOnly: number;
    pValue: number;
    chiSquarePValue: number | null;
    adjustedPValue: number;
  }[];
}
interface RImpact {
  evaluations: CataEvaluation[];
  meanChecked: number;
  meanNotChecked: number;
  nChecked: number;
  nNotChecked: number;
  test: RStudent;
}
interface RSide {
  meanDrop: number;
  test: RStudent;
}
const r = fixture<{
  pairwise: Record<string, RPairwise>;
  meanImpact: Record<string, RImpact>;
  penalty: Record<string, { centre: number; answers: JarAnswer[]; tooLittle: RSide | null; tooMuch: RSide | null }>;
}>('consumer');

function expectStudent(actual: TwoSampleT | Insufficient | null | undefined, expected: RStudent): void {
  if (!actual || 'insufficient' in actual) throw new Error(`no test: ${JSON.stringify(actual)}`);
  expectAgrees(actual.difference, expected.difference);
  expectAgrees(actual.t, expected.t);
  expect(actual.df).toBe(expected.df);
  expectAgrees(actual.pValue, expected.pValue);
}

describe('CATA pairwise comparisons (McNemar exact, Bonferroni)', () => {
  for (const [name, term] of Object.entries(r.pairwise)) {
    it(`agrees with R's binom.test on the discordant pairs and p.adjust: ${name}`, () => {
      const figures = cataPairwise(term.blocks, term.products);
      if ('insufficient' in figures) throw new Error(figures.insufficient);
      for (const product of term.products)
        expectAgrees(figures.proportions[product], term.proportions[product] ?? null);
      expect(figures.pairs).toHaveLength(term.pairs.length);
      term.pairs.forEach((expected, index) => {
        const pair = figures.pairs[index];
        expect(pair).toMatchObject({
          first: expected.first,
          second: expected.second,
          firstOnly: expected.firstOnly,
          secondOnly: expected.secondOnly,
        });
        expectAgrees(pair?.pValue, expected.pValue);
        expectAgrees(pair?.adjustedPValue, expected.adjustedPValue);
      });
    });
  }

  it('groups products by the adjusted p-values: letters shared only by products that do not differ', () => {
    const sweet = cataPairwise(r.pairwise.sweet!.blocks, r.pairwise.sweet!.products);
    if ('insufficient' in sweet) throw new Error(sweet.insufficient);
    // P1 differs from the three others (adjusted p < 0.05 in the fixture), which do not differ among themselves.
    expect(sweet.groups).toEqual({ P3: 'a', P2: 'a', P4: 'a', P1: 'b' });
    const bitter = cataPairwise(r.pairwise.bitter!.blocks, r.pairwise.bitter!.products);
    if ('insufficient' in bitter) throw new Error(bitter.insufficient);
    expect(new Set(Object.values(bitter.groups))).toEqual(new Set(['a']));
  });

  it('the exact test is the more cautious where few judges disagree (R: chi-square p below the exact one)', () => {
    const few = r.pairwise.few!.pairs[0]!;
    expect(few.chiSquarePValue).toBeLessThan(0.05);
    expect(few.pValue).toBeGreaterThan(few.chiSquarePValue as number);
  });

  it('says why with fewer than two judges or products', () => {
    expect(cataPairwise([[1, 0]], ['A', 'B'])).toEqual({ insufficient: 'fewer than two complete judges' });
    expect(cataPairwise([[1], [0]], ['A'])).toEqual({ insufficient: 'fewer than two products' });
  });
});

describe('CATA mean impact', () => {
  for (const [name, term] of Object.entries(r.meanImpact)) {
    it(`agrees with R (means and t.test(var.equal = TRUE)): ${name}`, () => {
      const impact = cataMeanImpact(term.evaluations);
      if ('insufficient' in impact) throw new Error(impact.insufficient);
      expectAgrees(impact.meanChecked, term.meanChecked);
      expectAgrees(impact.meanNotChecked, term.meanNotChecked);
      expect([impact.nChecked, impact.nNotChecked]).toEqual([term.nChecked, term.nNotChecked]);
      expectAgrees(impact.impact, term.meanChecked - term.meanNotChecked);
      expectStudent(impact.test, term.test);
    });
  }

  it('says why when a term was never or always checked', () => {
    expect(cataMeanImpact([{ checked: false, liking: 5 }])).toEqual({ insufficient: 'the term was never checked' });
    expect(cataMeanImpact([{ checked: true, liking: 5 }])).toEqual({ insufficient: 'the term was always checked' });
  });
});

describe("JAR penalties' significance", () => {
  for (const [name, panel] of Object.entries(r.penalty)) {
    it(`agrees with R: each side's drop and t.test(JAR, side, var.equal = TRUE): ${name}`, () => {
      const penalty = jarPenalty(panel.answers, panel.centre);
      if ('insufficient' in penalty) throw new Error(penalty.insufficient);
      for (const side of ['tooLittle', 'tooMuch'] as const) {
        const expected = panel[side];
        if (expected === null) throw new Error(`R has no ${side} figures`);
        expectAgrees(penalty[side].meanDrop, expected.meanDrop);
        expectStudent(penalty[side].test, expected.test);
      }
      expect(penalty.justRight.test).toBeNull();
    });
  }

  it('has no test where there is no drop, and says why when the groups do not vary', () => {
    const noJustRight = jarPenalty(
      [
        { jar: 1, liking: 4 },
        { jar: 5, liking: 6 },
      ],
      3,
    );
    expect(noJustRight).toMatchObject({ tooLittle: { meanDrop: null, test: null } });
    const flat = jarPenalty(
      [
        { jar: 3, liking: 7 },
        { jar: 3, liking: 7 },
        { jar: 1, liking: 5 },
      ],
      3,
    );
    expect(flat).toMatchObject({
      tooLittle: { meanDrop: 2, test: { insufficient: 'all answers equal within each group' } },
    });
  });
});
