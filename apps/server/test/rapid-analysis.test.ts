import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire, type Answer, type Questionnaire } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
import type { MapAnalysis } from '../src/results/maps-analysis.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import { longResults } from '../src/results/results.service.ts';
import { analysisWorkbook } from '../src/results/workbook-export.ts';
import type { ApiClient } from './api.ts';
import { openWorkbook } from './fixtures.ts';
import { expectAgrees } from '../../../packages/stats/test/fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

/**
 * The rapid methods' data sets of packages/stats/test/r (maps.R's napping, rapid.R's
 * sorting, RATA and ideal profile), answered by judges through the API: the analysis of
 * what they stored must give FactoMineR's and R's figures.
 */
type Rows = number[][];
const maps = JSON.parse(
  readFileSync(new URL('../../../packages/stats/test/fixtures/maps.json', import.meta.url), 'utf8'),
) as { mfa: { napping: { table: Rows; eigenvalues: number[]; rows: Rows } } };
interface AnovaFixture {
  term: string;
  df: number;
  sumSq: number;
  F: number | null;
  pValue: number | null;
}
const rapid = JSON.parse(
  readFileSync(new URL('../../../packages/stats/test/fixtures/rapid.json', import.meta.url), 'utf8'),
) as {
  mca: { few: { table: string[][]; eigenvalues: number[]; rows: Rows; coOccurrence: Rows } };
  rata: {
    answers: { judge: string; product: string; term: string; intensity: number | null }[];
    terms: {
      term: string;
      products: { product: string; mean: number; frequency: number; n: number }[];
      anova: AnovaFixture[];
    }[];
  };
  ideal: {
    scores: { judge: string; product: string; attribute: string; value: number }[];
    ideals: { judge: string; attribute: string; value: number }[];
    attributes: {
      attribute: string;
      meanIdeal: number;
      products: {
        product: string;
        mean: number;
        difference: number;
        t: number;
        df: number;
        pValue: number;
        n: number;
      }[];
    }[];
  };
};

const productsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `P${i + 1}`, name: `P${i + 1}` }));
const judgesOf = (labels: string[]) => [...new Set(labels)];

const NAPPING = questionnaire.parse({
  name: 'napping',
  title: 'Napping',
  products: productsOf(maps.mfa.napping.table.length),
  pages: [{ id: 'sheet', controls: [{ kind: 'napping', id: 'nap', label: 'Place the samples', words: true }] }],
});
const SORTING = questionnaire.parse({
  name: 'sorting',
  title: 'Sorting',
  products: productsOf(rapid.mca.few.table.length),
  pages: [{ id: 'groups', controls: [{ kind: 'sorting', id: 'sort', label: 'Sort the samples' }] }],
});
const RATA_TERMS = rapid.rata.terms.map((t) => t.term);
const RATA = questionnaire.parse({
  name: 'rata',
  title: 'RATA',
  products: productsOf(5),
  pages: [
    {
      id: 'taste',
      perSample: true,
      controls: [
        {
          kind: 'multiple',
          id: 'terms',
          label: 'Check and rate',
          mandatory: false,
          rate: 5,
          choices: RATA_TERMS.map((id) => ({ id, label: id })),
        },
        { kind: 'scale', id: 'liking', label: 'Liking', style: 'line', min: 0, max: 10 },
      ],
    },
  ],
});
const IDEAL_ATTRIBUTES = rapid.ideal.attributes.map((a) => a.attribute);
const IDEAL = questionnaire.parse({
  name: 'ideal',
  title: 'Ideal profile',
  products: productsOf(4),
  pages: [
    {
      id: 'profile',
      perSample: true,
      controls: IDEAL_ATTRIBUTES.map((id) => ({
        kind: 'scale',
        id,
        label: id,
        style: 'line',
        min: 0,
        max: 10,
        ideal: true,
        mandatory: false,
      })),
    },
  ],
});

/** Coordinates agree with R's up to each dimension's sign, on the dimensions R gives. */
function expectCoordinates(actual: Record<string, number[]>, expected: Rows): void {
  const names = expected.map((_, i) => `P${i + 1}`);
  expect(Object.keys(actual)).toEqual(names);
  for (let k = 0; k < (expected[0]?.length ?? 0); k++) {
    const anchor = expected.reduce((a, row, i) => (Math.abs(row[k]!) > Math.abs(expected[a]![k]!) ? i : a), 0);
    const sign = Math.sign(actual[names[anchor]!]![k]!) === Math.sign(expected[anchor]![k]!) ? 1 : -1;
    names.forEach((name, i) => expectAgrees(sign * actual[name]![k]!, expected[i]![k]!));
  }
}

function expectEigenvalues(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, k) => expectAgrees(value, expected[k]!));
}

function mapOf<M extends 'mfa' | 'mca'>(all: MapAnalysis[], method: M) {
  const map = all.find((m) => m.method === method && 'control' in m);
  if (!map || 'insufficient' in map) throw new Error(`no ${method} map: ${JSON.stringify(map)}`);
  return map as Exclude<Extract<MapAnalysis, { method: M; control: string }>, { insufficient: string }>;
}

describeEachDatabase('the rapid methods’ analysis, from answers posted through the API', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  /** Each judge (J001… in the order of `judges`) answers every screen with `answersFor`, given the screen's products by code. */
  async function answered(
    definition: Questionnaire,
    judges: string[],
    answersFor: (judge: string, page: PageView, productOf: (code: string) => string) => Answer[],
  ): Promise<string> {
    const id = await importDefinition(test.database.db, definition, api.now);
    const options = { name: definition.name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId, codes } = await publishQuestionnaire(test.database.db, id, options, api.now);
    const keyOf = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
    const productOf = (code: string) => parseSampleCodeKey(keyOf.get(code)!).productId;
    for (const judge of judges) {
      await api.answerEveryScreen(await api.newJudge(), publicationId, (page) => answersFor(judge, page, productOf));
    }
    return publicationId;
  }

  it('maps a napping by MFA (FactoMineR’s, each judge a group of x and y) with every judge’s sheet, in the workbook too', async () => {
    const table = maps.mfa.napping.table;
    const judges = Array.from({ length: table[0]!.length / 2 }, (_, j) => String(j));
    const publication = await answered(NAPPING, judges, (judge, page, productOf) => {
      const codes = page.served.nap ?? [];
      if (codes.length === 0) return [];
      const j = Number(judge);
      const row = (code: string) => table[Number(productOf(code).slice(1)) - 1]!;
      return [
        {
          controlId: 'nap',
          positions: Object.fromEntries(
            codes.map((code): [string, [number, number]] => [code, [row(code)[2 * j]!, row(code)[2 * j + 1]!]]),
          ),
          words: Object.fromEntries(codes.map((code) => [code, j === 0 ? ['Sweet', 'fruity'] : ['sweet']])),
        },
      ];
    });
    const analysis = await analysePublication(test.database.db, publication);
    const map = mapOf(analysis.maps, 'mfa');
    expect(map).toMatchObject({ page: 'sheet', control: 'nap', sheet: { width: 60, height: 40 }, sheetsLeftOut: 0 });
    expectEigenvalues(map.eigenvalues, maps.mfa.napping.eigenvalues);
    expectCoordinates(map.products, maps.mfa.napping.rows);
    // Each judge's sheet is what they placed; words counted per product, "Sweet" and "sweet" as one.
    expect(map.sheets.map((s) => s.judge)).toEqual(['J001', 'J002', 'J003', 'J004']);
    expect(map.sheets[1]!.positions.P3).toEqual([table[2]![2], table[2]![3]]);
    expect(map.words.sweet!.P1).toBe(judges.length);
    expect(map.words.fruity).toEqual(Object.fromEntries(table.map((_, i) => [`P${i + 1}`, 1])));
    // Projected as supplementary frequencies (packages/stats checks them against FactoMineR):
    // a word said as often of every product lies at the centre of the map.
    expect(Object.keys(map.wordCoordinates).sort()).toEqual(['fruity', 'sweet']);
    for (const coordinate of Object.values(map.wordCoordinates).flat()) expect(coordinate).toBeCloseTo(0, 12);
    expect(analysis.questions).toContainEqual({
      page: 'sheet',
      control: 'nap',
      kind: 'napping',
      n: judges.length,
      judges: judges.length,
    });

    const workbook = await openWorkbook(
      await analysisWorkbook(await longResults(test.database.db, publication), analysis),
    );
    const sheet = workbook.getWorksheet('map mfa nap');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'method', 'mfa']);
    expect(sheet?.getColumn(1).values).toContain('judge');
  });

  it('maps a free sorting by MCA (FactoMineR’s) with its co-occurrence matrix, in the workbook too', async () => {
    const table = rapid.mca.few.table;
    const judges = table[0]!.map((_, j) => String(j));
    const publication = await answered(SORTING, judges, (judge, page, productOf) => {
      const codes = page.served.sort ?? [];
      if (codes.length === 0) return [];
      const label = (code: string) => table[Number(productOf(code).slice(1)) - 1]![Number(judge)]!;
      const labels = [...new Set(codes.map(label))];
      return [{ controlId: 'sort', groups: labels.map((l) => codes.filter((code) => label(code) === l)) }];
    });
    const analysis = await analysePublication(test.database.db, publication);
    const map = mapOf(analysis.maps, 'mca');
    expect(map).toMatchObject({ page: 'groups', control: 'sort', sheets: judges.length, sheetsLeftOut: 0 });
    expectEigenvalues(map.eigenvalues, rapid.mca.few.eigenvalues);
    expectCoordinates(map.products, rapid.mca.few.rows);
    expect(map.coOccurrence).toEqual({
      products: table.map((_, i) => `P${i + 1}`),
      counts: rapid.mca.few.coOccurrence,
    });

    const workbook = await openWorkbook(
      await analysisWorkbook(await longResults(test.database.db, publication), analysis),
    );
    const rows = (workbook.getWorksheet('map mca sort')?.getSheetValues() ?? []) as unknown[][];
    expect(rows.some((row) => row?.[1] === 'co-occurrence (sheets that put the two together)')).toBe(true);
  });

  it('gives each RATA term’s mean intensity, frequency and ANOVA as R does, on a sheet of its own', async () => {
    const judges = judgesOf(rapid.rata.answers.map((a) => a.judge));
    const publication = await answered(RATA, judges, (judge, page, productOf) => {
      if (!page.sample) return [];
      const product = productOf(page.sample.code);
      const checked = rapid.rata.answers.filter(
        (a) => a.judge === judge && a.product === product && a.intensity !== null,
      );
      // A judge who checks nothing posts no RATA answer (as the judges' app does): the liking tells the sample was tasted.
      const liking = { controlId: 'liking', value: 5 };
      if (checked.length === 0) return [liking];
      return [
        liking,
        {
          controlId: 'terms',
          choices: checked.map((a) => a.term),
          ratings: Object.fromEntries(checked.map((a) => [a.term, a.intensity!])),
        },
      ];
    });
    const analysis = await analysePublication(test.database.db, publication);
    const question = analysis.questions.find((q) => q.control === 'terms');
    if (question?.kind !== 'multiple' || !question.rata) throw new Error('no RATA figures');
    expect(Object.keys(question.rata)).toEqual(RATA_TERMS);
    for (const expected of rapid.rata.terms) {
      const figures = question.rata[expected.term]!;
      for (const p of expected.products) {
        const own = figures.byProduct[p.product]!;
        expect([own.frequency, own.n]).toEqual([p.frequency, p.n]);
        expectAgrees(own.mean, p.mean);
      }
      if ('insufficient' in figures.anova) throw new Error(figures.anova.insufficient);
      expect(figures.anova.map((row) => [row.term, row.df])).toEqual(expected.anova.map((row) => [row.term, row.df]));
      figures.anova.forEach((row, i) => {
        expectAgrees(row.sumSq, expected.anova[i]!.sumSq);
        if (row.pValue !== null) expectAgrees(row.pValue, expected.anova[i]!.pValue!);
      });
    }
    const workbook = await openWorkbook(
      await analysisWorkbook(await longResults(test.database.db, publication), analysis),
    );
    expect(workbook.getWorksheet('rata taste.terms')?.getCell('A4').value).toBe('term');
  });

  it('measures each product against the judges’ ideal with the paired t-test, as R’s t.test', async () => {
    const judges = judgesOf(rapid.ideal.scores.map((s) => s.judge));
    const publication = await answered(IDEAL, judges, (judge, page, productOf) => {
      if (page.ideal) {
        return rapid.ideal.ideals
          .filter((i) => i.judge === judge)
          .map((i) => ({ controlId: i.attribute, value: i.value }));
      }
      if (!page.sample) return [];
      const product = productOf(page.sample.code);
      return rapid.ideal.scores
        .filter((s) => s.judge === judge && s.product === product)
        .map((s) => ({ controlId: s.attribute, value: s.value }));
    });
    const analysis = await analysePublication(test.database.db, publication);
    for (const expected of rapid.ideal.attributes) {
      const question = analysis.questions.find((q) => q.control === expected.attribute);
      if (question?.kind !== 'scale' || !question.ideal || 'insufficient' in question.ideal)
        throw new Error(`no ideal figures for ${expected.attribute}`);
      expectAgrees(question.ideal.meanIdeal, expected.meanIdeal);
      for (const p of expected.products) {
        const own = question.ideal.byProduct[p.product]!;
        expectAgrees(own.mean, p.mean);
        expectAgrees(own.difference, p.difference);
        if ('insufficient' in own.test) throw new Error(own.test.insufficient);
        expect([own.test.df, own.test.n]).toEqual([p.df, p.n]);
        expectAgrees(own.test.t, p.t);
        expectAgrees(own.test.pValue, p.pValue);
      }
      // The ideal is no product: the scale's own figures are the products' alone.
      expect(Object.keys(question.byProduct)).toEqual(['P1', 'P2', 'P3', 'P4']);
    }
    const workbook = await openWorkbook(
      await analysisWorkbook(await longResults(test.database.db, publication), analysis),
    );
    expect(workbook.getWorksheet('ideal profile.sweet')?.getCell('A4').value).toBe('mean ideal');
  });
});
