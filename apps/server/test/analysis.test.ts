import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire } from '@palate/engine';
import type { AnovaRow } from '@palate/stats';
import type { MethodFigures } from '../src/results/discrimination-analysis.ts';
import { setJudgeExcluded } from '../src/results/analysis-exclusions.service.ts';
import type { ChoiceAnalysis } from '../src/results/choice-analysis.ts';
import { AnalysisRequestError, analysePublication } from '../src/results/publication-analysis.service.ts';
import type { DiscriminationAnalysis } from '../src/results/question-analysis.ts';
import type { RankAnalysis } from '../src/results/rank-analysis.ts';
import type { ScaleAnalysis } from '../src/results/scale-analysis.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import { longResults } from '../src/results/results.service.ts';
import { analysisWorkbook } from '../src/results/workbook-export.ts';
import type { ApiClient } from './api.ts';
import { palateOn } from './cli-runner.ts';
import { openWorkbook, TWO_SETS } from './fixtures.ts';
// The same agreement with R as the statistics package's own tests.
import { expectAgrees } from '../../../packages/stats/test/fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

/** Written by r/analysis.R: the answers to give, and R's analysis of them. */
interface RAnswer {
  judge: string;
  repetition: number;
  product: string;
  sweet: number;
  liking: number;
  jar: number;
  fruity: number;
  bitter: number;
  rank: number;
}
interface RScale {
  anova: AnovaRow[];
  byProduct: Record<string, { mean: number; sd: number; n: number }>;
  productTest: { F: number; pValue: number };
}
interface RTriangle {
  n: number;
  correct: number;
  pValue: number;
  dPrime: number;
  dPrimeSE: number;
  criticalCorrect: Record<string, number>;
}
interface RFixture {
  answers: RAnswer[];
  triangle: { judge: string; repetition: number; page: string; correct: number }[];
  expected: {
    triangle: RTriangle;
    triangle2: RTriangle;
    triangleOverall: RTriangle;
    sweet: RScale;
    sweetWithoutJ006: RScale;
    liking: RScale;
    rank: { rankSums: Record<string, number>; statistic: number; df: number; pValue: number; lsd: number };
    cata: {
      counts: Record<string, Record<string, number>>;
      fruity: { statistic: number; df: number; pValue: number };
      bitter: { statistic: number; df: number; pValue: number };
    };
    jar: Record<
      string,
      Record<'tooLittle' | 'tooMuch', { proportion: number; meanDrop: number; t: number; df: number; pValue: number }>
    >;
    cataPairwise: Record<string, { first: string; second: string; pValue: number; adjustedPValue: number }[]>;
    meanImpact: Record<string, { impact: number; t: number; pValue: number }>;
  };
}
const r = JSON.parse(readFileSync(new URL('r/analysis.json', import.meta.url), 'utf8')) as RFixture;

const labels = (count: number) => Array.from({ length: count }, (_, i) => `${i + 1}`);

const DEFINITION = questionnaire.parse({
  name: 'analysis',
  title: 'Analysis',
  products: ['A', 'B', 'C'].map((id) => ({ id, name: `Recipe ${id}` })),
  repetitions: 2,
  pages: [
    ...['tri', 'tri2'].map((id) => ({
      id,
      controls: [{ kind: 'discrimination', id: 'odd', label: 'Odd one', method: 'triangle', products: ['A', 'B'] }],
    })),
    {
      id: 'rate',
      perSample: true,
      controls: [
        { kind: 'scale', id: 'sweet', label: 'Sweet', style: 'line', min: 0, max: 10 },
        { kind: 'scale', id: 'liking', label: 'Liking', style: 'category', min: 1, max: 9, categories: labels(9) },
        {
          kind: 'scale',
          id: 'sweetness',
          label: 'Sweetness',
          style: 'category',
          min: 1,
          max: 5,
          categories: labels(5),
          justRight: true,
        },
        {
          kind: 'multiple',
          id: 'terms',
          label: 'Terms',
          choices: [
            { id: 'fruity', label: 'Fruity' },
            { id: 'bitter', label: 'Bitter' },
          ],
          mandatory: false,
        },
        { kind: 'comment', id: 'note', label: 'Note' },
      ],
    },
    {
      id: 'order',
      controls: [
        { kind: 'rank', id: 'pref', label: 'Rank by preference' },
        { kind: 'scale', id: 'hunger', label: 'Hunger', style: 'line', min: 0, max: 10, mandatory: false },
      ],
    },
  ],
});

describeEachDatabase('analysis of a publication, against R', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function publish() {
    const questionnaireId = await importDefinition(test.database.db, DEFINITION, api.now);
    const options = { name: 'Analysis', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    return publishQuestionnaire(test.database.db, questionnaireId, options, api.now);
  }

  /** One judge's answers, as R's data set says, through run/post screen by screen. */
  async function answerAs(
    judge: string,
    publicationId: string,
    cupOf: (code: string) => ReturnType<typeof parseSampleCodeKey>,
  ) {
    await api.answerEveryScreen(await api.newJudge(), publicationId, (page) => {
      const served = page.served;
      if (served.odd) {
        const cups = served.odd.map((code) => ({ code, ...cupOf(code) }));
        const repetition = cups[0]!.repetition;
        const odd = cups.find((cup) => cups.filter((other) => other.productId === cup.productId).length === 1)!;
        const pageId = page.key.split('#')[0];
        const given = r.triangle.find((t) => t.judge === judge && t.repetition === repetition && t.page === pageId)!;
        return [
          { controlId: 'odd', choices: [given.correct === 1 ? odd.code : cups.find((cup) => cup !== odd)!.code] },
        ];
      }
      if (served.pref) {
        const ranks: Record<string, number> = {};
        for (const code of served.pref) {
          const cup = cupOf(code);
          ranks[code] = row(judge, cup.repetition, cup.productId).rank;
        }
        return [{ controlId: 'pref', ranks }];
      }
      if (!page.sample) return [];
      const cup = cupOf(page.sample.code);
      const given = row(judge, cup.repetition, cup.productId);
      const terms = (['fruity', 'bitter'] as const).filter((term) => given[term] === 1);
      return [
        { controlId: 'sweet', value: given.sweet },
        { controlId: 'liking', value: given.liking },
        { controlId: 'sweetness', value: given.jar },
        ...(terms.length > 0 ? [{ controlId: 'terms', choices: [...terms] }] : []),
      ];
    });
  }

  function row(judge: string, repetition: number, product: string): RAnswer {
    return r.answers.find((a) => a.judge === judge && a.repetition === repetition && a.product === product)!;
  }

  async function answeredPublication(): Promise<string> {
    const { publicationId, codes } = await publish();
    const keyOf = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
    const cupOf = (code: string) => parseSampleCodeKey(keyOf.get(code)!);
    // Judges are J001… in the order they start, as R's data names them.
    for (const judge of [...new Set(r.answers.map((a) => a.judge))]) await answerAs(judge, publicationId, cupOf);
    return publicationId;
  }

  function question<T>(analysis: { questions: unknown[] }, control: string): T {
    return analysis.questions.find((q) => (q as { control: string }).control === control) as T;
  }

  function expectTriangle(got: MethodFigures, want: RTriangle): void {
    if (!('criticalCorrect' in got)) throw new Error(`not a forced-choice test: ${JSON.stringify(got)}`);
    expect(got).toMatchObject({ method: 'triangle', n: want.n, correct: want.correct });
    expect(got.criticalCorrect).toEqual(want.criticalCorrect);
    expectAgrees(got.pValue, want.pValue);
    expectAgrees(got.dPrime, want.dPrime, 1e-6);
    expectAgrees(got.dPrimeSE, want.dPrimeSE, 1e-6);
  }

  function expectScale(got: ScaleAnalysis, want: RScale): void {
    if ('insufficient' in got.anova) throw new Error(got.anova.insufficient);
    expect(got.anova.map((a) => a.term)).toEqual(want.anova.map((a) => a.term));
    got.anova.forEach((a, i) => {
      const w = want.anova[i]!;
      expect(a.df).toBe(w.df);
      expectAgrees(a.sumSq, w.sumSq);
      expectAgrees(a.meanSq, w.meanSq);
      expectAgrees(a.F, w.F);
      expectAgrees(a.pValue, w.pValue);
    });
    for (const [product, w] of Object.entries(want.byProduct)) {
      const d = got.byProduct[product]!;
      if ('insufficient' in d) throw new Error(d.insufficient);
      expectAgrees(d.mean, w.mean);
      expectAgrees(d.sd, w.sd);
      expect(d.n).toBe(w.n);
    }
    expectAgrees(got.productTest!.F, want.productTest.F);
    expectAgrees(got.productTest!.pValue, want.productTest.pValue);
  }

  it('gives the figures R gives for answers posted through the API; a judge can be left out, for good too', async () => {
    const publicationId = await answeredPublication();
    const analysis = await analysePublication(test.database.db, publicationId, { likingControl: 'liking' });
    expect(analysis).toMatchObject({ publication: publicationId, judges: 6 });
    expect(analysis.questions.map((q) => [q.page, q.control, q.kind])).toEqual([
      ['tri', 'odd', 'discrimination'],
      ['tri2', 'odd', 'discrimination'],
      ['rate', 'sweet', 'scale'],
      ['rate', 'liking', 'scale'],
      ['rate', 'sweetness', 'scale'],
      ['rate', 'terms', 'multiple'],
      ['rate', 'note', 'comment'],
      ['order', 'pref', 'rank'],
      ['order', 'hunger', 'scale'],
    ]);

    // The same control id on two pages: each is analysed apart, then pooled.
    const [first, second] = analysis.questions.filter((q) => q.control === 'odd') as DiscriminationAnalysis[];
    expectTriangle(first!, r.expected.triangle);
    expectTriangle(second!, r.expected.triangle2);
    expect(analysis.discriminationOverall).toHaveLength(1);
    expect(analysis.discriminationOverall[0]!.controls).toEqual([
      { page: 'tri', control: 'odd' },
      { page: 'tri2', control: 'odd' },
    ]);
    expectTriangle(analysis.discriminationOverall[0]!, r.expected.triangleOverall);

    expectScale(question<ScaleAnalysis>(analysis, 'sweet'), r.expected.sweet);
    expectScale(question<ScaleAnalysis>(analysis, 'liking'), r.expected.liking);
    expect(question<ScaleAnalysis>(analysis, 'sweet').panel).toHaveLength(6);

    const jar = question<ScaleAnalysis>(analysis, 'sweetness').jar!;
    for (const [product, levels] of Object.entries(r.expected.jar)) {
      const got = jar[product]!;
      if ('insufficient' in got) throw new Error(got.insufficient);
      for (const side of ['tooLittle', 'tooMuch'] as const) {
        expectAgrees(got[side].proportion, levels[side].proportion);
        expectAgrees(got[side].meanDrop, levels[side].meanDrop);
        const test = got[side].test;
        if (!test || 'insufficient' in test) throw new Error(`no test of ${product} ${side}`);
        expectAgrees(test.t, levels[side].t);
        expect(test.df).toBe(levels[side].df);
        expectAgrees(test.pValue, levels[side].pValue);
      }
    }

    const cata = question<ChoiceAnalysis>(analysis, 'terms');
    expect(cata.counts).toEqual(r.expected.cata.counts);
    for (const term of ['fruity', 'bitter'] as const) {
      const got = cata.cochranQ![term]!;
      if ('insufficient' in got) throw new Error(got.insufficient);
      expectAgrees(got.statistic, r.expected.cata[term].statistic);
      expectAgrees(got.pValue, r.expected.cata[term].pValue);
      // The same sittings' blocks compared two by two, and each term's impact on the liking.
      const pairwise = cata.pairwise![term]!;
      if ('insufficient' in pairwise) throw new Error(pairwise.insufficient);
      r.expected.cataPairwise[term]!.forEach((want, index) => {
        expect(pairwise.pairs[index]).toMatchObject({ first: want.first, second: want.second });
        expectAgrees(pairwise.pairs[index]!.pValue, want.pValue);
        expectAgrees(pairwise.pairs[index]!.adjustedPValue, want.adjustedPValue);
      });
      const impact = cata.meanImpact![term]!;
      if ('insufficient' in impact || 'insufficient' in impact.test) throw new Error(`no mean impact of ${term}`);
      expectAgrees(impact.impact, r.expected.meanImpact[term]!.impact);
      expectAgrees(impact.test.t, r.expected.meanImpact[term]!.t);
      expectAgrees(impact.test.pValue, r.expected.meanImpact[term]!.pValue);
    }

    const rank = question<RankAnalysis>(analysis, 'pref');
    expect(rank.rankSums).toEqual(r.expected.rank.rankSums);
    if ('insufficient' in rank.friedman) throw new Error(rank.friedman.insufficient);
    expectAgrees(rank.friedman.statistic, r.expected.rank.statistic);
    expectAgrees(rank.friedman.pValue, r.expected.rank.pValue);
    expectAgrees(rank.lsd, r.expected.rank.lsd);
    const { A, C } = r.expected.rank.rankSums;
    expect(rank.pairs.find((pair) => pair.first === 'A' && pair.second === 'C')).toEqual({
      first: 'A',
      second: 'C',
      difference: A! - C!,
      significant: Math.abs(A! - C!) >= r.expected.rank.lsd,
    });

    // Optional questions nobody answered.
    expect(question(analysis, 'note')).toEqual({ page: 'rate', control: 'note', kind: 'comment', n: 0, judges: 0 });
    expect(question(analysis, 'hunger')).toMatchObject({
      byProduct: { all: { insufficient: 'no answers' } },
      anova: { insufficient: 'not asked per sample' },
    });
    expect(JSON.stringify(analysis)).not.toMatch(/NaN|Infinity/);

    const withoutJ006 = await analysePublication(test.database.db, publicationId, { excludeJudges: ['J006'] });
    expect(withoutJ006).toMatchObject({ excludedJudges: ['J006'], judges: 5 });
    expectScale(question<ScaleAnalysis>(withoutJ006, 'sweet'), r.expected.sweetWithoutJ006);

    // Left out for good: every later analysis leaves the judge out, until taken back.
    const db = test.database.db;
    await setJudgeExcluded(db, publicationId, 'J006', true, api.now);
    const kept = await analysePublication(db, publicationId);
    expect(kept).toMatchObject({ excludedJudges: ['J006'], judges: 5 });
    expectScale(question<ScaleAnalysis>(kept, 'sweet'), r.expected.sweetWithoutJ006);
    await expect(setJudgeExcluded(db, publicationId, 'J099', true, api.now)).rejects.toThrow(
      `No judge "J099" answered publication "${publicationId}".`,
    );
    await setJudgeExcluded(db, publicationId, 'J006', false, api.now);
    expect(await analysePublication(db, publicationId)).toMatchObject({ excludedJudges: [], judges: 6 });
  });

  it('says "not enough data" for a publication nobody answered, or a single judge', async () => {
    const published = await publish();
    const { publicationId } = published;
    const empty = await analysePublication(test.database.db, publicationId);
    expect(question(empty, 'odd')).toEqual({
      page: 'tri',
      control: 'odd',
      kind: 'discrimination',
      method: 'triangle',
      insufficient: 'no answers',
      judges: 0,
    });
    expect(question(empty, 'sweet')).toMatchObject({ anova: { insufficient: 'fewer than two products' } });
    expect(question(empty, 'pref')).toMatchObject({ friedman: { insufficient: 'fewer than two complete judges' } });
    expect(JSON.stringify(empty)).not.toMatch(/NaN|Infinity/);

    const keyOf = new Map(Object.entries(published.codes).map(([key, code]) => [code, key]));
    await answerAs('J001', publicationId, (code) => parseSampleCodeKey(keyOf.get(code)!));
    const alone = await analysePublication(test.database.db, publicationId);
    expect(question(alone, 'sweet')).toMatchObject({ anova: { insufficient: 'single judge' } });
    expect(question(alone, 'odd')).toMatchObject({ n: 2 });
    expect(alone.discriminationOverall[0]).toMatchObject({ n: 4 });
    expect(JSON.stringify(alone)).not.toMatch(/NaN|Infinity/);

    await expect(analysePublication(test.database.db, 'unknown')).rejects.toThrow(AnalysisRequestError);
    await expect(analysePublication(test.database.db, publicationId, { likingControl: 'note' })).rejects.toThrow(
      'The liking question "note" is not a scale of this questionnaire.',
    );
  });

  it('analyses one product set alone: its judges and its products', async () => {
    const twoSets = questionnaire.parse({
      ...TWO_SETS,
      pages: [
        {
          id: 'rate',
          perSample: true,
          controls: [{ kind: 'scale', id: 'sweet', label: 'Sweet', style: 'line', min: 0, max: 10 }],
        },
      ],
    });
    const questionnaireId = await importDefinition(test.database.db, twoSets, api.now);
    const options = { name: 'Sets', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId } = await publishQuestionnaire(test.database.db, questionnaireId, options, api.now);
    for (const [judge, set] of [1, 2, 1, 2, 2].entries()) {
      const tk = await api.newJudge();
      const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
      await api.ok('run/start', { tk, se, pres: { set } });
      await api.answerToEnd(tk, se, (page) => [{ controlId: 'sweet', value: judge + page.position }]);
    }
    const second = await analysePublication(test.database.db, publicationId, { set: 2 });
    expect(second.set).toBe(2);
    expect(second.judges).toBe(3);
    const sweet = second.questions[0]!;
    expect(sweet.kind === 'scale' && Object.keys(sweet.byProduct)).toEqual(['C', 'D']);
    expect((await analysePublication(test.database.db, publicationId, { set: 1 })).judges).toBe(2);
    expect((await analysePublication(test.database.db, publicationId)).judges).toBe(5);
    await expect(analysePublication(test.database.db, publicationId, { set: 3 })).rejects.toThrow(
      'The questionnaire has no product set 3.',
    );
  });

  it('writes an XLSX workbook: raw answers with codes as text, then a sheet per question', async () => {
    const publicationId = await answeredPublication();
    const results = await longResults(test.database.db, publicationId);
    const analysis = await analysePublication(test.database.db, publicationId);
    const workbook = await openWorkbook(await analysisWorkbook(results, analysis));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Answers',
      'tri.odd',
      'tri2.odd',
      'rate.sweet',
      'rate.liking',
      'rate.sweetness',
      'rate.terms',
      'rate.note',
      'order.pref',
      'order.hunger',
      'pooled 1',
      'map ca terms',
      // The scale called liking is the liking question by default: the consumers' maps.
      'map internalPreference liking',
      'map clusters liking',
      // Rated twice by each judge: the panel's performance.
      'Panel',
    ]);
    // A map's sheet: its eigenvalues, unrounded, under their heading.
    const internal = analysis.maps.find((map) => map.method === 'internalPreference')!;
    if ('insufficient' in internal) throw new Error(internal.insufficient);
    const mapSheet = workbook.getWorksheet('map internalPreference liking')!;
    const heading = mapSheet.getColumn(1).values.indexOf('dimension');
    expect(mapSheet.getRow(heading + 1).getCell(2).value).toBe(internal.eigenvalues[0]);
    const answers = workbook.getWorksheet('Answers')!;
    expect(answers.rowCount).toBe(results.length + 1);
    const code = answers.getRow(2).getCell(4).value;
    expect(typeof code).toBe('string');
    expect(code).toMatch(/^\d{3}/);
    const sweet = workbook.getWorksheet('rate.sweet')!;
    const productRow = sweet.getRows(1, sweet.rowCount)!.find((row) => row.getCell(1).value === 'A')!;
    expectAgrees(productRow.getCell(2).value as number, r.expected.sweet.byProduct.A!.mean);
  });

  const palate = (...args: string[]) => palateOn(engine, test, ...args);

  it('prints the same analysis on the command line, and exports it as JSON and XLSX', async () => {
    const publicationId = await answeredPublication();
    expect(await palate('exclude', '--publication', publicationId, '--judge', 'J002')).toBe(
      'Judge "J002" is left out of the analysis.\n',
    );
    const expected = await analysePublication(test.database.db, publicationId, {
      excludeJudges: ['J004'],
      likingControl: 'liking',
    });
    const printed: unknown = JSON.parse(
      await palate('analyse', '--publication', publicationId, '--exclude', 'J004', '--liking', 'liking'),
    );
    expect(printed).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(printed).toMatchObject({ publication: publicationId, excludedJudges: ['J002', 'J004'], judges: 4 });

    const folder = mkdtempSync(join(tmpdir(), 'palate-analysis-'));
    try {
      const jsonFile = join(folder, 'analysis.json');
      await palate('export', '--publication', publicationId, '--format', 'analysis-json', '--out', jsonFile);
      expect(JSON.parse(readFileSync(jsonFile, 'utf8'))).toEqual(
        JSON.parse(JSON.stringify(await analysePublication(test.database.db, publicationId))),
      );
      const xlsxFile = join(folder, 'results.xlsx');
      await palate('export', '--publication', publicationId, '--format', 'xlsx', '--out', xlsxFile);
      const workbook = await openWorkbook(readFileSync(xlsxFile));
      expect(workbook.worksheets).toHaveLength(15);
      // Every raw answer is there; those of the judges left out are marked.
      const answers = workbook.getWorksheet('Answers')!;
      const rows = answers.getRows(2, answers.rowCount - 1)!;
      expect(rows.length).toBe((await longResults(test.database.db, publicationId)).length);
      const marked = rows.filter((row) => row.getCell(10).value === 'yes').map((row) => row.getCell(2).value);
      expect(new Set(marked)).toEqual(new Set(['J002']));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
