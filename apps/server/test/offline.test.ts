import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OfflineDownload, PageView } from '@palate/protocol';
import { demoQuestionnaire } from '../src/seed/demo-questionnaire.ts';
import type { DemoSeed } from '../src/seed/demo.ts';
import { hashToken } from '../src/security/tokens.ts';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import { longResults, toWideCsv } from '../src/results/results.service.ts';
import type { ApiClient } from './api.ts';
import { publishDemoAgain } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const PROFILE = resolve(import.meta.dirname, '../../../examples/descriptive-profile.yaml');

/** Every answer a screen needs: `value` on category scales, 3 on line scales. */
function answersOf(page: PageView, value = 5) {
  return page.controls
    .filter((control) => control.kind === 'scale')
    .map((control) => ({ controlId: control.id, value: control.style === 'category' ? value : 3 }));
}

describeEachDatabase('offline answering', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let seed: DemoSeed;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, seed, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function download(block = seed.publicationId, pres?: { tray?: number }) {
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block });
    const started = await api.ok('run/start', { tk, se, offline: true, ...(pres ? { pres } : {}) });
    if (!started.offline) throw new Error('no download');
    return { tk, se, page: started.page, offline: started.offline };
  }

  /** The upload of a download with every screen answered (category scales at `value`) and finished. */
  function completeUpload(offline: OfflineDownload, value = 5) {
    return {
      id: offline.id,
      se: offline.se,
      key: offline.uploadKey,
      uploadId: randomUUID(),
      pages: offline.pages.map((page) => ({ position: page.position, answers: answersOf(page, value) })),
      position: offline.pages.at(-1)!.position,
      finished: true,
    };
  }

  async function likings(publicationId = seed.publicationId) {
    const rows = await longResults(test.database.db, publicationId);
    return rows.filter((row) => row.attribute === 'overall_liking').map((row) => row.value);
  }

  it('downloads every screen of the run, blinded, with the answers already given and a key kept hashed', async () => {
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block: seed.publicationId });
    const { page: welcome } = await api.ok('run/start', { tk, se });
    const first = await api.ok('run/post', { tk, se, postId: randomUUID(), position: 0, answers: [], moving: 'next' });
    await api.ok('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: 1,
      answers: answersOf(first.page!, 7),
      moving: 'next',
    });

    const { page, offline } = await api.ok('run/start', { tk, se, offline: true });
    expect(page.position).toBe(2);
    expect(offline).toMatchObject({
      id: seed.publicationId,
      text: demoQuestionnaire.title,
      se,
      nr: 2,
      nb: welcome.count,
      order: 1,
      promptOrder: null,
      position: 2,
      furthest: 2,
      expiresAt: null,
    });
    expect(offline!.pages.map((screen) => screen.position)).toEqual([...Array(welcome.count).keys()]);
    expect(offline!.pages[2]).toEqual(page);
    expect(offline!.pages[1]!.answers).toEqual(answersOf(first.page!, 7));
    expect(offline!.pages[3]!.answers).toEqual([]);
    // Codes only: no product's name or id anywhere, keys included.
    const json = JSON.stringify(offline);
    for (const product of demoQuestionnaire.products) {
      expect(json).not.toContain(product.id);
      expect(json).not.toContain(product.name);
    }
    expect(offline!.pages.filter((screen) => screen.sample).every((screen) => screen.key.includes('@'))).toBe(true);

    expect(offline!.uploadKey.length).toBeGreaterThanOrEqual(22);
    const stored = await test.database.db
      .selectFrom('judge_session')
      .select(['upload_key_hash', 'downloaded_at'])
      .where('id', '=', se)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ upload_key_hash: hashToken(offline!.uploadKey), downloaded_at: api.now });

    // A new download replaces the key: the first one can no longer send results.
    const again = (await api.ok('run/start', { tk, se, offline: true })).offline!;
    expect(again.uploadKey).not.toBe(offline!.uploadKey);
    const stale = await api.call('run/upload', { ...completeUpload(offline!), key: offline!.uploadKey });
    expect(stale.errorType).toBe(3301);
  });

  it('refuses a download of a publication that does not allow it, and the list says which do', async () => {
    const online = await publishDemoAgain(test.database.db, seed, { offline: false });
    const tk = await api.newJudge();
    const { pubs } = await api.ok('term/publication', { tk });
    // Both were published at the same instant, so the list's order between them is arbitrary.
    expect(new Map(pubs.map((pub) => [pub.pubId, pub.items[0]!.offlineEnabled]))).toEqual(
      new Map([
        [seed.publicationId, true],
        [online, false],
      ]),
    );
    const { se } = await api.ok('run/reqStart', { tk, block: online });
    const refused = await api.call('run/start', { tk, se, offline: true });
    expect(refused.errorType).toBe(52001);
    expect((await api.ok('run/start', { tk, se })).page.position).toBe(0);
  });

  it('asks for the tray number before a download and serves the tray’s order', async () => {
    await test.database.db
      .updateTable('publication')
      .set({ tray_min: 1, tray_max: 6 })
      .where('id', '=', seed.publicationId)
      .execute();
    const tk = await api.newJudge();
    const { se } = await api.ok('run/reqStart', { tk, block: seed.publicationId });
    expect((await api.call('run/start', { tk, se, offline: true })).errorType).toBe(3402);
    const { offline } = await api.ok('run/start', { tk, se, offline: true, pres: { tray: 3 } });
    expect(offline).toMatchObject({ promptOrder: 3, order: 3 });
  });

  it('takes the results without a token, finishes the run, exports them, and stores nothing twice', async () => {
    const { tk, offline } = await download();
    const results = completeUpload(offline, 8);
    // The judge's token is not needed: it may have expired by the time the device is online.
    expect(await api.ok('run/upload', { ...results, log: [{ at: api.now, event: 'uploaded' }] })).toMatchObject({
      finished: true,
    });
    expect(await likings()).toEqual([8, 8, 8]);
    const wide = toWideCsv(await longResults(test.database.db, seed.publicationId));
    expect(wide.trim().split('\n')).toHaveLength(4);
    const item = (await api.ok('term/publication', { tk })).pubs[0]!.items[0]!;
    expect(item).toMatchObject({ status: 'finished', nr: offline.nb });
    const log = await test.database.db.selectFrom('offline_upload').select(['log']).execute();
    expect(log.map((row) => JSON.parse(row.log) as unknown)).toEqual([[{ at: api.now, event: 'uploaded' }]]);

    // The reply was lost: the same upload again gets the same answer and stores nothing more.
    expect(await api.ok('run/upload', { ...results, pages: [] })).toEqual(expect.objectContaining({ finished: true }));
    expect(await likings()).toEqual([8, 8, 8]);
    // The key is spent: another upload of the download is refused.
    expect((await api.call('run/upload', { ...results, uploadId: randomUUID() })).errorType).toBe(3301);
  });

  it('answers a wrong key and an unknown session alike', async () => {
    const { offline } = await download();
    const wrongKey = await api.call('run/upload', { ...completeUpload(offline), key: 'x'.repeat(43) });
    const unknown = await api.call('run/upload', { ...completeUpload(offline), se: 'nobody' });
    expect(wrongKey.errorType).toBe(3301);
    expect(unknown).toEqual(wrongKey);
    // A resend's id does not open another run with a wrong key either.
    const results = completeUpload(offline);
    await api.ok('run/upload', results);
    expect((await api.call('run/upload', { ...results, key: 'y'.repeat(43) })).errorType).toBe(3301);
    expect(await likings()).toEqual([5, 5, 5]);
  });

  it('reports a conflict with answers given online after the download, and overwrites them when asked', async () => {
    const { tk, se, page, offline } = await download();
    await api.ok('run/post', { tk, se, postId: randomUUID(), position: page.position, answers: [], moving: 'next' });
    const second = (await api.ok('run/start', { tk, se })).page;
    await api.ok('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: second.position,
      answers: answersOf(second, 2),
      moving: 'next',
    });

    const results = completeUpload(offline, 9);
    const refused = await api.call('run/upload', results);
    expect(refused).toMatchObject({ errorType: 3310, errorData: { conflict: true } });
    expect(await likings()).toEqual([2]);

    expect((await api.ok('run/upload', { ...results, overwrite: true })).finished).toBe(true);
    expect(await likings()).toEqual([9, 9, 9]);
    expect((await api.ok('term/publication', { tk })).pubs[0]!.items[0]!.status).toBe('finished');
  });

  it('refuses results once the publication has expired or is deleted', async () => {
    const expiring = await publishDemoAgain(test.database.db, seed, { expiresAt: api.now + 3_600_000, offline: true });
    const { offline } = await download(expiring);
    expect(offline.expiresAt).toBe(api.now + 3_600_000);
    api.advance(2 * 3_600_000);
    expect((await api.call('run/upload', completeUpload(offline))).errorType).toBe(52601);

    const { offline: deleted } = await download();
    await test.database.db.updateTable('publication').set({ deletes_at: api.now }).execute();
    expect((await api.call('run/upload', completeUpload(deleted))).errorType).toBe(52601);
    expect(await likings(expiring)).toEqual([]);
  });

  it('validates every screen with the engine, and refuses screens outside the download', async () => {
    const { offline } = await download();
    const liking = offline.pages.find((page) => page.controls.some((control) => control.id === 'overall_liking'))!;
    const results = completeUpload(offline);
    const missing = {
      ...results,
      pages: results.pages.map((page) => (page.position === liking.position ? { ...page, answers: [] } : page)),
    };
    const invalid = await api.call('run/upload', missing);
    expect(invalid).toMatchObject({
      errorType: 52000,
      errorData: { position: liking.position, issues: [{ controlId: 'overall_liking', rule: 'required' }] },
    });
    // Unfinished, the screens from where the judge stopped on may still be incomplete.
    const stopped = await api.ok('run/upload', { ...missing, finished: false, position: liking.position });
    expect(stopped.finished).toBe(false);

    const { offline: other } = await download();
    const outside = completeUpload(other);
    const beyond = await api.call('run/upload', {
      ...outside,
      pages: [...outside.pages, { position: 99, answers: [] }],
    });
    expect(beyond.errorType).toBe(90422);
    expect((await api.call('run/upload', { ...outside, position: 99 })).errorType).toBe(90422);
    const served = await api.call('run/upload', {
      ...outside,
      pages: outside.pages.map((page) => ({ ...page, answers: page.answers.map((a) => ({ ...a, value: 42 })) })),
    });
    expect(served.errorType).toBe(52000);
  });

  it('downloads one repetition’s block at a time when repetitions are sittings of their own', async () => {
    const parsed = parseDefinitionFile(readFileSync(PROFILE, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const questionnaireId = await importDefinition(test.database.db, parsed.definition, api.now);
    const { publicationId } = await publishQuestionnaire(
      test.database.db,
      questionnaireId,
      {
        name: 'Profile',
        anonymous: true,
        targetJudges: null,
        expiresAt: null,
        tray: null,
        blocks: 'perRepetition',
        offline: true,
      },
      api.now,
    );
    const { tk, se, offline } = await download(`${publicationId}.1`);
    expect(offline).toMatchObject({ id: `${publicationId}.1`, nb: 4, position: 0 });
    expect(offline.pages.map((page) => page.key.includes('#'))).toEqual([false, false, false, false]);
    expect((await api.ok('run/upload', completeUpload(offline))).finished).toBe(true);

    const items = (await api.ok('term/publication', { tk })).pubs.find((pub) => pub.pubId === publicationId)!.items;
    expect(items.map((item) => item.status)).toEqual(['finished', 'pending']);
    await api.ok('run/reqStart', { tk, block: `${publicationId}.2` });
    const second = (await api.ok('run/start', { tk, se, offline: true })).offline!;
    expect(second).toMatchObject({ id: `${publicationId}.2`, nb: 4, position: 4 });
    expect(second.pages.map((page) => [page.position, page.key.endsWith('#2')])).toEqual([
      [4, true],
      [5, true],
      [6, true],
      [7, true],
    ]);
    // The first block's id does not take the second block's results.
    expect((await api.call('run/upload', { ...completeUpload(second), id: `${publicationId}.1` })).errorType).toBe(
      90422,
    );
    expect((await api.ok('run/upload', completeUpload(second))).finished).toBe(true);
    const rows = await longResults(test.database.db, publicationId);
    expect(new Set(rows.map((row) => row.repetition))).toEqual(new Set([1, 2]));
  });
});
