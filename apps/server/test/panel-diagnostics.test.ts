import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire, type Questionnaire } from '@palate/engine';
import type { BetaBinomialView, PageView, PublicationAnalysisView } from '@palate/protocol';
import { manhattan, mixedAssessorModel, type Observation } from '@palate/stats';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import type { PanelDiagnostics } from '../src/results/panel-diagnostics.ts';
import { panelSummary } from '../src/results/panel-summary.ts';
// The same agreement with R as the statistics package's own tests.
import { expectAgrees } from '../../../packages/stats/test/fixtures.ts';
import { exampleDefinition, openWorkbook, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

// Issue 43: what the analysis says of judges who answered more than once: a forced-choice
// test's beta-binomial model beside the pooled binomial, and a profile's Tucker-1 per
// attribute, through pub/analysis (whose answer is checked against the protocol's schema).

/** sensR's betabin of tetrad panels, written by packages/stats/test/r/replicated.R. */
type RBetaBinomial = Extract<BetaBinomialView, { mu: number }> & {
  method: string;
  corrected: boolean;
  correct: number[];
  total: number[];
};
const sensr = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../packages/stats/test/fixtures/replicated.json'), 'utf8'),
) as { betabin: RBetaBinomial[] };
const tetrads = sensr.betabin.filter((c) => c.method === 'tetrad' && c.corrected);
/** 12 judges × 3 tetrads who differ (γ = 0.89), and 10 × 3 who do not (γ on its floor). */
const [differing, alike] = [tetrads.find((c) => c.gamma > 0.5)!, tetrads.find((c) => c.gamma < 0.01)!];

const FIGURES = ['mu', 'gamma', 'pc', 'pd', 'dPrime', 'pValueOverdispersion', 'pValueAssociation'] as const;
const ERRORS = ['muSE', 'gammaSE', 'pcSE', 'pdSE', 'dPrimeSE'] as const;

function expectSensr(got: BetaBinomialView | undefined, want: RBetaBinomial): void {
  if (got === undefined || 'insufficient' in got) throw new Error(`no beta-binomial: ${JSON.stringify(got)}`);
  for (const key of FIGURES) expectAgrees(got[key], want[key]);
  for (const key of ERRORS) expectAgrees(got[key], want[key], 1e-8);
}

const tetradDefinition = (pages: string[], repetitions: number): Questionnaire =>
  questionnaire.parse({
    name: 'tetrads',
    title: 'Tetrads',
    products: ['A', 'B'].map((id) => ({ id, name: `Recipe ${id}` })),
    repetitions,
    pages: pages.map((id) => ({
      id,
      controls: [{ kind: 'discrimination', id: 'group', label: 'Group', method: 'tetrad', products: ['A', 'B'] }],
    })),
  });

describeEachDatabase('the analysis of judges who answered more than once', (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function publish(definition: Questionnaire) {
    const questionnaireId = await importDefinition(world.test.database.db, definition, world.api.now);
    const options = { name: definition.name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId, codes } = await publishQuestionnaire(
      world.test.database.db,
      questionnaireId,
      options,
      world.api.now,
    );
    const keyOf = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
    return { publicationId, productOf: (code: string) => parseSampleCodeKey(keyOf.get(code)!).productId };
  }

  const analysis = async (id: string, repetition?: number): Promise<PublicationAnalysisView> =>
    (await world.api.ok('pub/analysis', { tk: leader, id, ...(repetition && { repetition }) })).analysis;

  /** Each judge groups the first `correct[j]` tetrads served right (the two cups of a product), the others wrong. */
  async function answerTetrads(definition: Questionnaire, correct: number[]): Promise<string> {
    const { publicationId, productOf } = await publish(definition);
    for (const right of correct) {
      let answered = 0;
      await world.api.answerEveryScreen(await world.api.newJudge(), publicationId, (page: PageView) => {
        const cups = page.served['group'];
        if (!cups) return [];
        const first = cups[0]!;
        const alikeCup = cups.find((cup) => cup !== first && productOf(cup) === productOf(first))!;
        const otherCup = cups.find((cup) => productOf(cup) !== productOf(first))!;
        answered += 1;
        return [{ controlId: 'group', choices: [first, answered <= right ? alikeCup : otherCup] }];
      });
    }
    return publicationId;
  }

  it('a tetrad answered three times by each judge: the beta-binomial as sensR betabin, beside the pooled binomial', async () => {
    expect(differing.total.every((n) => n === 3)).toBe(true);
    const id = await answerTetrads(tetradDefinition(['tetrad'], 3), differing.correct);
    const [test] = (await analysis(id)).questions;
    if (test?.kind !== 'discrimination' || !('correct' in test)) throw new Error(JSON.stringify(test));
    expect(test).toMatchObject({ n: 36, correct: differing.correct.reduce((a, b) => a + b, 0) });
    expectSensr(test.betaBinomial, differing);
    // The judges differ: over-dispersion is significant, the case the console sends the leader to the beta-binomial for.
    expect((test.betaBinomial as { pValueOverdispersion: number }).pValueOverdispersion).toBeLessThan(0.05);
    // The workbook's sheet of the test gives the same figures below the pooled binomial's.
    const xlsx = await world.api.ok('pub/export', { tk: leader, id, format: 'xlsx' });
    const sheet = (await openWorkbook(Buffer.from(xlsx.content, 'base64'))).getWorksheet('tetrad.group')!;
    const cells = new Map<string, unknown[]>();
    sheet.eachRow((row) => {
      const [label, ...values] = (row.values as unknown[]).slice(1);
      if (typeof label === 'string') cells.set(label, values);
    });
    const model = test.betaBinomial as RBetaBinomial;
    expect(cells.get('γ (over-dispersion: how much judges differ)')).toEqual([model.gamma, model.gammaSE]);
    // The model's d′ row comes after the pooled binomial's.
    expect(cells.get('d′')).toEqual([model.dPrime, model.dPrimeSE]);
    expect(cells.get('p-value of over-dispersion (beta-binomial against the pooled binomial)')?.[0]).toBe(
      model.pValueOverdispersion,
    );
    // One repetition alone: every judge answered once, and the pooled binomial is the whole story.
    const [once] = (await analysis(id, 1)).questions;
    expect(once).toMatchObject({ n: 12 });
    expect(once).not.toHaveProperty('betaBinomial');
  });

  it('a tetrad asked on three pages, pooled: the beta-binomial of the pooled test, none on each page', async () => {
    const id = await answerTetrads(tetradDefinition(['first', 'second', 'third'], 1), alike.correct);
    const result = await analysis(id);
    for (const question of result.questions) expect(question).not.toHaveProperty('betaBinomial');
    const [pooled] = result.discriminationOverall;
    if (!pooled || !('correct' in pooled)) throw new Error(JSON.stringify(pooled));
    expect(pooled.n).toBe(30);
    expectSensr(pooled.betaBinomial, alike);
  });

  it('the descriptive profile answered twice: each attribute’s Tucker-1 of the judges’ product means', async () => {
    const definition = exampleDefinition('descriptive-profile.yaml');
    const { publicationId, productOf } = await publish(definition);
    const products = definition.products.map((p) => p.id);
    const attributes = ['firmness', 'saltiness', 'fruity'];
    const levels: Record<string, number[]> = { firmness: [3, 7, 5], saltiness: [4, 6, 8], fruity: [6, 3, 5] };
    /** Each judge's scores as given: judge → attribute → product → scores. */
    const given: Record<string, Record<string, Record<string, number[]>>> = {};
    const judges = 6;
    for (let judge = 0; judge < judges; judge++) {
      const label = `J00${judge + 1}`;
      let served = 0;
      await world.api.answerEveryScreen(await world.api.newJudge(), publicationId, (page: PageView) => {
        if (!page.sample) return [];
        served += 1;
        const product = productOf(page.sample.code);
        return attributes.map((attribute, a) => {
          // Each judge's own use of the scale; J006 reads the products backwards.
          const level = levels[attribute]![products.indexOf(product)]!;
          const own =
            (judge === 5 ? 10 - level : level) * 0.8 * (1 + judge / 10) + ((judge * 7 + served * 3 + a) % 5) / 5;
          const value = Math.min(10, Math.round(own * 10) / 10);
          ((given[label] ??= {})[attribute] ??= {})[product] = [...(given[label]?.[attribute]?.[product] ?? []), value];
          return { controlId: attribute, value };
        });
      });
    }

    const result = await analysis(publicationId);
    expect(result.panelDiagnostics.map((entry) => entry.page)).toEqual(['profile']);
    const { tucker1 } = result.panelDiagnostics[0]!;
    expect(Object.keys(tucker1)).toEqual(attributes);
    for (const attribute of attributes) {
      const figures = tucker1[attribute]!;
      if ('insufficient' in figures) throw new Error(figures.insufficient);
      expect(Object.keys(figures.products)).toEqual(products);
      expect(Object.keys(figures.judges)).toEqual(Object.keys(given));
      // Three products: two dimensions.
      expect(figures.eigenvalues).toHaveLength(2);
      const scores = products.map((product) => figures.products[product]!);
      const meansOf = (label: string) =>
        products.map((product) => {
          const values = given[label]![attribute]![product]!;
          return values.reduce((sum, value) => sum + value, 0) / values.length;
        });
      // The PCA of the centred means keeps their whole variance (population, as FactoMineR's row weights 1/n) …
      const variance = (values: number[]) => {
        const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
        return values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
      };
      expectAgrees(
        figures.eigenvalues.reduce((sum, value) => sum + value, 0),
        Object.keys(given).reduce((sum, label) => sum + variance(meansOf(label)), 0),
      );
      figures.eigenvalues.forEach((eigenvalue, k) => expectAgrees(variance(scores.map((row) => row[k]!)), eigenvalue));
      // … and each judge's loading is the correlation of their own product means with the common scores.
      for (const label of Object.keys(given)) {
        figures.judges[label]!.forEach((loading, k) =>
          expectAgrees(
            loading,
            correlation(
              meansOf(label),
              scores.map((row) => row[k]!),
            ),
          ),
        );
      }
    }
    // J006, who reads the products backwards, sits across the circle from the others on the first dimension.
    const firmness = tucker1['firmness'] as { judges: Record<string, number[]> };
    expect(Math.sign(firmness.judges['J006']![0]!)).toBe(-Math.sign(firmness.judges['J001']![0]!));

    // The eggshell: every judge's cumulative ranks along the consensus order, 0 where they rank as the panel.
    const { eggshell, judgeAnova } = result.panelDiagnostics[0]!;
    expect(Object.keys(eggshell)).toEqual(attributes);
    for (const attribute of attributes) {
      const figures = eggshell[attribute]!;
      if ('insufficient' in figures) throw new Error(figures.insufficient);
      expect([...figures.consensusOrder].sort()).toEqual([...products].sort());
      expect(Object.keys(figures.judges)).toEqual(Object.keys(given));
      // The whole order's ranks sum to n(n + 1)/2 for every judge: each curve ends on 0.
      for (const curve of Object.values(figures.judges)) expect(curve.at(-1)).toBe(0);
      // J006 reverses the consensus: i(n − i), the shell's top.
      expect(figures.judges['J006']).toEqual([2, 2, 0]);
      // Each judge's ANOVA: 3 products, 6 scores: (2, 3) degrees of freedom and R's qf(0.95, 2, 3).
      for (const label of Object.keys(given)) {
        expect(judgeAnova[attribute]![label]).toMatchObject({ df: 2, residualDf: 3 });
        expectAgrees(judgeAnova[attribute]![label]!.fCritical, 9.55209449592115, 1e-12);
      }
    }
    // Each judge's Manhattan plot: the stats package's on their own scores, 3 products giving 2
    // components, the second explaining what the first left of each attribute (cumulated: 1).
    const { manhattan: plots } = result.panelDiagnostics[0]!;
    expect(Object.keys(plots)).toEqual(Object.keys(given));
    for (const [label, own] of Object.entries(given)) {
      const observations: Observation[] = Object.entries(own).flatMap(([attribute, scores]) =>
        Object.entries(scores).flatMap(([product, values]) =>
          values.map((value) => ({ value, factors: { product, attribute } })),
        ),
      );
      const expected = manhattan(observations, attributes, products);
      if ('insufficient' in expected) throw new Error(expected.insufficient);
      expect(Object.keys(plots[label]!)).toEqual(attributes);
      for (const attribute of attributes) {
        const cumulative = plots[label]![attribute]!;
        expect(cumulative).toHaveLength(2);
        cumulative.forEach((share, k) => expectAgrees(share, expected.attributes[attribute]![k]!));
        expect(cumulative[0]).toBeLessThanOrEqual(cumulative[1]! + 1e-12);
        expectAgrees(cumulative[1], 1);
      }
    }

    // Each attribute's mixed assessor model: the stats package's on the judges' scores. The
    // judges stretch the scale more and more (J001 × 0.8 … J005 × 1.2); J006, backwards, has β < 0.
    const { scaleUse } = result.panelDiagnostics[0]!;
    expect(Object.keys(scaleUse)).toEqual(attributes);
    for (const attribute of attributes) {
      const observations: Observation[] = Object.entries(given).flatMap(([judge, own]) =>
        Object.entries(own[attribute]!).flatMap(([product, values]) =>
          values.map((value) => ({ value, factors: { product, judge } })),
        ),
      );
      const expected = mixedAssessorModel(observations);
      const figures = scaleUse[attribute]!;
      if ('insufficient' in expected || 'insufficient' in figures) throw new Error(JSON.stringify(figures));
      expect(Object.keys(figures.judges).sort()).toEqual(Object.keys(given).sort());
      for (const [label, { beta, F, pValue }] of Object.entries(expected.judges)) {
        expectAgrees(figures.judges[label]!.beta, beta, 1e-12);
        expectAgrees(figures.judges[label]!.F, F, 1e-12);
        expectAgrees(figures.judges[label]!.pValue, pValue, 1e-12);
      }
      expect(figures.judges['J006']!.beta).toBeLessThan(0);
      expect(figures.judges['J001']!.beta).toBeLessThan(figures.judges['J005']!.beta);
      for (const test of ['judge', 'product', 'scaling', 'disagreement'] as const) {
        expect(figures[test]).toMatchObject({ df: expected[test].df, errorDf: expected[test].errorDf });
        expectAgrees(figures[test].F, expected[test].F, 1e-12);
        expectAgrees(figures[test].pValue, expected[test].pValue, 1e-12);
      }
      // 6 judges, 3 products: 5 df of scaling, 5 × 1 of disagreement, 18 × 1 of error.
      expect([figures.scaling.df, figures.disagreement.df, figures.error.df]).toEqual([5, 5, 18]);
    }

    // The panel summary: J006, against the consensus on every attribute, first.
    const [first] = result.panelSummary;
    expect(first).toMatchObject({ judge: 'J006' });
    expect(first!.failures.map((f) => f.control)).toEqual(attributes);
    for (const failure of first!.failures) expect(failure.fails).toContain('agreement');
    expect(result.panelSummary.map((s) => s.judge).sort()).toEqual(Object.keys(given).sort());

    // The workbook's Panel sheet: per attribute each judge's F, p, critical F and MSE, then the Tucker-1 loadings.
    const xlsx = await world.api.ok('pub/export', { tk: leader, id: publicationId, format: 'xlsx' });
    const sheet = (await openWorkbook(Buffer.from(xlsx.content, 'base64'))).getWorksheet('Panel')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const firmnessAt = rows.findIndex((row) => row[0] === 'profile.firmness');
    expect(rows[firmnessAt + 1]).toEqual(['judge', 'F', 'p-value', 'critical F (5 %)', 'df', 'residual df', 'MSE']);
    const scale = result.questions.find((q) => q.page === 'profile' && q.control === 'firmness');
    if (scale?.kind !== 'scale' || !scale.panel) throw new Error('no panel performance');
    scale.panel.forEach((judge, i) => {
      const row = rows[firmnessAt + 2 + i]!;
      expect(row[0]).toBe(judge.judge);
      if ('insufficient' in judge.discrimination) throw new Error(judge.discrimination.insufficient);
      expect(row.slice(1, 7)).toEqual([
        judge.discrimination.F,
        judge.discrimination.pValue,
        judgeAnova['firmness']![judge.judge]!.fCritical,
        2,
        3,
        (judge.repeatability as number) ** 2,
      ]);
    });
    const loadings = (tucker1['firmness'] as { judges: Record<string, number[]> }).judges;
    for (const [label, own] of Object.entries(loadings)) {
      const at = rows.findIndex((row, i) => i > firmnessAt && row[0] === label && row.length === own.length + 1);
      expect(rows[at]!.slice(1)).toEqual(own);
    }

    // Each attribute's scale use: each judge's β with its test, then the model's table, as scaleUse gives them.
    const scaleUseAt = rows.findIndex(
      (row, i) => i > firmnessAt && row[0] === 'scale use (mixed assessor model, as SensMixed)',
    );
    expect(rows[scaleUseAt + 1]).toEqual(['judge', 'β (scaling coefficient)', 'F (β = 1)', 'p-value']);
    const firmnessScaleUse = scaleUse['firmness']!;
    if ('insufficient' in firmnessScaleUse) throw new Error(firmnessScaleUse.insufficient);
    expect(rows.slice(scaleUseAt + 2, scaleUseAt + 2 + judges)).toEqual(
      Object.entries(firmnessScaleUse.judges).map(([label, { beta, F, pValue }]) => [label, beta, F, pValue]),
    );
    const { product } = firmnessScaleUse;
    expect(rows[scaleUseAt + 2 + judges + 2]).toEqual([
      'products, corrected for scale use (against the disagreement)',
      product.df,
      product.sumSq,
      product.meanSq,
      product.F,
      product.pValue,
    ]);

    // Below them, each judge's Manhattan plot: a row per component, a column per attribute.
    const manhattanAt = rows.findIndex((row) => row[0] === 'judge' && row[1] === 'component');
    expect(rows[manhattanAt]).toEqual(['judge', 'component', ...attributes]);
    expect(rows.slice(manhattanAt + 1, manhattanAt + 1 + 2 * judges)).toEqual(
      Object.entries(plots).flatMap(([label, plot]) =>
        [0, 1].map((k) => [label, k + 1, ...attributes.map((attribute) => plot[attribute]![k])]),
      ),
    );

    // One repetition alone is no panel diagnostic.
    const once = await analysis(publicationId, 1);
    expect(once.panelDiagnostics).toEqual([]);
    expect(once.panelSummary).toEqual([]);
  });
});

describe('the panel summary: each judge’s failing attributes', () => {
  const judge = (label: string, pValue: number, repeatability: number) => ({
    judge: label,
    discrimination: { F: 1, pValue },
    repeatability,
    agreement: 1,
    fails: pValue >= 0.05 ? ['discrimination' as const] : [],
  });
  const anova = (labels: string[], residualDf: number) =>
    Object.fromEntries(labels.map((label) => [label, { df: 2, residualDf, fCritical: 3 }]));
  const tucker1 = (loadings: Record<string, number>) => ({
    eigenvalues: [1, 0.5],
    percentages: [66.7, 33.3],
    products: {},
    judges: Object.fromEntries(Object.entries(loadings).map(([label, first]) => [label, [first, 0]])),
    judgesLeftOut: [],
  });
  const labels = ['A', 'B', 'C', 'D'];
  // Tucker-1's first component points against the panel here: its sign is arbitrary, the summary orients it.
  const diagnostics: PanelDiagnostics[] = [
    {
      page: 'profile',
      tucker1: {
        sweet: tucker1({ A: -0.9, B: -0.95, C: -0.8, D: 0.7 }),
        sour: tucker1({ A: 0.9, B: 0.3, C: 0.8, D: 0.85 }),
      },
      eggshell: {},
      judgeAnova: { sweet: anova(labels, 12), sour: anova(labels, 12) },
      manhattan: {},
      scaleUse: {},
    },
  ];
  const performance: Record<string, ReturnType<typeof judge>[]> = {
    // D's MSE is 16 against the others' 1 on 12 and 36 degrees of freedom: F = 16, p < 0.001.
    sweet: [judge('A', 0.001, 1), judge('B', 0.01, 1), judge('C', 0.2, 1), judge('D', 0.001, 4)],
    // B's MSE is 1.44 against 1: F = 1.44 on (12, 36), p ≈ 0.19, no failure.
    sour: [judge('A', 0.001, 1), judge('B', 0.001, 1.2), judge('C', 0.001, 1), judge('D', 0.001, 1)],
  };

  it('flags discrimination (p ≥ 0.05), repeatability (MSE above the others’ by the F test) and agreement (loading < 0.5)', () => {
    const summary = panelSummary(diagnostics, (_, control) => performance[control]);
    expect(summary).toEqual([
      {
        judge: 'D',
        failures: [{ page: 'profile', control: 'sweet', fails: ['repeatability', 'agreement'] }],
      },
      {
        judge: 'B',
        failures: [{ page: 'profile', control: 'sour', fails: ['agreement'] }],
      },
      {
        judge: 'C',
        failures: [{ page: 'profile', control: 'sweet', fails: ['discrimination'] }],
      },
      { judge: 'A', failures: [] },
    ]);
  });

  it('without the scale’s panel performance, only agreement is judged', () => {
    const summary = panelSummary(diagnostics, () => undefined);
    expect(summary.map((s) => [s.judge, s.failures.flatMap((f) => f.fails)])).toEqual([
      ['B', ['agreement']],
      ['D', ['agreement']],
      ['A', []],
      ['C', []],
    ]);
  });
});

describe('the panel summary: scaling from the mixed assessor model', () => {
  const test = { df: 1, sumSq: 1, meanSq: 1, F: 1, pValue: 0.5, errorDf: 1 };
  const model = (judges: Record<string, [beta: number, pValue: number]>) => ({
    judges: Object.fromEntries(
      Object.entries(judges).map(([label, [beta, pValue]]) => [label, { beta, F: 1, pValue }]),
    ),
    judge: test,
    product: test,
    scaling: test,
    disagreement: test,
    error: { df: 1, sumSq: 1, meanSq: 1 },
  });
  it('flags a judge whose β differs from 1 at 5 % (compressing or stretching), on that attribute only', () => {
    const diagnostics: PanelDiagnostics[] = [
      {
        page: 'profile',
        tucker1: { sweet: { insufficient: 'test' }, sour: { insufficient: 'test' } },
        eggshell: {},
        judgeAnova: {},
        manhattan: {},
        scaleUse: {
          sweet: model({ A: [0.4, 0.01], B: [1.7, 0.03], C: [1.05, 0.6] }),
          sour: model({ A: [0.9, 0.3], B: [1.1, 0.049], C: [1, 0.05] }),
        },
      },
    ];
    expect(panelSummary(diagnostics, () => undefined)).toEqual([
      {
        judge: 'B',
        failures: [
          { page: 'profile', control: 'sweet', fails: ['scaling'] },
          { page: 'profile', control: 'sour', fails: ['scaling'] },
        ],
      },
      { judge: 'A', failures: [{ page: 'profile', control: 'sweet', fails: ['scaling'] }] },
    ]);
  });
});

function correlation(x: number[], y: number[]): number {
  const mean = (v: number[]) => v.reduce((sum, value) => sum + value, 0) / v.length;
  const [mx, my] = [mean(x), mean(y)];
  const cross = x.reduce((sum, value, i) => sum + (value - mx) * (y[i]! - my), 0);
  const spread = (v: number[], m: number) => Math.sqrt(v.reduce((sum, value) => sum + (value - m) ** 2, 0));
  return cross / (spread(x, mx) * spread(y, my));
}
