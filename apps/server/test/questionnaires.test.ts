import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { questionnaire, type Answer } from '@palate/engine';
import { CallError, type PageView } from '@palate/protocol';
import { buildApp } from '../src/app.ts';
import { importDefinition, publishQuestionnaire, type PublishOptions } from '../src/publishing/publishing.service.ts';
import { longResults, toCsv, toWideCsv } from '../src/results/results.service.ts';
import { decodeText } from '../src/publishing/sample-code-file.ts';
import { TEST_SETTINGS, type ApiClient } from './api.ts';
import { exampleDefinition } from './fixtures.ts';
import { createTestDatabase, describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const OPEN: PublishOptions = { name: 'Test', anonymous: true, targetJudges: null, expiresAt: null, tray: null };

describeEachDatabase('questionnaires for sensory science', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function publish(file: string, options: Partial<PublishOptions> = {}) {
    const id = await importDefinition(test.database.db, exampleDefinition(file), api.now);
    return publishQuestionnaire(test.database.db, id, { ...OPEN, ...options }, api.now);
  }

  async function post(tk: string, se: string, page: PageView, answers: Answer[], moving = 'next') {
    return api.call('run/post', { tk, se, postId: randomUUID(), position: page.position, answers, moving });
  }

  it('keeps the answers of each repetition apart, with new codes in the replicate', async () => {
    const { publicationId } = await publish('descriptive-profile.yaml');
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
    let { page } = await api.ok('run/start', { tk, se });
    const seen: { key: string; code: string | undefined }[] = [];
    for (let step = 0; ; step++) {
      seen.push({ key: page.key, code: page.sample?.code });
      // Every rating is the screen's position, so each stored value tells where it came from.
      const answers = page.controls
        .filter((c) => c.kind === 'scale')
        .map((c) => ({ controlId: c.id, value: Math.min(10, page.position) }));
      const result = await post(tk, se, page, answers);
      expect(result.errorType).toBe(0);
      if (result.finished) break;
      page = result.page!;
      expect(step).toBeLessThan(20);
    }
    // welcome + 3 samples, twice, as the judge's list says.
    expect(seen).toHaveLength(8);
    const listed = (await api.ok('term/publication', { tk })).pubs.find((p) => p.pubId === publicationId);
    expect(listed?.items[0]).toMatchObject({ nr: 8, nb: 8, status: 'finished' });
    expect(new Set(seen.map((s) => s.key)).size).toBe(8);
    const codes = seen.flatMap((s) => (s.code ? [s.code] : []));
    expect(new Set(codes).size).toBe(6);

    const results = (await longResults(test.database.db, publicationId)).filter((r) => r.attribute === 'firmness');
    expect(results).toHaveLength(6);
    expect(results.filter((r) => r.repetition === 1).map((r) => r.value)).toEqual([1, 2, 3]);
    expect(results.filter((r) => r.repetition === 2).map((r) => r.value)).toEqual([5, 6, 7]);
    const wide = toWideCsv(await longResults(test.database.db, publicationId))
      .trim()
      .split('\r\n');
    expect(wide[0]).toBe('publication,judge,product,repetition,sample_code,firmness,saltiness,fruity');
    expect(wide).toHaveLength(1 + 6);
    expect(toCsv(results).split('\r\n')[0]).toBe(
      'publication,judge,repetition,sample_code,product,attribute,value,text,position,x,y,group,words,intensity,shown,control_position,choice_position,run_status',
    );
  });

  it('serves the triangle cups by code, refuses a changed forced choice, and scores the answer', async () => {
    const { publicationId, codes } = await publish('triangle-test.yaml');
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
    const { page: instructions } = await api.ok('run/start', { tk, se });
    const triangle = (await post(tk, se, instructions, [])).page!;
    const cups = triangle.served.odd!;
    // The first judge gets AAB: the control's two cups, then the reduced-sugar one.
    expect(cups).toEqual([codes.control, codes['control.2'], codes.reduced]);
    // Blind: the judge's screen names neither product.
    expect(JSON.stringify(triangle)).not.toMatch(/"control"|reduced|sugar|recipe/i);

    const unknown = await post(tk, se, triangle, [{ controlId: 'odd', choices: ['000'] }]);
    expect(unknown.errorData).toMatchObject({ issues: [{ controlId: 'odd', rule: 'unknownCode' }] });

    // Changing one's mind before moving on is allowed.
    const draft = await post(tk, se, triangle, [{ controlId: 'odd', choices: [codes.control!] }], 'stay');
    expect(draft.errorType).toBe(0);
    const reason = (await post(tk, se, triangle, [{ controlId: 'odd', choices: [codes.reduced!] }])).page!;
    expect(reason.key).toBe('reason');
    // Back to the test after moving on: the answer now stands.
    const back = (await post(tk, se, reason, [], 'prev')).page!;
    expect(back.answers).toEqual([{ controlId: 'odd', choices: [codes.reduced] }]);
    const changed = await post(tk, se, back, [{ controlId: 'odd', choices: [codes.control!] }]);
    expect(changed.errorType).toBe(52000);
    expect(changed.errorData).toMatchObject({ issues: [{ controlId: 'odd', rule: 'locked' }] });
    const again = (await post(tk, se, back, [{ controlId: 'odd', choices: [codes.reduced!] }])).page!;
    expect((await post(tk, se, again, [{ controlId: 'why', text: 'Less sweet' }])).finished).toBe(true);

    const [result] = (await longResults(test.database.db, publicationId)).filter((r) => r.attribute === 'odd');
    expect(result).toMatchObject({ value: 1, sampleCode: codes.reduced, product: 'reduced' });
  });

  it('asks for the tray number: missing 3402, low 3403, high 3404, used 3406; the tray fixes the order', async () => {
    const { publicationId } = await publish('consumer-test.yaml', { tray: { min: 1, max: 3, unique: true } });
    const first = await api.newJudge();
    const started = await api.ok('run/reqStart', { tk: first, block: publicationId });
    expect(started.pres.tray).toEqual({ min: 1, max: 3 });
    const start = (tk: string, se: string, tray?: number) =>
      api.call('run/start', { tk, se, ...(tray === undefined ? {} : { pres: { tray } }) });
    expect((await start(first, started.se)).errorType).toBe(3402);
    expect((await start(first, started.se, 0)).errorType).toBe(3403);
    expect((await start(first, started.se, 4)).errorType).toBe(3404);
    expect((await start(first, started.se, 2)).errorType).toBe(0);
    // Once given, the tray is not asked again.
    expect((await api.ok('run/reqStart', { tk: first, block: publicationId })).pres.tray).toBeNull();
    expect((await start(first, started.se)).errorType).toBe(0);

    const second = await api.newJudge();
    const other = await api.ok('run/reqStart', { tk: second, block: publicationId });
    expect((await start(second, other.se, 2)).errorType).toBe(3406);
    expect((await start(second, other.se, 3)).errorType).toBe(0);
  });

  it('lets run/start choose the design row with pres.order when there is no tray prompt', async () => {
    const { publicationId } = await publish('descriptive-profile.yaml');
    const firstSample = async (order?: number) => {
      const tk = await api.newJudge();
      const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
      const { page } = await api.ok('run/start', { tk, se, ...(order === undefined ? {} : { pres: { order } }) });
      return (await post(tk, se, page, [])).page!.sample?.code;
    };
    // Judges 1 and 2 ask for row 3; judge 3 gets row 3 by arriving third; judge 4 asks for row 1.
    const chosen = [await firstSample(3), await firstSample(3), await firstSample(), await firstSample(1)];
    expect(chosen[1]).toBe(chosen[0]);
    expect(chosen[2]).toBe(chosen[0]);
    expect(chosen[3]).not.toBe(chosen[0]);
  });

  it('ranks the samples by their codes and exports one rank per sample', async () => {
    const { publicationId, codes } = await publish('consumer-test.yaml');
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
    let { page } = await api.ok('run/start', { tk, se });
    const answersFor = (screen: PageView): Answer[] =>
      screen.controls.flatMap((c): Answer[] => {
        if (c.kind === 'single') return [{ controlId: c.id, choices: ['weekly'] }];
        if (c.kind === 'scale') return [{ controlId: c.id, value: c.justRight ? 3 : 7 }];
        if (c.kind === 'multiple') return [{ controlId: c.id, choices: ['sweet', 'fresh'] }];
        if (c.kind === 'rank') {
          const served = screen.served[c.id]!;
          // Ties and unknown codes are refused below; this is the judge's final ranking.
          return [{ controlId: c.id, ranks: Object.fromEntries(served.map((code, i) => [code, i + 1])) }];
        }
        return [];
      });
    for (;;) {
      if (page.controls.some((c) => c.kind === 'rank')) {
        const served = page.served.preference!;
        expect([...served].sort()).toEqual([codes.fresh, codes.concentrate, codes.light].sort());
        const tie = await post(tk, se, page, [
          { controlId: 'preference', ranks: { [served[0]!]: 1, [served[1]!]: 1, [served[2]!]: 2 } },
        ]);
        expect(tie.errorData).toMatchObject({ issues: [{ rule: 'rankTie' }] });
      }
      const result = await post(tk, se, page, answersFor(page));
      expect(result.errorType).toBe(0);
      if (result.finished) break;
      page = result.page!;
    }
    const results = await longResults(test.database.db, publicationId);
    expect(
      results
        .filter((r) => r.attribute === 'preference')
        .map((r) => r.value)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(results.filter((r) => r.attribute === 'cata.sweet').map((r) => r.value)).toEqual([1, 1, 1]);
    expect(results.filter((r) => r.attribute === 'cata.bitter').map((r) => r.value)).toEqual([0, 0, 0]);
    expect(results.find((r) => r.attribute === 'frequency')).toMatchObject({ value: 2, text: 'weekly' });
  });

  it('serves only the products of the set published (session parameter n)', async () => {
    const definition = questionnaire.parse({
      name: 'sets',
      title: 'Two sittings',
      products: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `Product ${id}` })),
      sets: [
        ['A', 'B'],
        ['C', 'D'],
      ],
      pages: [
        { id: 'rate', perSample: true, controls: [{ kind: 'comment', id: 'c', label: 'c', mandatory: true }] },
        { id: 'order', controls: [{ kind: 'rank', id: 'pref', label: 'Preference', lastMayBeLeft: true }] },
      ],
    });
    const id = await importDefinition(test.database.db, definition, api.now);
    const { publicationId, codes } = await publishQuestionnaire(test.database.db, id, { ...OPEN, set: 2 }, api.now);
    await expect(publishQuestionnaire(test.database.db, id, { ...OPEN, set: 3 }, api.now)).rejects.toThrow(/no set 3/);
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
    const first = (await api.ok('run/start', { tk, se })).page;
    expect(first.count).toBe(3);
    const second = (await post(tk, se, first, [{ controlId: 'c', text: 'x' }])).page!;
    expect([first.sample?.code, second.sample?.code].sort()).toEqual([codes.C, codes.D].sort());
    const ranking = (await post(tk, se, second, [{ controlId: 'c', text: 'y' }])).page!;
    expect(ranking.served.pref).toEqual([first.sample?.code, second.sample?.code]);
    // The last sample left unranked takes the last rank in the export.
    const done = await post(tk, se, ranking, [{ controlId: 'pref', ranks: { [second.sample!.code]: 1 } }]);
    expect(done.finished).toBe(true);
    const ranks = (await longResults(test.database.db, publicationId)).filter((r) => r.attribute === 'pref');
    expect(ranks.map((r) => [r.sampleCode, r.value])).toEqual([
      [first.sample?.code, 2],
      [second.sample?.code, 1],
    ]);
  });

  it('refuses to publish more samples than there are 3-digit codes, saying why, unless a code file gives them', async () => {
    const definition = questionnaire.parse({
      name: 'many',
      title: 'Many products',
      design: 'fixed',
      products: Array.from({ length: 460 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` })),
      pages: [{ id: 'rate', perSample: true, controls: [{ kind: 'comment', id: 'c', label: 'c' }] }],
    });
    const id = await importDefinition(test.database.db, definition, api.now);
    await expect(publishQuestionnaire(test.database.db, id, { ...OPEN, repetitions: 2 }, api.now)).rejects.toThrow(
      /920 samples need a code .* only 900 three-digit codes/,
    );
    const codeFile = ['product,code,repetition']
      .concat(definition.products.flatMap((p, i) => [`${p.id},A${i},1`, `${p.id},B${i},2`]))
      .join('\n');
    const published = await publishQuestionnaire(
      test.database.db,
      id,
      { ...OPEN, repetitions: 2, codeFile: Buffer.from(codeFile) },
      api.now,
    );
    expect(Object.keys(published.codes)).toHaveLength(920);
  });

  it('reads a sample code file and names the line at fault', async () => {
    const id = await importDefinition(test.database.db, exampleDefinition('descriptive-profile.yaml'), api.now);
    const publishWith = (text: string | Uint8Array) =>
      publishQuestionnaire(
        test.database.db,
        id,
        { ...OPEN, repetitions: 1, codeFile: typeof text === 'string' ? Buffer.from(text) : text },
        api.now,
      );
    const fault = async (text: string) => {
      const error = await publishWith(text).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallError);
      return { code: (error as CallError).code, line: ((error as CallError).data as { line?: number }).line };
    };
    const good = 'product,code\ncomte12,101\ncomte24,102\nbeaufort,103\n';
    expect((await publishWith(good)).codes).toEqual({ comte12: '101', comte24: '102', beaufort: '103' });
    expect(await fault('')).toEqual({ code: 3711, line: undefined });
    expect(await fault('sample,label\n')).toEqual({ code: 3712, line: 1 });
    expect(await fault('product,code\ncomte12,101,x\n')).toEqual({ code: 3713, line: 2 });
    expect(await fault('product,code\ncomte12,101\nbrie,102\n')).toEqual({ code: 3714, line: 3 });
    expect(await fault('product,code\ncomte12,1 1\n')).toEqual({ code: 3715, line: 2 });
    expect(await fault('product,code\ncomte12,101\n\ncomte24,101\n')).toEqual({ code: 3716, line: 4 });
    expect(await fault('product,code\ncomte12,101\ncomte12,102\n')).toEqual({ code: 3717, line: 3 });
    expect(await fault('product,code\ncomte12,101\ncomte24,102\n')).toEqual({ code: 3718, line: 4 });
    expect(await fault('product,code\n"comte12,101\n')).toEqual({ code: 9102, line: 2 });
    expect(await fault('product,code,repetition\ncomte12,101,2\n')).toEqual({ code: 9103, line: 2 });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('product;code\r\ncomte12;1\r\ncomte24;2\r\nbeaufort;3', 'utf16le'),
    ]);
    expect((await publishWith(utf16)).codes).toEqual({ comte12: '1', comte24: '2', beaufort: '3' });
  });
});

describe('text encodings of sample code files', () => {
  it('reads UTF-8 with and without BOM, UTF-16 big endian, GB18030 and windows-1252', () => {
    expect(decodeText(Buffer.from('\ufeffproduit,é'))).toBe('produit,é');
    expect(decodeText(Buffer.from('produit,é'))).toBe('produit,é');
    const be = Buffer.from('code', 'utf16le').swap16();
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe('code');
    // 样品 in GB18030.
    expect(decodeText(Buffer.from([0xd1, 0xf9, 0xc6, 0xb7, 0x2c, 0x31]))).toBe('样品,1');
    // "Comté" in windows-1252: é then a letter is not taken for a Chinese character.
    expect(decodeText(Buffer.from([0x43, 0x6f, 0x6d, 0x74, 0xe9, 0x73]))).toBe('Comtés');
    expect(() => decodeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toThrow(CallError);
  });
});

describe('GET /ws/fzRun.dll/img', () => {
  let folder: string;
  let test: TestDatabase;
  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'palate-img-'));
    writeFileSync(join(folder, 'cups.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(tmpdir(), 'palate-secret.png'), 'secret');
    test = await createTestDatabase('sqlite');
  });
  afterEach(async () => {
    rmSync(folder, { recursive: true, force: true });
    await test.drop();
  });

  it('serves a picture of the folder, refuses path traversal, and other file types with 4150', async () => {
    const app = await buildApp({ database: test.database, settings: TEST_SETTINGS, imageDir: folder });
    const get = (name: string) =>
      app.inject({ method: 'GET', url: `/ws/fzRun.dll/img?nm=${encodeURIComponent(name)}` });
    const picture = await get('cups.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    for (const name of ['../palate-secret.png', '..%2Fpalate-secret.png', '/etc/passwd.png', '.hidden.png']) {
      const refused = await get(name);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).not.toContain('secret');
    }
    const script = await get('run.js');
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ errorType: 4150 });
    expect((await get('missing.png')).statusCode).toBe(404);
    await app.close();
  });
});
