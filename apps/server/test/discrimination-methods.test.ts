import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIFFERENT, IS_A, NO_PREFERENCE, NOT_A, SAME, questionnaire } from '@palate/engine';
import type { PageView, QuestionAnalysisView } from '@palate/protocol';
import { aNotA, discrim, pairedPreference, sameDifferent } from '@palate/stats';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
import { longResults } from '../src/results/results.service.ts';
import { readSampleCodeFile } from '../src/publishing/sample-code-file.ts';
import { analysisWorkbook } from '../src/results/workbook-export.ts';
import { palateOn } from './cli-runner.ts';
import { openWorkbook, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const JUDGES = 12;

const test = (id: string, method: string, extra: object = {}) => ({
  id,
  controls: [{ kind: 'discrimination', id, label: `Test ${id}`, method, products: ['A', 'B'], ...extra }],
});

/** One page per new method; B is the stronger product of the 3-AFC test. */
const DEFINITION = {
  name: 'new-methods',
  title: 'New methods',
  products: [
    { id: 'A', name: 'Apple juice' },
    { id: 'B', name: 'Apple juice, less sugar' },
  ],
  pages: [
    test('afc', 'threeAfc', { stronger: 'B' }),
    test('five', 'twoOutOfFive'),
    test('hexad', 'hexad'),
    test('samediff', 'sameDifferent'),
    test('anota', 'aNotA'),
    test('pref', 'pairedPreference', { noPreference: true }),
    // Pooled with the preference above; not with the A-not-A test above, whose A is the other product.
    test('prefAgain', 'pairedPreference', { noPreference: true }),
    test('anotaB', 'aNotA', { products: ['B', 'A'] }),
  ],
};

/** What a judge answers: cups or words that vary with the judge, so that every count is informative. */
function answerOf(page: PageView, judge: number): string[] {
  const control = page.controls[0]!;
  const cups = page.served[control.id] ?? [];
  const pick = (count: number) =>
    Array.from({ length: count }, (_, i) => cups[(judge + i * (judge % 3 === 0 ? 1 : 2)) % cups.length]!);
  switch (control.id) {
    case 'afc':
      return pick(1);
    case 'five':
      return pick(2);
    case 'hexad':
      return pick(3);
    case 'samediff':
      return [judge % 3 === 0 ? SAME : DIFFERENT];
    case 'anota':
    case 'anotaB':
      return [judge % 4 < 2 ? IS_A : NOT_A];
    default:
      return judge % 5 === 4 ? [NO_PREFERENCE] : pick(1);
  }
}

describeEachDatabase('the new discrimination and preference methods through the API', (engine) => {
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
    for (let judge = 0; judge < JUDGES; judge++) {
      await world.api.answerEveryScreen(await world.api.newJudge(), publication, (page) => {
        const choices = answerOf(page, judge);
        answered.push({ page, choices });
        return [{ controlId: page.controls[0]!.id, choices }];
      });
    }
  });
  afterEach(async () => {
    await world.close();
  });

  it('serves each method its cups, plans them for the kitchen, and gives the figures of the stats functions', async () => {
    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id: publication });
    const productOf = new Map(plan.cups.map((cup) => [cup.code, cup.product]));
    const products = (codes: readonly string[]) => codes.map((code) => productOf.get(code));
    const of = (id: string) => answered.filter((entry) => entry.page.controls[0]?.id === id);
    // Every served code is a cup the kitchen prepares; each screen serves the method's cups.
    for (const { page } of answered) {
      for (const code of [...(page.served[page.controls[0]!.id] ?? []), ...Object.values(page.references)]) {
        expect(productOf.has(code)).toBe(true);
      }
    }
    const cupsServed = (id: string) => of(id).map(({ page }) => products(page.served[id]!).sort().join(''));
    expect(new Set(cupsServed('afc'))).toEqual(new Set(['AAB']));
    expect(new Set(cupsServed('five'))).toEqual(new Set(['AABBB', 'AAABB']));
    expect(new Set(cupsServed('hexad'))).toEqual(new Set(['AAABBB']));
    expect(of('anota').every(({ page }) => products([page.references.anota!])[0] === 'A')).toBe(true);

    const { analysis } = await world.api.ok('pub/analysis', { tk: leader, id: publication });
    // The command line prints the very figures the console shows.
    const printed: unknown = JSON.parse(await palateOn(engine, world.test, 'analyse', '--publication', publication));
    expect(printed).toEqual(JSON.parse(JSON.stringify(analysis)));
    const question = (id: string) =>
      analysis.questions.find((q) => q.control === id) as Extract<QuestionAnalysisView, { kind: 'discrimination' }>;

    // Forced choice: right when the cups picked are all of the stronger product, or the whole group alike.
    const forced = [
      ['afc', 'threeAfc', (picked: string[]) => picked[0] === 'B'],
      [
        'five',
        'twoOutOfFive',
        (picked: string[], served: string[]) =>
          new Set(picked).size === 1 && served.filter((p) => p === picked[0]).length === 2,
      ],
      ['hexad', 'hexad', (picked: string[]) => new Set(picked).size === 1],
    ] as const;
    for (const [id, method, right] of forced) {
      const correct = of(id).filter(({ page, choices }) =>
        right(products(choices) as string[], products(page.served[id]!) as string[]),
      ).length;
      expect(correct).toBeGreaterThan(0);
      const figures = question(id);
      expect(figures).toMatchObject({ method, n: JUDGES, correct });
      expect('estimates' in figures && figures.estimates).toEqual(discrim(method, correct, JUDGES));
    }

    // Same-different: the 2 × 2 table from the pairs served and the words answered.
    const pairs = of('samediff').map(({ page, choices }) => {
      const [first, second] = products(page.served.samediff!);
      return { same: first === second, answer: choices[0] };
    });
    const count = (same: boolean, answer: string) => pairs.filter((p) => p.same === same && p.answer === answer).length;
    const table = {
      sameSame: count(true, SAME),
      diffSame: count(true, DIFFERENT),
      sameDiff: count(false, SAME),
      diffDiff: count(false, DIFFERENT),
    };
    expect(Object.values(table).every((n) => n > 0)).toBe(true);
    expect(question('samediff')).toMatchObject({ sameDifferent: { ...table, estimates: sameDifferent(table) } });

    // A-not-A: hits among the A samples, false alarms among the others.
    const samples = of('anota').map(({ page, choices }) => ({
      isA: products(page.served.anota!)[0] === 'A',
      answer: choices[0],
    }));
    const counts = {
      hits: samples.filter((s) => s.isA && s.answer === IS_A).length,
      a: samples.filter((s) => s.isA).length,
      falseAlarms: samples.filter((s) => !s.isA && s.answer === IS_A).length,
      notA: samples.filter((s) => !s.isA).length,
    };
    expect(counts.a).toBe(JUDGES / 2);
    expect(question('anota')).toMatchObject({ aNotA: { ...counts, estimates: aNotA(counts) } });

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
    const tauDelta = sameDifferent(table);
    if ('insufficient' in tauDelta) throw new Error(tauDelta.insufficient);
    expect(rowsOf('samediff.samediff')).toContainEqual(['τ', tauDelta.tau]);
    expect(rowsOf('anota.anota')).toContainEqual(['"A" answers to A samples', counts.hits]);
    const afc = question('afc');
    expect(rowsOf('afc.afc')).toContainEqual(['pd (sensR discrim)', 'estimates' in afc ? afc.estimates.pd : null]);

    // Paired preference: each product's judges, no preference apart.
    const preferred = of('pref').map(({ choices }) =>
      choices[0] === NO_PREFERENCE ? 'none' : productOf.get(choices[0]!),
    );
    const [first, second, none] = ['A', 'B', 'none'].map((p) => preferred.filter((q) => q === p).length) as [
      number,
      number,
      number,
    ];
    expect(none).toBeGreaterThan(0);
    const test = pairedPreference(first, second, none);
    expect(analysis.discriminationOverall.map((pooled) => pooled.controls.map((where) => where.control))).toEqual([
      ['pref', 'prefAgain'],
    ]);
    const preferences = (id: string) =>
      (question(id) as Extract<QuestionAnalysisView, { preference: unknown }>).preference;
    const [once, again] = [preferences('pref'), preferences('prefAgain')];
    const pooled = pairedPreference(
      once.first + again.first,
      once.second + again.second,
      once.noPreference + again.noPreference,
    );
    expect(analysis.discriminationOverall[0]).toMatchObject({
      preference: {
        first: once.first + again.first,
        test: 'insufficient' in pooled ? pooled : { pValue: pooled.pValue },
      },
    });
    expect(question('pref')).toMatchObject({
      preference: {
        products: ['A', 'B'],
        first,
        second,
        noPreference: none,
        test: 'insufficient' in test ? test : { n: test.n, proportionFirst: test.proportionFirst, pValue: test.pValue },
      },
    });
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
    const refusals: Record<string, (cups: string[]) => [string[], string]> = {
      afc: () => [[NO_PREFERENCE], 'unknownCode'],
      hexad: (cups) => [cups.slice(0, 2), 'pickCount'],
      samediff: (cups) => [cups.slice(0, 1), 'unknownChoice'],
      anota: () => [[NOT_A, IS_A], 'oneChoice'],
    };
    while (page) {
      const refused = refusals[page.controls[0]!.id]?.(page.served[page.controls[0]!.id] ?? []);
      if (refused) expect((await post(refused[0])).errorData).toMatchObject({ issues: [{ rule: refused[1] }] });
      page = (await post(answerOf(page, 0), 'next')).page ?? null;
    }
  });
});

describe('a sample code file for the new methods', () => {
  const definition = questionnaire.parse(DEFINITION);
  const file = (lines: string[]) => new TextEncoder().encode(['product,code,cup', ...lines].join('\n'));
  const cups = ['A,101,1', 'A,102,2', 'A,103,3', 'B,201,1', 'B,202,2', 'B,203,3'];

  it('codes the third cup of each product that a hexad or a 2-out-of-5 test serves', () => {
    expect(readSampleCodeFile(file(cups), definition, 1)).toEqual({
      A: '101',
      'A.2': '102',
      'A.3': '103',
      B: '201',
      'B.2': '202',
      'B.3': '203',
    });
  });

  it('refuses a cup no test serves', () => {
    expect(() => readSampleCodeFile(file([...cups, 'A,104,4']), definition, 1)).toThrow(/A\.4 is not served/);
  });
});
