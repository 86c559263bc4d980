import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_DIFFERENCE } from '@palate/engine';
import type { PageView, QuestionAnalysisView } from '@palate/protocol';
import { degreeOfDifference, twoAc } from '@palate/stats';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
import { discriminationConclusion } from '../src/results/report/conclusions.ts';
import { publicationReport } from '../src/results/report/publication-report.ts';
import { conclusionSentence, reportFormat } from '../src/results/report/report-sentences.ts';
import { reportTexts } from '../src/results/report/report-texts.ts';
import { longResults } from '../src/results/results.service.ts';
import { analysisWorkbook } from '../src/results/workbook-export.ts';
import { openWorkbook, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

/** Four blocks of the degree of difference's four pairs, eight of the 2-AC's two orders. */
const JUDGES = 16;
const POINTS = 5;

const DEFINITION = {
  name: 'two-ac-dod',
  title: '2-AC and degree of difference',
  products: [
    { id: 'A', name: 'Apple juice' },
    { id: 'B', name: 'Apple juice, less sugar' },
  ],
  pages: [
    {
      id: 'twoac',
      controls: [
        {
          kind: 'discrimination',
          id: 'twoac',
          label: 'Which sample is sweeter?',
          method: 'twoAc',
          products: ['A', 'B'],
          attribute: { en: 'sweet', fr: 'sucré' },
        },
      ],
    },
    {
      id: 'dod',
      controls: [
        {
          kind: 'discrimination',
          id: 'dod',
          label: 'How different are these two samples?',
          method: 'degreeOfDifference',
          products: ['A', 'B'],
          points: POINTS,
        },
      ],
    },
  ],
};

type Discrimination = Extract<QuestionAnalysisView, { kind: 'discrimination' }>;

describeEachDatabase('2-AC and degree of difference through the API', (engine) => {
  let world: DemoApi;
  let leader: string;
  let publication: string;
  /** Each judge's screens as served, with what the judge answered. */
  const answered: { page: PageView; choices: string[] }[] = [];

  beforeEach(async () => {
    answered.length = 0;
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    const text = JSON.stringify(DEFINITION);
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text })).id!;
    publication = (await world.api.ok('pub/create', { tk: leader, questionnaireId, name: 'Methods', anonymous: true }))
      .id;
    // The kitchen's plan tells the judges' answers which cup is B, so that most judge it the sweeter.
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: publication });
    const isB = new Set(plan.cups.filter((cup) => cup.product === 'B').map((cup) => cup.code));
    for (let judge = 0; judge < JUDGES; judge++) {
      await world.api.answerEveryScreen(await world.api.newJudge(), publication, (page) => {
        const control = page.controls[0]!;
        const cups = page.served[control.id] ?? [];
        // 2-AC: B for three judges in five, A for one, no difference for one. DOD: a same pair
        // 1 to 3, a different pair 2 to 5, so that the two overlap.
        const b = cups.find((code) => isB.has(code));
        const a = cups.find((code) => !isB.has(code));
        const samePair = a === undefined || b === undefined;
        const choices =
          control.id === 'twoac'
            ? [judge % 5 === 0 ? NO_DIFFERENCE : judge % 5 === 1 ? a! : b!]
            : [String(samePair ? 1 + (judge % 3) : 2 + (judge % 4))];
        answered.push({ page, choices });
        return [{ controlId: control.id, choices }];
      });
    }
  });
  afterEach(async () => {
    await world.close();
  });

  it('serves both methods balanced and gives the figures of sensR’s twoAC and dod', async () => {
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: publication });
    const productOf = new Map(plan.cups.map((cup) => [cup.code, cup.product]));
    const products = (codes: readonly string[]) => codes.map((code) => productOf.get(code)).join('');
    const of = (id: string) => answered.filter((entry) => entry.page.controls[0]?.id === id);
    const orders = (id: string) => of(id).map(({ page }) => products(page.served[id]!));
    expect(orders('twoac').filter((order) => order === 'AB')).toHaveLength(JUDGES / 2);
    expect(orders('twoac').filter((order) => order === 'BA')).toHaveLength(JUDGES / 2);
    for (const pair of ['AA', 'BB', 'AB', 'BA']) {
      expect(orders('dod').filter((order) => order === pair)).toHaveLength(JUDGES / 4);
    }
    // The judge reads the attribute in their language, never the products' names.
    const twoAcControl = of('twoac')[0]!.page.controls[0] as { attribute?: unknown; products?: unknown };
    expect(twoAcControl.attribute).toEqual({ en: 'sweet', fr: 'sucré' });
    expect(twoAcControl.products).toEqual(['A', 'B']);

    const { analysis } = await world.api.ok('pub/analysis', { tk: leader, id: publication });
    const question = (id: string) => analysis.questions.find((q) => q.control === id) as Discrimination;

    // 2-AC: A is the first product of the test, whichever cup it was served in.
    const judged = of('twoac').map(({ choices }) =>
      choices[0] === NO_DIFFERENCE ? 'none' : productOf.get(choices[0]!),
    );
    const counts = {
      preferA: judged.filter((product) => product === 'A').length,
      noDifference: judged.filter((product) => product === 'none').length,
      preferB: judged.filter((product) => product === 'B').length,
    };
    expect(Object.values(counts).every((count) => count > 0)).toBe(true);
    const twoAcFigures = twoAc(counts);
    expect('insufficient' in twoAcFigures).toBe(false);
    expect(question('twoac')).toMatchObject({
      method: 'twoAc',
      twoAc: { products: ['A', 'B'], ...counts, estimates: twoAcFigures },
    });

    // Degree of difference: the points given to the same pairs and to the different pairs.
    const count = (same: boolean) =>
      Array.from(
        { length: POINTS },
        (_, index) =>
          of('dod').filter(({ page, choices }) => {
            const [first, second] = page.served.dod!.map((code) => productOf.get(code));
            return (first === second) === same && choices[0] === String(index + 1);
          }).length,
      );
    const [same, different] = [count(true), count(false)];
    const dodFigures = degreeOfDifference(same, different);
    expect('insufficient' in dodFigures).toBe(false);
    expect(question('dod')).toMatchObject({
      method: 'degreeOfDifference',
      degreeOfDifference: { same, different, estimates: dodFigures },
    });

    // The workbook's sheet of each test gives the same figures.
    const db = world.test.database.db;
    const workbook = await openWorkbook(
      await analysisWorkbook(await longResults(db, publication), await analysePublication(db, publication)),
    );
    const rowsOf = (sheet: string) =>
      workbook
        .getWorksheet(sheet)!
        .getSheetValues()
        .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    if ('insufficient' in twoAcFigures || 'insufficient' in dodFigures) return;
    // The different pairs were rated further apart: a sensory difference.
    expect(dodFigures.dPrime).toBeGreaterThan(0);
    expect(rowsOf('twoac.twoac')).toContainEqual(['no difference', counts.noDifference]);
    expect(rowsOf('twoac.twoac')).toContainEqual(['p-value (two-sided likelihood root)', twoAcFigures.pValue]);
    expect(rowsOf('dod.dod')).toContainEqual(['different pairs', ...different]);
    expect(rowsOf('dod.dod')).toContainEqual(['d′', dodFigures.dPrime]);

    // The report: each test's line in the appendix and its chart.
    const folder = mkdtempSync(join(tmpdir(), 'palate-two-ac-'));
    try {
      const file = join(folder, 'report.pptx');
      writeFileSync(file, await publicationReport(db, publication, {}, 'en', world.api.now));
      // The words of the slides or the charts, without their markup.
      const words = (entries: string) =>
        execFileSync('unzip', ['-p', file, entries], { encoding: 'utf8' }).replace(/<[^>]+>/g, '');
      expect(words('ppt/slides/*.xml')).toContain(`2-AC test: Apple juice more intense ${counts.preferA}`);
      expect(words('ppt/slides/*.xml')).toContain(`Degree-of-difference test: d′ = ${dodFigures.dPrime.toFixed(2)}`);
      expect(words('ppt/charts/*.xml')).toContain('No difference');
      expect(words('ppt/charts/*.xml')).toContain('Point of the scale');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses an answer the method does not take', async () => {
    const tk = await world.api.newJudge();
    const { se } = await world.api.ok('run/reqStart', { tk, block: publication });
    let { page } = (await world.api.ok('run/start', { tk, se })) as { page: PageView | null };
    const post = (choices: string[], moving: 'next' | 'stay' = 'stay') =>
      world.api.call('run/post', {
        tk,
        se,
        postId: randomUUID(),
        position: page!.position,
        moving,
        answers: [{ controlId: page!.controls[0]!.id, choices }],
      });
    const refusals: Record<string, (cups: string[]) => [string[], string][]> = {
      twoac: (cups) => [
        [cups, 'pickCount'],
        [['1'], 'unknownCode'],
      ],
      dod: (cups) => [
        [[String(POINTS + 1)], 'unknownChoice'],
        [cups.slice(0, 1), 'unknownChoice'],
        [['1', '2'], 'oneChoice'],
      ],
    };
    const accepted = { twoac: [NO_DIFFERENCE], dod: [String(POINTS)] } as Record<string, string[]>;
    while (page) {
      const id = page.controls[0]!.id;
      for (const [choices, rule] of refusals[id]!(page.served[id] ?? [])) {
        expect((await post(choices)).errorData).toMatchObject({ issues: [{ rule }] });
      }
      page = (await post(accepted[id]!, 'next')).page ?? null;
    }
  });
});

describe('the report’s conclusion of a 2-AC and a degree-of-difference test', () => {
  const names = { product: (id: string) => `Juice ${id}`, term: (id: string) => id, question: 'Sweetness' };
  const sentence = (figures: Parameters<typeof discriminationConclusion>[0]) =>
    conclusionSentence(discriminationConclusion(figures), reportTexts('en'), reportFormat('en'), names);

  it('names the product judged more intense when the two-sided p is below 5 %, and no difference above', () => {
    const counts = { preferA: 4, noDifference: 3, preferB: 17 };
    const estimates = twoAc(counts);
    if ('insufficient' in estimates) throw new Error(estimates.insufficient);
    expect(estimates.pValue).toBeLessThan(0.05);
    const figures = { twoAc: { products: ['A', 'B'] as [string, string], ...counts, estimates } };
    expect(discriminationConclusion(figures)).toEqual({
      kind: 'moreIntense',
      product: 'B',
      other: 'A',
      pValue: estimates.pValue,
    });
    expect(sentence(figures)).toMatch(/^Juice B is judged more intense than Juice A/);
    const even = { preferA: 8, noDifference: 3, preferB: 9 };
    const evenEstimates = twoAc(even);
    expect(
      discriminationConclusion({ twoAc: { products: ['A', 'B'], ...even, estimates: evenEstimates } }),
    ).toMatchObject({ kind: 'noDifference' });
  });

  it('says the products differ when the different pairs are rated apart, with d′', () => {
    const [same, different] = [
      [10, 6, 3, 1],
      [2, 4, 7, 7],
    ];
    const estimates = degreeOfDifference(same, different);
    if ('insufficient' in estimates) throw new Error(estimates.insufficient);
    const figures = { degreeOfDifference: { same, different, estimates } };
    expect(discriminationConclusion(figures)).toEqual({
      kind: 'pairsDiffer',
      pValue: estimates.pValue,
      dPrime: estimates.dPrime,
    });
    expect(sentence(figures)).toContain('the products differ');
  });
});
