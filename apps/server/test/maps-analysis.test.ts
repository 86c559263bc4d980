import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire, type Questionnaire } from '@palate/engine';
import { plsDrivers } from '@palate/stats';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
import type { MapAnalysis } from '../src/results/maps-analysis.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import type { ApiClient } from './api.ts';
import { palateOn } from './cli-runner.ts';
import { expectAgrees } from '../../../packages/stats/test/fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

/** Written by r/maps.R: the answers to give, and FactoMineR's maps of them. */
type Named = Record<string, number[]>;
interface RFixture {
  profile: { judge: string; repetition: number; product: string; sweet: number; sour: number; thick: number }[];
  consumers: {
    judge: string;
    product: string;
    liking: number;
    sweet: number;
    fresh: number;
    creamy: number;
    bitter: number;
  }[];
  expected: {
    pca: { eigenvalues: number[]; products: Named; variables: Named };
    internal: { eigenvalues: number[]; products: Named; judges: Named };
    ca: { eigenvalues: number[]; products: Named; terms: Named };
    partitions: Record<string, Record<string, number>>;
    mfa: { eigenvalues: number[]; products: Named };
  };
}
const r = JSON.parse(readFileSync(new URL('r/maps.json', import.meta.url), 'utf8')) as RFixture;
const TERMS = ['sweet', 'fresh', 'creamy', 'bitter'] as const;
const products = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `Yoghurt ${id}` }));
const line = (id: string) => ({ kind: 'scale', id, label: id, style: 'line', min: 0, max: 10 });

const PROFILE = questionnaire.parse({
  name: 'profile',
  title: 'Profile',
  products,
  repetitions: 2,
  pages: [{ id: 'profile', perSample: true, controls: ['sweet', 'sour', 'thick'].map(line) }],
});
const CONSUMER = questionnaire.parse({
  name: 'consumers',
  title: 'Consumers',
  products,
  pages: [
    {
      id: 'taste',
      perSample: true,
      controls: [
        {
          kind: 'scale',
          id: 'liking',
          label: 'Liking',
          style: 'category',
          min: 1,
          max: 9,
          categories: Array.from({ length: 9 }, (_, i) => `${i + 1}`),
        },
        {
          kind: 'multiple',
          id: 'terms',
          label: 'Terms',
          mandatory: false,
          choices: [...TERMS, 'bland'].map((id) => ({ id, label: id })),
        },
      ],
    },
  ],
});

/** Coordinates agree with R's up to each dimension's sign. */
function expectCoordinates(actual: Named, expected: Named): void {
  const names = Object.keys(expected);
  expect(Object.keys(actual).sort()).toEqual([...names].sort());
  const dimensions = expected[names[0]!]!.length;
  for (let k = 0; k < dimensions; k++) {
    const anchor = names.reduce((a, b) => (Math.abs(expected[b]![k]!) > Math.abs(expected[a]![k]!) ? b : a));
    const sign = Math.sign(actual[anchor]![k]!) === Math.sign(expected[anchor]![k]!) ? 1 : -1;
    for (const name of names) expectAgrees(sign * actual[name]![k]!, expected[name]![k]!);
  }
}

function expectEigenvalues(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, k) => expectAgrees(value, expected[k]!));
}

function mapOf<M extends MapAnalysis['method']>(maps: MapAnalysis[], method: M) {
  const map = maps.find((m) => m.method === method);
  if (!map || 'insufficient' in map) throw new Error(`no ${method} map: ${JSON.stringify(map)}`);
  // A napping's MFA (rapid-analysis.test.ts) is not among these maps.
  return map as Exclude<
    Extract<MapAnalysis, { method: M }>,
    { insufficient: string } | { method: 'mfa'; control: string }
  >;
}

describeEachDatabase('maps of a profile and of a consumer test, against FactoMineR', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function published(definition: Questionnaire, name: string) {
    const id = await importDefinition(test.database.db, definition, api.now);
    const options = { name, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    return publishQuestionnaire(test.database.db, id, options, api.now);
  }

  /** Every judge of R's data answers through run/post, J001… in the order they start. */
  async function answered(
    definition: Questionnaire,
    judges: string[],
    answersFor: (judge: string, product: string, repetition: number) => { controlId: string; [k: string]: unknown }[],
  ): Promise<string> {
    const { publicationId, codes } = await published(definition, definition.name);
    const keyOf = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
    for (const judge of judges) {
      await api.answerEveryScreen(await api.newJudge(), publicationId, (page) => {
        if (!page.sample) return [];
        const cup = parseSampleCodeKey(keyOf.get(page.sample.code)!);
        return answersFor(judge, cup.productId, cup.repetition);
      });
    }
    return publicationId;
  }

  const profileAnswers = () =>
    answered(PROFILE, [...new Set(r.profile.map((a) => a.judge))], (judge, product, repetition) => {
      const given = r.profile.find((a) => a.judge === judge && a.product === product && a.repetition === repetition)!;
      return (['sweet', 'sour', 'thick'] as const).map((id) => ({ controlId: id, value: given[id] }));
    });
  const consumerAnswers = () =>
    answered(CONSUMER, [...new Set(r.consumers.map((a) => a.judge))], (judge, product) => {
      const given = r.consumers.find((a) => a.judge === judge && a.product === product)!;
      const checked = TERMS.filter((term) => given[term] === 1);
      return [
        { controlId: 'liking', value: given.liking },
        ...(checked.length > 0 ? [{ controlId: 'terms', choices: [...checked] }] : []),
      ];
    });

  it("maps the profile's products (PCA with ellipses), and the consumers' CATA, liking, segments and preference", async () => {
    const profile = await profileAnswers();
    const consumers = await consumerAnswers();
    const db = test.database.db;

    const profileMaps = (await analysePublication(db, profile, { resamplings: 50 })).maps;
    expect(profileMaps.map((m) => m.method)).toEqual(['pca']);
    const pca = mapOf(profileMaps, 'pca');
    expect(pca.page).toBe('profile');
    expectEigenvalues(pca.eigenvalues, r.expected.pca.eigenvalues);
    expectCoordinates(pca.products, r.expected.pca.products);
    expectCoordinates(pca.variables, r.expected.pca.variables);
    expect(pca.ellipses.resamplings).toBe(50);
    for (const [product, outline] of Object.entries(pca.ellipses.byProduct)) {
      const [x, y] = pca.products[product]!;
      const xs = outline.map((p) => p[0]);
      const ys = outline.map((p) => p[1]);
      expect(Math.min(...xs)).toBeLessThan(x!);
      expect(Math.max(...xs)).toBeGreaterThan(x!);
      expect(Math.min(...ys)).toBeLessThan(y!);
      expect(Math.max(...ys)).toBeGreaterThan(y!);
    }
    // Drawn from a fixed seed: asked again (of any server process), the same ellipses.
    expect((await analysePublication(db, profile, { resamplings: 50 })).maps).toEqual(profileMaps);

    const maps = (await analysePublication(db, consumers, { likingControl: 'liking', sensoryPublication: profile }))
      .maps;
    expect(maps.map((m) => m.method)).toEqual(['ca', 'internalPreference', 'clusters', 'externalPreference', 'mfa']);

    const ca = mapOf(maps, 'ca');
    expect(ca.termsLeftOut).toEqual(['bland']);
    expectEigenvalues(ca.eigenvalues, r.expected.ca.eigenvalues);
    expectCoordinates(ca.products, r.expected.ca.products);
    expectCoordinates(ca.terms, r.expected.ca.terms);

    const internal = mapOf(maps, 'internalPreference');
    expect(internal.judgesLeftOut).toBe(0);
    expectEigenvalues(internal.eigenvalues, r.expected.internal.eigenvalues);
    expectCoordinates(internal.products, r.expected.internal.products);
    expectCoordinates(internal.judges, r.expected.internal.judges);

    const clusters = mapOf(maps, 'clusters');
    // R's cuts, but those leaving a segment of fewer than 3 consumers (a tenth of 12 is less).
    expect(clusters.minimumSize).toBe(3);
    const smallest = (partition: Record<string, number>) => {
      const sizes = new Map<number, number>();
      for (const segment of Object.values(partition)) sizes.set(segment, (sizes.get(segment) ?? 0) + 1);
      return Math.min(...sizes.values());
    };
    const offered = Object.entries(r.expected.partitions).filter(([, partition]) => smallest(partition) >= 3);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThan(Object.keys(r.expected.partitions).length);
    expect(clusters.partitions).toEqual(Object.fromEntries(offered));
    expect(clusters.suggested).toBe(3);
    const segments = clusters.segments['3']!;
    expect(segments.map((s) => s.size)).toEqual([4, 4, 4]);
    // Segment 1 was made to like A best, segment 2 D.
    expect(Math.max(...Object.values(segments[0]!.means))).toBe(segments[0]!.means.A);
    expect(Math.max(...Object.values(segments[1]!.means))).toBe(segments[1]!.means.D);
    expect(segments[0]!.productTest).toHaveProperty('pValue');

    const external = mapOf(maps, 'externalPreference');
    expect(external).toMatchObject({ sensoryPublication: profile, page: 'profile', judgesLeftOut: 0 });
    expectCoordinates(
      external.products,
      Object.fromEntries(Object.entries(r.expected.pca.products).map(([p, c]) => [p, c.slice(0, 2)])),
    );
    // Four products fit the vector model alone (3 coefficients); the others need more.
    expect(external.models.vector).toMatchObject({ consumers: 12 });
    expect(external.models.quadratic).toEqual({ insufficient: 'fewer than 7 products for this model' });

    // Drivers of liking: the PLS of the products' mean liking on the profile's means, from R's answers.
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const productIds = products.map((p) => p.id);
    const attributes = ['sweet', 'sour', 'thick'] as const;
    const expected = plsDrivers(
      attributes,
      productIds.map((p) => attributes.map((a) => mean(r.profile.filter((s) => s.product === p).map((s) => s[a])))),
      productIds.map((p) => mean(r.consumers.filter((c) => c.product === p).map((c) => c.liking))),
    );
    if ('insufficient' in expected || 'insufficient' in external.drivers) throw new Error('no drivers of liking');
    const drivers = external.drivers;
    // Four products: two components (min(2, products − 2, attributes)).
    expect(drivers.components).toBe(2);
    expect(drivers.excluded).toEqual([]);
    for (const a of attributes) {
      expectAgrees(drivers.coefficients[a], expected.coefficients[a]!);
      expectAgrees(drivers.vip[a], expected.vip[a]!);
      expect(drivers.vip[a]).toBeGreaterThan(0);
    }
    expect(drivers.explainedLiking).toHaveLength(2);
    drivers.explainedLiking.forEach((share, k) => expectAgrees(share, expected.explainedLiking[k]!));

    const mfa = mapOf(maps, 'mfa');
    expect(mfa.groups).toEqual([
      { name: 'profile', kind: 'page', publication: profile, variables: 3 },
      { name: 'liking', kind: 'liking', publication: consumers, variables: 12 },
    ]);
    expectEigenvalues(mfa.eigenvalues, r.expected.mfa.eigenvalues);
    expectCoordinates(mfa.products, r.expected.mfa.products);
    expect(JSON.stringify(maps)).not.toMatch(/NaN|Infinity/);

    // The segments as a last column of the CSV exports, on the command line.
    const palate = (...args: string[]) => palateOn(engine, test, ...args);
    const wide = await palate(
      'export',
      '--publication',
      consumers,
      '--format',
      'wide',
      '--liking',
      'liking',
      '--segments',
      '3',
    );
    const [header, ...lines] = wide.trim().split('\r\n');
    expect(header!.split(',').at(-1)).toBe('segment');
    for (const lineText of lines) {
      const cells = lineText.split(',');
      expect(Number(cells.at(-1))).toBe(r.expected.partitions['3']![cells[1]!]);
    }
  });

  it('says why a map cannot be made instead of giving NaN', async () => {
    const consumers = await answered(CONSUMER, ['J001', 'J002'], (_, product) => [
      { controlId: 'liking', value: product === 'A' ? 7 : 5 },
    ]);
    const maps = (await analysePublication(test.database.db, consumers, { likingControl: 'liking' })).maps;
    expect(maps).toEqual([
      { method: 'ca', page: 'taste', control: 'terms', insufficient: 'fewer than three products' },
      {
        method: 'internalPreference',
        control: 'liking',
        insufficient: 'fewer than three consumers scored every product',
      },
      { method: 'clusters', control: 'liking', minimumSize: 3, insufficient: 'fewer than three consumers' },
    ]);
  });
});
