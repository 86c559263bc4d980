import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hedonicCategories, questionnaire, type Questionnaire } from '@palate/engine';
import { discrimPower } from '@palate/stats';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { likingQuestionOf } from '../src/results/liking-question.ts';
import { POWER_ALPHA, POWER_PD } from '../src/results/discrimination-power.ts';
import type { ApiClient } from './api.ts';
import { palateOn } from './cli-runner.ts';
import { answersOfJudge } from './example-answers.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const CONSUMERS = 6;
const LARGER_PANEL = 14;
const SWEETNESS = ['Not nearly sweet enough', 'Not sweet enough', 'Just about right', 'Too sweet', 'Much too sweet'];

function example(file: string): Questionnaire {
  const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
  return parsed.definition;
}

/** The example consumer test, its JAR in a sweetness scale's own words. */
function juiceTest(): Questionnaire {
  const definition = example('consumer-test.yaml');
  return {
    ...definition,
    pages: definition.pages.map((page) => ({
      ...page,
      controls: page.controls.map((control) =>
        control.kind === 'scale' && control.justRight ? { ...control, categories: SWEETNESS } : control,
      ),
    })),
  };
}

const scale = (id: string, extra: object = {}) => ({
  kind: 'scale',
  id,
  label: id,
  style: 'category',
  min: 1,
  max: 9,
  categories: Array.from({ length: 9 }, (_, i) => `${i + 1}`),
  ...extra,
});
const withScales = (...controls: object[]) =>
  questionnaire.parse({
    name: 'liking',
    title: 'Liking',
    products: [
      { id: 'A', name: 'A' },
      { id: 'B', name: 'B' },
    ],
    pages: [{ id: 'taste', perSample: true, controls }],
  });

describe('the liking question an analysis takes when the leader names none', () => {
  it("is the questionnaire's only 9-point hedonic scale, in whichever language its points are written", () => {
    expect(likingQuestionOf(juiceTest())).toEqual({ control: 'liking', chosenBecause: 'onlyHedonic' });
    const french = hedonicCategories().map((category) => (typeof category === 'string' ? category : category.fr!));
    const definition = withScales(scale('gout', { categories: french }), scale('sucre', { min: 0, max: 8 }));
    expect(likingQuestionOf(definition)).toEqual({ control: 'gout', chosenBecause: 'onlyHedonic' });
  });

  it('among several hedonic scales, the one named overall liking; else none', () => {
    const hedonic = { categories: hedonicCategories() };
    const three = withScales(
      scale('appearance', hedonic),
      scale('overall_liking', hedonic),
      scale('flavour_liking', hedonic),
    );
    expect(likingQuestionOf(three)).toEqual({ control: 'overall_liking', chosenBecause: 'overallLiking' });
    expect(likingQuestionOf(withScales(scale('appearance', hedonic), scale('flavour', hedonic)))).toBeNull();
    // A scale called liking, on points without words.
    expect(likingQuestionOf(withScales(scale('liking'), scale('sweet')))).toEqual({
      control: 'liking',
      chosenBecause: 'overallLiking',
    });
  });

  it('never a JAR, an ideal scale or a question asked once, and the leader’s choice first', () => {
    const definition = example('descriptive-profile.yaml');
    expect(likingQuestionOf(definition)).toBeNull();
    expect(
      likingQuestionOf(withScales(scale('liking', { justRight: true, min: 1, max: 5, categories: SWEETNESS }))),
    ).toBeNull();
    expect(likingQuestionOf(juiceTest(), 'sweetnessJar')).toEqual({ control: 'sweetnessJar', chosenBecause: 'leader' });
  });
});

describeEachDatabase('a consumer test and a triangle test as a new leader reads them', (engine) => {
  let world: DemoApi;
  let api: ApiClient;
  let leader: string;
  let juices: string;
  let triangle: string;
  let largerPanel: string;
  let folder: string;

  async function published(definition: Questionnaire, name: string, target?: number): Promise<string> {
    const text = JSON.stringify(definition);
    const questionnaireId = (await api.ok('quest/import', { tk: leader, text })).id!;
    return (await api.ok('pub/create', { tk: leader, questionnaireId, name, anonymous: true, target })).id;
  }

  beforeAll(async () => {
    world = await startDemoApi(engine);
    api = world.api;
    folder = mkdtempSync(join(tmpdir(), 'palate-consumer-'));
    leader = (await signedInMember(world.test.database.db, api.now, { roles: ['user'] })).tk;
    juices = await published(juiceTest(), 'Juices');
    triangle = await published(example('triangle-test.yaml'), 'Sugar triangle', 24);
    largerPanel = await published(juiceTest(), 'Juices, a larger panel');
    for (let judge = 0; judge < CONSUMERS; judge++) {
      await api.answerEveryScreen(await api.newJudge(), juices, answersOfJudge(judge));
      await api.answerEveryScreen(await api.newJudge(), triangle, answersOfJudge(judge));
    }
    // Two camps of seven, one liking the fresh juice best and one the light one, each a little apart.
    const codes = JSON.parse((await findPublication(world.test.database.db, largerPanel))!.blinding_codes);
    const productOf = new Map(
      Object.entries(codes as Record<string, string>).map(([product, code]) => [code, product]),
    );
    const camps = [
      { fresh: 8, concentrate: 5, light: 2 },
      { fresh: 2, concentrate: 5, light: 8 },
    ];
    for (let judge = 0; judge < LARGER_PANEL; judge++) {
      const liking = camps[judge % 2]!;
      await api.answerEveryScreen(await api.newJudge(), largerPanel, (page) =>
        answersOfJudge(judge)(page).map((answer) => {
          const product = productOf.get(page.sample?.code ?? '') as keyof typeof liking | undefined;
          if (answer.controlId !== 'liking' || product === undefined) return answer;
          return { controlId: 'liking', value: liking[product] + (judge % 3) - 1 };
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await world.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('measures JAR penalties, the preference map and segments on the only hedonic scale, and says why', async () => {
    const { analysis } = await api.ok('pub/analysis', { tk: leader, id: juices });
    expect(analysis.likingQuestion).toEqual({ control: 'liking', chosenBecause: 'onlyHedonic' });
    const jar = analysis.questions.find((question) => question.control === 'sweetnessJar');
    if (jar?.kind !== 'scale' || !jar.jar) throw new Error('no JAR figures');
    const drops = Object.values(jar.jar).flatMap((levels) =>
      'insufficient' in levels ? [] : [levels.tooLittle.meanDrop, levels.tooMuch.meanDrop],
    );
    expect(drops.some((drop) => typeof drop === 'number')).toBe(true);
    expect(analysis.maps.map((map) => map.method)).toEqual(expect.arrayContaining(['internalPreference', 'clusters']));

    const named = await api.ok('pub/analysis', { tk: leader, id: juices, liking: 'liking' });
    expect(named.analysis.likingQuestion).toEqual({ control: 'liking', chosenBecause: 'leader' });
    expect(named.analysis.questions).toEqual(analysis.questions);

    const printed = JSON.parse(await palateOn(engine, world.test, 'analyse', '--publication', juices));
    expect(printed.likingQuestion).toEqual({ control: 'liking', chosenBecause: 'onlyHedonic' });
  });

  it('counts the 9-point hedonic answers point by point, one bar per category', async () => {
    const { analysis } = await api.ok('pub/analysis', { tk: leader, id: juices });
    const liking = analysis.questions.find((question) => question.control === 'liking');
    if (liking?.kind !== 'scale') throw new Error('no liking figures');
    for (const figures of Object.values(liking.byProduct)) {
      if ('insufficient' in figures) throw new Error(figures.insufficient);
      expect(figures.bins).toHaveLength(9);
      expect(figures.bins.reduce((sum, count) => sum + count, 0)).toBe(figures.n);
    }
  });

  it('offers no segment smaller than three consumers: none of six, and labels the tree with the consumers', async () => {
    const clustersOf = async (id: string) => {
      const { analysis } = await api.ok('pub/analysis', { tk: leader, id });
      const clusters = analysis.maps.find((map) => map.method === 'clusters');
      if (!clusters || clusters.method !== 'clusters') throw new Error('no segments');
      return clusters;
    };
    expect(await clustersOf(juices)).toEqual({
      method: 'clusters',
      control: 'liking',
      minimumSize: 3,
      insufficient: 'no split into segments of at least 3 consumers',
    });
    const larger = await clustersOf(largerPanel);
    if ('insufficient' in larger) throw new Error(larger.insufficient);
    expect(larger.minimumSize).toBe(3);
    const labels = Array.from({ length: LARGER_PANEL }, (_, i) => `J${String(i + 1).padStart(3, '0')}`);
    expect([...larger.tree.labels].sort()).toEqual(labels);
    expect(Object.keys(larger.segments)).toContain(String(larger.suggested));
    for (const segments of Object.values(larger.segments)) {
      for (const segment of segments) expect(segment.size).toBeGreaterThanOrEqual(3);
    }
  });

  it('sets the triangle’s answers against the 24 judges planned, with the power each gives', async () => {
    const { analysis } = await api.ok('pub/analysis', { tk: leader, id: triangle });
    expect(analysis.targetJudges).toBe(24);
    const test = analysis.questions.find((question) => question.kind === 'discrimination');
    if (!test || !('power' in test) || !test.power) throw new Error('no power');
    const power = (n: number) => discrimPower('triangle', n, { pd: POWER_PD, alpha: POWER_ALPHA });
    expect(test.n).toBe(CONSUMERS);
    expect(test.power).toEqual({
      pd: 0.3,
      alpha: 0.05,
      reached: power(CONSUMERS),
      planned: { judges: 24, answers: 24, power: power(24) },
    });
    expect(test.power.reached).toBeLessThan(test.power.planned!.power);
  });

  it('reports the JAR with its penalties and the scale’s own words, and no p-value as "0.00"', async () => {
    const file = await api.ok('pub/export', { tk: leader, id: juices, format: 'pptx', language: 'en' });
    const deck = join(folder, 'juices.pptx');
    writeFileSync(deck, Buffer.from(file.content, 'base64'));
    const slides = execFileSync('unzip', ['-Z1', deck], { encoding: 'utf8' })
      .split('\n')
      .filter((entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry))
      .map((entry) => execFileSync('unzip', ['-p', deck, entry], { encoding: 'utf8' }));
    const jarSlide = slides.find((xml) => xml.includes('Mean drop in liking'));
    expect(jarSlide).toBeDefined();
    expect(jarSlide).toMatch(/Too sweet|Not sweet enough/);
    expect(slides.join('')).not.toMatch(/too strong|too weak/i);
    expect(slides.join('')).not.toMatch(/>0\.00<|p = 0\.00[^0-9]|p = &lt;/);
  });
});
