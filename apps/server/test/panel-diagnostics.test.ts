import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire, type Questionnaire } from '@palate/engine';
import type { BetaBinomialView, PageView, PublicationAnalysisView } from '@palate/protocol';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
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

    // One repetition alone is no panel diagnostic.
    expect((await analysis(publicationId, 1)).panelDiagnostics).toEqual([]);
  });
});

function correlation(x: number[], y: number[]): number {
  const mean = (v: number[]) => v.reduce((sum, value) => sum + value, 0) / v.length;
  const [mx, my] = [mean(x), mean(y)];
  const cross = x.reduce((sum, value, i) => sum + (value - mx) * (y[i]! - my), 0);
  const spread = (v: number[], m: number) => Math.sqrt(v.reduce((sum, value) => sum + (value - m) ** 2, 0));
  return cross / (spread(x, mx) * spread(y, my));
}
