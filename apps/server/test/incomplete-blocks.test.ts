import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseSampleCodeKey } from '@palate/engine';
import { ErrorCode } from '@palate/protocol';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';
// The same agreement with R as the statistics package's own tests.
import { expectAgrees } from '../../../packages/stats/test/fixtures.ts';

/** Written by r/incomplete-blocks.R: each judge's scores by design symbol (A for symbol 0), and R's analysis of them. */
interface RFixture {
  answers: { judge: string; symbol: string; value: number }[];
  expected: {
    anova: { term: string; df: number; sumSq: number; meanSq: number; F: number | null; pValue: number | null }[];
    adjustedMeans: Record<string, number>;
    tukey: { first: string; second: string; difference: number; pValue: number }[];
  };
}
const r = JSON.parse(readFileSync(new URL('r/incomplete-blocks.json', import.meta.url), 'utf8')) as RFixture;

const PRODUCTS = Array.from({ length: 7 }, (_, i) => ({ id: `y${i + 1}`, name: `Yoghurt ${i + 1}` }));
const DEFINITION = {
  name: 'yoghurts',
  title: 'Yoghurts',
  design: 'williams',
  products: PRODUCTS,
  pages: [
    {
      id: 'rate',
      perSample: true,
      controls: [{ kind: 'scale', id: 'liking', label: 'Liking', style: 'line', min: 0, max: 10 }],
    },
  ],
};
const JUDGES = 14;
const BIBD_7_3 = {
  T: 7,
  K: 3,
  blocks: 7,
  r: 3,
  lambda: 1,
  exactlyBalanced: true,
  judgesForWholeReplicates: 7,
};

/** The long export's rows: one per answer, with the sample's place in the judge's order. */
function longRows(csv: string) {
  const [header, ...lines] = csv.trim().split('\r\n');
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell]));
    return {
      judge: cells.judge!,
      product: cells.product!,
      value: Number(cells.value),
      position: Number(cells.position),
    };
  });
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describeEachDatabase('an incomplete block design published and analysed through the API', (engine) => {
  let world: DemoApi;
  let leader: string;
  let questionnaireId: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    questionnaireId = (await world.api.ok('quest/import', { tk: leader, text: JSON.stringify(DEFINITION) })).id!;
  });
  afterEach(async () => {
    await world.close();
  });

  it('tells the design before publishing, and refuses K not from 2 to the products served less one', async () => {
    expect(await world.api.ok('pub/design', { tk: leader, questionnaireId })).toMatchObject({
      products: 7,
      definedSamplesPerJudge: null,
      incompleteBlocks: null,
    });
    expect(await world.api.ok('pub/design', { tk: leader, questionnaireId, samplesPerJudge: 3 })).toMatchObject({
      products: 7,
      definedSamplesPerJudge: null,
      incompleteBlocks: BIBD_7_3,
    });
    const before = (await world.api.ok('pub/list', { tk: leader })).pubs.length;
    const all = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId,
      name: 'All seven',
      anonymous: true,
      samplesPerJudge: 7,
    });
    expect(all).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: 'samples per judge must be from 2 to 6, below the 7 products served' },
    });
    const one = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId,
      name: 'One',
      anonymous: true,
      samplesPerJudge: 1,
    });
    expect(one).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorMsg: expect.stringContaining('samplesPerJudge'),
    });
    expect((await world.api.ok('pub/list', { tk: leader })).pubs).toHaveLength(before);
  });

  it('serves 3 of 7 products to 14 judges exactly balanced, plans and monitors it by block, and analyses it as R does', async () => {
    const { id } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId,
      name: 'Yoghurts',
      anonymous: true,
      target: JUDGES,
      samplesPerJudge: 3,
    });
    const publication = (await findPublication(world.test.database.db, id))!;
    expect(publication.samples_per_judge).toBe(3);
    const codes = JSON.parse(publication.blinding_codes) as Record<string, string>;
    const productOfCode = new Map(
      Object.entries(codes).map(([key, code]) => [code, parseSampleCodeKey(key).productId]),
    );
    // Symbol s (R's A for 0) stands for the product the publication drew for it.
    const symbols = JSON.parse(publication.design_symbols!) as number[];
    const productOfSymbol = new Map(symbols.map((product, s) => [String.fromCharCode(65 + s), PRODUCTS[product]!.id]));
    const scoreOf = (judge: string, product: string) =>
      r.answers.find((a) => a.judge === judge && productOfSymbol.get(a.symbol) === product)!.value;

    const plan = await world.api.ok('pub/servingPlan', { tk: leader, id });
    expect(plan.incompleteBlocks).toEqual(BIBD_7_3);
    expect(plan.cups).toHaveLength(JUDGES * 3);
    for (const cup of plan.cups) expect(cup.block).toBe(((cup.row - 1) % 7) + 1);

    for (let judge = 1; judge <= JUDGES; judge++) {
      const label = `J${String(judge).padStart(3, '0')}`;
      await world.api.answerEveryScreen(await world.api.newJudge(), id, (page) => {
        if (!page.sample) return [];
        return [{ controlId: 'liking', value: scoreOf(label, productOfCode.get(page.sample.code)!) }];
      });
      if (judge === 10) {
        expect(await world.api.ok('pub/monitor', { tk: leader, id })).toMatchObject({
          incompleteBlocks: BIBD_7_3,
          replicates: { whole: 1, judgesToNext: 4 },
        });
      }
    }
    expect(await world.api.ok('pub/monitor', { tk: leader, id })).toMatchObject({
      finished: JUDGES,
      replicates: { whole: 2, judgesToNext: 7 },
    });

    const long = longRows((await world.api.ok('pub/export', { tk: leader, id, format: 'long' })).content);
    expect(long).toHaveLength(JUDGES * 3);
    const byJudge = new Map<string, string[]>();
    for (const row of long) byJudge.set(row.judge, [...(byJudge.get(row.judge) ?? []), row.product]);
    expect(byJudge.size).toBe(JUDGES);
    for (const products of byJudge.values()) expect(new Set(products).size).toBe(3);
    expect([...countBy(long, (row) => row.product).values()]).toEqual(Array<number>(7).fill(6));
    const pairs = [...byJudge.values()].flatMap((products) =>
      products.flatMap((first) => products.filter((second) => first < second).map((second) => `${first}|${second}`)),
    );
    expect(countBy(pairs, (pair) => pair).size).toBe(21);
    expect(new Set(countBy(pairs, (pair) => pair).values())).toEqual(new Set([2]));
    const places = countBy(long, (row) => `${row.product}@${row.position}`);
    expect(places.size).toBe(21);
    expect(new Set(places.values())).toEqual(new Set([2]));
    // The serving plan's rows are what the judges were served, row by row.
    for (const [judge, products] of byJudge) {
      const row = Number(judge.slice(1));
      const planned = plan.cups.filter((cup) => cup.row === row).map((cup) => cup.product);
      expect(planned.sort()).toEqual([...products].sort());
    }
    // The analysis reads the very answers R analysed.
    expect(long.map((row) => [row.judge, row.product, row.value]).sort()).toEqual(
      r.answers.map((a) => [a.judge, productOfSymbol.get(a.symbol), a.value]).sort(),
    );

    const { analysis } = await world.api.ok('pub/analysis', { tk: leader, id });
    const liking = analysis.questions.find((q) => q.kind === 'scale' && q.control === 'liking');
    if (liking?.kind !== 'scale') throw new Error('no analysis of liking');
    if ('insufficient' in liking.anova) throw new Error(liking.anova.insufficient);
    expect(liking.anova.map((row) => [row.term, row.df])).toEqual(r.expected.anova.map((row) => [row.term, row.df]));
    liking.anova.forEach((row, i) => {
      const want = r.expected.anova[i]!;
      expectAgrees(row.sumSq, want.sumSq, 1e-9);
      expectAgrees(row.meanSq, want.meanSq, 1e-9);
      expectAgrees(row.F, want.F, 1e-9);
      expectAgrees(row.pValue, want.pValue, 1e-9);
    });
    for (const [symbol, mean] of Object.entries(r.expected.adjustedMeans)) {
      const figures = liking.byProduct[productOfSymbol.get(symbol)!]!;
      if ('insufficient' in figures) throw new Error(figures.insufficient);
      expectAgrees(figures.adjustedMean, mean, 1e-9);
    }
    expect(liking.tukey).toHaveLength(r.expected.tukey.length);
    for (const want of r.expected.tukey) {
      const first = productOfSymbol.get(want.first)!;
      const second = productOfSymbol.get(want.second)!;
      const got = liking.tukey!.find(
        (pair) => (pair.first === first && pair.second === second) || (pair.first === second && pair.second === first),
      )!;
      expectAgrees(got.difference, got.first === first ? want.difference : -want.difference, 1e-9);
      expectAgrees(got.pValue, want.pValue, 1e-6);
    }
  });
});
