import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseSampleCodeKey, questionnaire, type Questionnaire } from '@palate/engine';
import { ErrorCode, type PageView } from '@palate/protocol';
import { xbarChart, individualsChart } from '@palate/stats';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { judgeCodes } from '../src/publishing/judge-codes.ts';
import { importDefinition } from '../src/publishing/publishing.service.ts';
import { openWorkbook, signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

/** Two cups of the library's chocolate (two batches of it) and a competitor's, rated for sweetness. */
const DEFINITION: Questionnaire = questionnaire.parse({
  name: 'chocolate-qc',
  title: 'Chocolate',
  design: 'fixed',
  products: [
    { id: 'first', name: 'Our chocolate, first batch', libraryProduct: 'CHOC-70' },
    { id: 'second', name: 'Our chocolate, second batch', libraryProduct: 'CHOC-70' },
    { id: 'rival', name: 'Their chocolate' },
  ],
  pages: [
    {
      id: 'rating',
      perSample: true,
      controls: [
        { kind: 'scale', id: 'sweet', label: 'Sweetness', style: 'line', min: 0, max: 10 },
        { kind: 'scale', id: 'bitter', label: 'Bitterness', style: 'line', min: 0, max: 10 },
      ],
    },
  ],
});

const DAY = 86_400_000;

describeEachDatabase('product library', (engine) => {
  let world: DemoApi;
  let tk: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    tk = (await signedInMember(world.test.database.db, world.api.now, { roles: ['admin'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  async function auditActions(): Promise<string[]> {
    const { entries } = await world.api.ok('acc/audit', { tk });
    // Entries made in the same millisecond come back in any order.
    return entries.map((entry) => entry.action).sort();
  }

  it('keeps products, fields and batches, each change audited, and refuses another account’s', async () => {
    await world.api.ok('acc/products/fields/save', {
      tk,
      fields: [
        { key: 'cocoa', label: 'Cocoa %', kind: 'number' },
        { key: 'launched', label: 'Launched', kind: 'date' },
      ],
    });
    const refused = await world.api.call('acc/products/save', {
      tk,
      code: 'CHOC-70',
      name: 'Dark 70',
      fields: { cocoa: 'seventy' },
    });
    expect(refused.errorType).toBe(ErrorCode.invalidRequest);
    const { product } = await world.api.ok('acc/products/save', {
      tk,
      code: 'CHOC-70',
      name: 'Dark 70',
      brand: 'Cacao & Co',
      fields: { cocoa: '70', launched: '2024-03-01' },
    });
    expect(product).toMatchObject({ code: 'CHOC-70', fields: { cocoa: '70', launched: '2024-03-01' }, batches: 0 });
    const clash = await world.api.call('acc/products/save', { tk, code: 'CHOC-70', name: 'Another' });
    expect(clash.errorType).toBe(ErrorCode.invalidRequest);
    await world.api.ok('acc/products/save', {
      tk,
      id: product.id,
      code: 'CHOC-70',
      name: 'Dark 70 %',
      category: 'bar',
    });
    const { batch } = await world.api.ok('acc/products/batch/save', {
      tk,
      product: product.id,
      lot: 'L-001',
      productionDate: Date.UTC(2026, 0, 5),
      plant: 'Lyon',
    });
    await world.api.ok('acc/products/batch/save', { tk, product: product.id, lot: 'L-000', productionDate: null });
    const detail = await world.api.ok('acc/products/get', { tk, id: product.id });
    expect(detail.product).toMatchObject({ name: 'Dark 70 %', category: 'bar', batches: 2 });
    // Undated batches come after dated ones: a control chart reads them in this order.
    expect(detail.batches.map((one) => one.lot)).toEqual(['L-001', 'L-000']);
    await world.api.ok('acc/products/batch/delete', { tk, id: batch.id });

    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, {
        roles: ['user'],
        accountId: await otherAccount(),
      })
    ).tk;
    for (const [path, body] of [
      ['acc/products/get', { id: product.id }],
      ['acc/products/delete', { id: product.id }],
      ['acc/products/chart', { id: product.id }],
    ] as const) {
      expect((await world.api.call(path, { tk: stranger, ...body })).errorType, path).toBe(ErrorCode.invalidRequest);
    }
    expect((await world.api.ok('acc/products/list', { tk: stranger })).products).toEqual([]);

    await world.api.ok('acc/products/delete', { tk, id: product.id });
    expect((await world.api.ok('acc/products/list', { tk })).products).toEqual([]);
    expect(await auditActions()).toEqual(
      [
        'product.fields',
        'product.create',
        'product.update',
        'batch.create',
        'batch.create',
        'batch.delete',
        'product.delete',
      ].sort(),
    );
  });

  async function otherAccount(): Promise<string> {
    const id = newId();
    await insertAccount(world.test.database.db, { id, code: 'other', name: 'Other', created_at: world.api.now });
    return id;
  }

  it('refuses a file with a bad line whole, naming each bad line, and takes it once corrected', async () => {
    await world.api.ok('acc/products/fields/save', {
      tk,
      fields: [{ key: 'cocoa', label: 'Cocoa %', kind: 'number' }],
    });
    const products = [
      'code,name,brand,category,cocoa',
      'CHOC-70,Dark 70,Cacao & Co,bar,70',
      '"CHOC-85","Dark, 85",Cacao & Co,bar,eighty-five',
      'CHOC-70,Dark again,,,',
      'MILK,"Milk ""classic""",,,32',
    ];
    const bad = await world.api.ok('acc/products/import', { tk, kind: 'products', text: products.join('\n') });
    expect(bad.imported).toBe(0);
    expect(bad.faults.map((fault) => fault.line)).toEqual([3, 4]);
    expect((await world.api.ok('acc/products/list', { tk })).products).toEqual([]);

    const fixed = [products[0], products[1], '"CHOC-85","Dark, 85",Cacao & Co,bar,85', products[4]].join('\r\n');
    expect(await world.api.ok('acc/products/import', { tk, kind: 'products', text: fixed })).toMatchObject({
      faults: [],
      imported: 3,
    });
    const batches = [
      'product,lot,production_date,plant,best_before,notes',
      'CHOC-70,L1,2026-01-05,Lyon,2027-01-05,',
      'CHOC-70,L2,2026-02-30,Lyon,,',
      'NOPE,L1,,,,',
      'MILK,M1,,Bern,,"two lines\nof notes"',
    ];
    const badBatches = await world.api.ok('acc/products/import', { tk, kind: 'batches', text: batches.join('\n') });
    expect(badBatches.faults.map((fault) => fault.line)).toEqual([3, 4]);
    const unclosed = await world.api.ok('acc/products/import', {
      tk,
      kind: 'batches',
      text: `${batches[0]}\nCHOC-70,L1,,,,"never closed\n`,
    });
    expect(unclosed.faults).toEqual([{ line: 2, message: expect.any(String) }]);
    expect((await world.api.ok('acc/products/list', { tk })).products.every((product) => product.batches === 0)).toBe(
      true,
    );
    await world.api.ok('acc/products/import', {
      tk,
      kind: 'batches',
      text: [batches[0], batches[1], batches[4]].join('\n'),
    });

    const exported = await world.api.ok('acc/products/export', { tk, kind: 'products' });
    expect(exported.content).toBe(
      'code,name,brand,category,cocoa\r\nCHOC-70,Dark 70,Cacao & Co,bar,70\r\nCHOC-85,"Dark, 85",Cacao & Co,bar,85\r\nMILK,"Milk ""classic""",,,32\r\n',
    );
    const exportedBatches = await world.api.ok('acc/products/export', { tk, kind: 'batches' });
    // The file exported is one the import takes back unchanged.
    expect(
      await world.api.ok('acc/products/import', { tk, kind: 'batches', text: exportedBatches.content }),
    ).toMatchObject({ faults: [], imported: 2 });
    expect(exportedBatches.content).toContain('MILK,M1,,Bern,,"two lines\nof notes"');
    expect(await auditActions()).toEqual([
      'product.fields',
      'product.import.batches',
      'product.import.batches',
      'product.import.products',
    ]);
  });

  /** The product each blinding code of the publication stands for. */
  async function productsByCode(publicationId: string): Promise<Map<string, string>> {
    const publication = await findPublication(world.test.database.db, publicationId);
    return new Map(
      Object.entries(judgeCodes(publication!, 0)).map(([key, code]) => [code, parseSampleCodeKey(key).productId]),
    );
  }

  /** Publishes the chocolate test serving two batches, and has `judges` judges rate each cup. */
  async function servedTest(
    questionnaireId: string,
    productId: string,
    lots: [string, string],
    rate: (lot: string | null, judge: number, control: string) => number,
    judges: number,
  ): Promise<string> {
    const { id: block } = await world.api.ok('pub/create', {
      tk,
      questionnaireId,
      name: lots.join('+'),
      anonymous: true,
    });
    const { batches } = await world.api.ok('acc/products/get', { tk, id: productId });
    const batchOf = (lot: string): string => batches.find((batch) => batch.lot === lot)!.id;
    await world.api.ok('acc/products/serve', {
      tk,
      publication: block,
      served: [
        { product: 'first', batch: batchOf(lots[0]) },
        { product: 'second', batch: batchOf(lots[1]) },
      ],
    });
    const product = await productsByCode(block);
    const lotOf = (id: string): string | null => (id === 'first' ? lots[0] : id === 'second' ? lots[1] : null);
    for (let judge = 0; judge < judges; judge++) {
      const judgeTk = await world.api.newJudge();
      const { se } = await world.api.ok('run/reqStart', { tk: judgeTk, block });
      await world.api.answerToEnd(judgeTk, se, (page: PageView) => {
        const lot = lotOf(product.get(page.sample!.code)!);
        return ['sweet', 'bitter'].map((controlId) => ({ controlId, value: rate(lot, judge, controlId) }));
      });
    }
    return block;
  }

  it('refuses to publish an unknown library product, exports each served batch, and charts the batches as the stats package does', async () => {
    const questionnaireId = await importDefinition(world.test.database.db, DEFINITION, world.api.now);
    const unknown = await world.api.call('pub/create', { tk, questionnaireId, name: 'Too early', anonymous: true });
    expect(unknown.errorType).toBe(ErrorCode.libraryProductUnknown);
    expect(unknown.errorData).toEqual({ product: 'first', code: 'CHOC-70' });

    const { product } = await world.api.ok('acc/products/save', { tk, code: 'CHOC-70', name: 'Dark 70' });
    const start = Date.UTC(2026, 0, 1);
    const lots = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8'];
    for (const [i, lot] of lots.entries()) {
      // Entered out of order: the chart reads them by production date.
      await world.api.ok('acc/products/batch/save', {
        tk,
        product: product.id,
        lot,
        productionDate: start + (lots.length - i) * 7 * DAY,
      });
    }
    // Time order is L8 … L1; L1, the latest, runs far sweeter.
    const level: Record<string, number> = { L8: 5, L7: 5.4, L6: 4.8, L5: 5.2, L4: 5.1, L3: 4.7, L2: 5.3, L1: 8 };
    const rate = (lot: string | null, judge: number, control: string): number =>
      control === 'bitter' ? 3 : lot === null ? 2 : level[lot]! + ((judge * 3) % 5) / 10 - 0.2;
    const judges = 3;
    const blocks: string[] = [];
    for (let i = 0; i < lots.length; i += 2) {
      blocks.push(await servedTest(questionnaireId, product.id, [lots[i]!, lots[i + 1]!], rate, judges));
      world.api.advance(1000);
    }

    const { content } = await world.api.ok('pub/export', { tk, id: blocks[0]!, format: 'long' });
    const [header, ...rows] = content
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header!.slice(3, 7)).toEqual(['sample_code', 'product', 'batch', 'attribute']);
    const batchColumn = header!.indexOf('batch');
    const lotsByProduct = new Set(rows.map((row) => `${row[batchColumn - 1]}:${row[batchColumn]}`));
    expect(lotsByProduct).toEqual(new Set(['first:L1', 'second:L2', 'rival:']));

    const wide = await world.api.ok('pub/export', { tk, id: blocks[0]!, format: 'wide' });
    const [wideHeader, ...wideRows] = wide.content
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    // The numbers stay one block from column 6: the batch comes after them.
    expect(wideHeader).toEqual([
      'publication',
      'judge',
      'product',
      'repetition',
      'sample_code',
      'sweet',
      'bitter',
      'batch',
    ]);
    expect(new Set(wideRows.map((row) => `${row[2]}:${row[7]}`))).toEqual(new Set(['first:L1', 'second:L2', 'rival:']));

    // The analysis lists each product with the batch it served, its lot and production date.
    const { batches } = await world.api.ok('acc/products/get', { tk, id: product.id });
    const producedOn = (lot: string) => batches.find((batch) => batch.lot === lot)!.productionDate;
    expect(producedOn('L1')).toBe(start + 8 * 7 * DAY);
    const { analysis } = await world.api.ok('pub/analysis', { tk, id: blocks[0]! });
    expect(analysis.products).toEqual([
      {
        id: 'first',
        name: 'Our chocolate, first batch',
        libraryProduct: 'CHOC-70',
        batch: { lot: 'L1', productionDate: producedOn('L1') },
      },
      {
        id: 'second',
        name: 'Our chocolate, second batch',
        libraryProduct: 'CHOC-70',
        batch: { lot: 'L2', productionDate: producedOn('L2') },
      },
      { id: 'rival', name: 'Their chocolate', libraryProduct: null, batch: null },
    ]);
    // The workbook has them on a sheet of their own.
    const xlsx = await world.api.ok('pub/export', { tk, id: blocks[0]!, format: 'xlsx' });
    const workbook = await openWorkbook(Buffer.from(xlsx.content, 'base64'));
    const sheet = workbook.getWorksheet('Products')!;
    const cells: unknown[][] = [];
    sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    const day = (lot: string) => new Date(producedOn(lot)!).toISOString().slice(0, 10);
    expect(cells).toEqual([
      ['product', 'name', 'library_product', 'batch', 'production_date'],
      ['first', 'Our chocolate, first batch', 'CHOC-70', 'L1', day('L1')],
      ['second', 'Our chocolate, second batch', 'CHOC-70', 'L2', day('L2')],
      ['rival', 'Their chocolate'],
    ]);

    const detail = await world.api.ok('acc/products/get', { tk, id: product.id });
    expect(detail.publications.map((publication) => publication.id)).toEqual([...blocks].reverse());
    expect(detail.publications.at(-1)!.served).toEqual([
      { product: 'first', name: 'Our chocolate, first batch', batch: { id: expect.any(String), lot: 'L1' } },
      { product: 'second', name: 'Our chocolate, second batch', batch: { id: expect.any(String), lot: 'L2' } },
    ]);

    const inTime = [...lots].reverse();
    const groups = inTime.map((lot) =>
      Array.from({ length: judges }, (_, judge) => rate(lot, judge, 'sweet')).sort((a, b) => a - b),
    );
    const baseline = { start: 0, end: 6 };
    const chart = await world.api.ok('acc/products/chart', { tk, id: product.id, control: 'sweet', baseline });
    expect(chart.questions.map((question) => question.control).sort()).toEqual(['bitter', 'sweet']);
    expect(chart.kind).toBe('xbar');
    expect(chart.batches.map((batch) => batch.lot)).toEqual(inTime);
    const expected = xbarChart(
      chart.batches.map((_, i) => groups[i]!),
      baseline,
    );
    if ('insufficient' in expected) throw new Error(expected.insufficient);
    expect(chart.chart!.centre).toBeCloseTo(expected.centre, 12);
    expect(chart.chart!.sigma).toBeCloseTo(expected.sigma, 12);
    expect(chart.chart!.points).toHaveLength(expected.points.length);
    chart.chart!.points.forEach((point, i) => {
      expect(point.value).toBeCloseTo(expected.points[i]!.value, 12);
      expect(point.upper).toBeCloseTo(expected.points[i]!.upper, 12);
    });
    expect(chart.chart!.beyondLimits).toEqual(expected.beyondLimits);
    expect(chart.chart!.beyondLimits).toContain(7);
    // The five latest batches flagged by the limits or a Western Electric rule.
    const flagged = new Set([
      ...expected.beyondLimits,
      ...expected.westernElectric.twoOfThreeBeyond2Sigma,
      ...expected.westernElectric.fourOfFiveBeyond1Sigma,
      ...expected.westernElectric.eightOnOneSide,
    ]);
    expect(chart.out.map((batch) => batch.lot)).toEqual(inTime.filter((_, i) => i >= 3 && flagged.has(i)));
    expect(chart.out.at(-1)).toEqual({ lot: 'L1', reasons: expect.arrayContaining(['beyondLimits']) });

    // No judge's variation on bitterness: the chart says why it has no limits.
    const flat = await world.api.ok('acc/products/chart', { tk, id: product.id, control: 'bitter' });
    expect(flat).toMatchObject({ chart: null, insufficient: expect.any(String) });
  });

  it('lists the batches a questionnaire’s library products may serve, and records the batch served, audited, for the account’s leaders only', async () => {
    const questionnaireId = await importDefinition(world.test.database.db, DEFINITION, world.api.now);
    // Before the library has the product: named, with nothing to serve (publishing refuses it).
    expect(await world.api.ok('acc/products/servable', { tk, questionnaire: questionnaireId })).toMatchObject({
      products: [
        { product: 'first', name: 'Our chocolate, first batch', library: null, batches: [] },
        { product: 'second', name: 'Our chocolate, second batch', library: null, batches: [] },
      ],
    });
    const { product } = await world.api.ok('acc/products/save', { tk, code: 'CHOC-70', name: 'Dark 70' });
    const other = await world.api.ok('acc/products/save', { tk, code: 'MILK', name: 'Milk' });
    const late = await world.api.ok('acc/products/batch/save', {
      tk,
      product: product.id,
      lot: 'L2',
      productionDate: 9 * DAY,
    });
    const early = await world.api.ok('acc/products/batch/save', {
      tk,
      product: product.id,
      lot: 'L1',
      productionDate: DAY,
    });
    const milk = await world.api.ok('acc/products/batch/save', { tk, product: other.product.id, lot: 'M1' });
    const servable = await world.api.ok('acc/products/servable', { tk, questionnaire: questionnaireId });
    expect(servable.products.map((one) => [one.product, one.library?.code, one.batches.map((b) => b.lot)])).toEqual([
      ['first', 'CHOC-70', ['L1', 'L2']],
      ['second', 'CHOC-70', ['L1', 'L2']],
    ]);

    const { id: publication } = await world.api.ok('pub/create', { tk, questionnaireId, name: 'QC', anonymous: true });
    const refusals = [
      [{ product: 'rival', batch: early.batch.id }, 'names no product of the library'],
      [{ product: 'first', batch: milk.batch.id }, 'not one of "CHOC-70"'],
      [{ product: 'nothing', batch: null }, 'no product "nothing"'],
    ] as const;
    for (const [served, reason] of refusals) {
      const refused = await world.api.call('acc/products/serve', { tk, publication, served: [served] });
      expect(refused.errorType).toBe(ErrorCode.invalidRequest);
      expect(JSON.stringify(refused)).toContain(reason.replaceAll('"', '\\"'));
    }
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, {
        roles: ['admin'],
        accountId: await otherAccount(),
      })
    ).tk;
    expect(
      (await world.api.call('acc/products/servable', { tk: stranger, questionnaire: questionnaireId })).errorType,
    ).toBe(ErrorCode.invalidRequest);
    const foreign = await world.api.call('acc/products/serve', {
      tk: stranger,
      publication,
      served: [{ product: 'first', batch: early.batch.id }],
    });
    expect(foreign.errorType).toBe(ErrorCode.invalidRequest);

    await world.api.ok('acc/products/serve', {
      tk,
      publication,
      served: [
        { product: 'first', batch: early.batch.id },
        { product: 'second', batch: late.batch.id },
      ],
    });
    const detail = await world.api.ok('acc/products/get', { tk, id: product.id });
    expect(detail.publications[0]!.served.map((one) => [one.product, one.batch?.lot])).toEqual([
      ['first', 'L1'],
      ['second', 'L2'],
    ]);
    const { entries } = await world.api.ok('acc/audit', { tk });
    expect(entries.filter((entry) => entry.action === 'publication.batches')).toHaveLength(1);
  });

  it('charts batches rated once each as individuals with their moving ranges', async () => {
    const questionnaireId = await importDefinition(world.test.database.db, DEFINITION, world.api.now);
    const { product } = await world.api.ok('acc/products/save', { tk, code: 'CHOC-70', name: 'Dark 70' });
    const lots = ['A', 'B', 'C', 'D'];
    for (const [i, lot] of lots.entries()) {
      await world.api.ok('acc/products/batch/save', { tk, product: product.id, lot, productionDate: i * DAY });
    }
    const level: Record<string, number> = { A: 5, B: 6.5, C: 5.5, D: 7 };
    const rate = (lot: string | null): number => (lot === null ? 1 : level[lot]!);
    await servedTest(questionnaireId, product.id, ['A', 'B'], rate, 1);
    await servedTest(questionnaireId, product.id, ['C', 'D'], rate, 1);
    const chart = await world.api.ok('acc/products/chart', { tk, id: product.id });
    expect(chart.kind).toBe('individuals');
    const expected = individualsChart(lots.map((lot) => level[lot]!));
    if ('insufficient' in expected) throw new Error(expected.insufficient);
    expect(chart.chart!.centre).toBeCloseTo(expected.individuals.centre, 12);
    expect(chart.chart!.sigma).toBeCloseTo(expected.individuals.sigma, 12);
    expect(chart.movingRange!.points.map((point) => point.value)).toEqual(
      expected.movingRange.points.map((point) => point.value),
    );
    expect(chart.movingRange!.centre).toBeCloseTo(expected.movingRange.centre, 12);
  });
});
