import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire, type PublishOptions } from '../src/publishing/publishing.service.ts';
import { longResults } from '../src/results/results.service.ts';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const PROFILE = resolve(import.meta.dirname, '../../../examples/descriptive-profile.yaml');
const OPEN: PublishOptions = { name: 'Profile', anonymous: true, targetJudges: null, expiresAt: null, tray: null };

describeEachDatabase('repetitions served as blocks', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  async function publish(options: Partial<PublishOptions> = {}) {
    const parsed = parseDefinitionFile(readFileSync(PROFILE, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const id = await importDefinition(test.database.db, parsed.definition, api.now);
    return publishQuestionnaire(test.database.db, id, { ...OPEN, ...options }, api.now);
  }

  async function itemsOf(tk: string, publicationId: string) {
    const { pubs } = await api.ok('term/publication', { tk });
    return pubs.find((pub) => pub.pubId === publicationId)?.items ?? [];
  }

  /** Answers every screen from `page` on, each rating the screen's position, until the block ends. */
  async function answerBlock(tk: string, se: string, first: PageView): Promise<PageView[]> {
    const seen: PageView[] = [];
    let page = first;
    for (;;) {
      seen.push(page);
      const answers = page.controls
        .filter((control) => control.kind === 'scale')
        .map((control) => ({ controlId: control.id, value: Math.min(10, page.position) }));
      const result = await api.ok('run/post', {
        tk,
        se,
        postId: randomUUID(),
        position: page.position,
        answers,
        moving: 'next',
      });
      if (result.finished) return seen;
      page = result.page!;
      expect(seen.length).toBeLessThan(10);
    }
  }

  it('lets a judge do repetition 1, come back, and do repetition 2, with the exports right', async () => {
    const { publicationId, codes } = await publish({ blocks: 'perRepetition' });
    const tk = await api.newJudge();

    const [first, second] = await itemsOf(tk, publicationId);
    expect(first).toMatchObject({ id: `${publicationId}.1`, rep: 1, block: 1, repCount: 2, singleRep: true });
    expect(first).toMatchObject({ status: 'pending', nr: 0, nb: 4, jSessCounts: { stMsg: { code: 0 } } });
    expect(second).toMatchObject({ id: `${publicationId}.2`, rep: 2, block: 2, status: 'pending', nb: 4 });
    expect(second?.jSessCounts.stMsg.code).toBe(90409);
    // The second sitting waits for the first.
    expect((await api.call('run/reqStart', { tk, block: `${publicationId}.2` })).errorType).toBe(90409);

    const { se } = await api.ok('run/reqStart', { tk, block: `${publicationId}.1` });
    const { page: start } = await api.ok('run/start', { tk, se });
    expect(start).toMatchObject({ position: 0, blockStart: 0, count: 4 });
    const sitting1 = await answerBlock(tk, se, start);
    expect(sitting1.map((page) => page.key.split('@')[0])).toEqual(['welcome', 'profile', 'profile', 'profile']);

    const afterFirst = await itemsOf(tk, publicationId);
    expect(afterFirst[0]).toMatchObject({ status: 'finished', nr: 4 });
    expect(afterFirst[1]).toMatchObject({ status: 'pending', nr: 0, jSessCounts: { stMsg: { code: 0 } } });
    expect((await api.call('run/reqStart', { tk, block: `${publicationId}.1` })).errorType).toBe(52002);

    // Coming back: the same run, waiting at the second repetition's first screen.
    const again = await api.ok('run/reqStart', { tk, block: `${publicationId}.2` });
    expect(again.se).toBe(se);
    const { page: resumed } = await api.ok('run/start', { tk, se });
    expect(resumed).toMatchObject({ position: 4, blockStart: 4, count: 8, key: 'welcome#2' });
    // The first sitting is closed: nothing before this block's first screen.
    const back = await api.call('run/prevPage', { tk, se });
    expect(back.errorType).toBe(3350);
    const sitting2 = await answerBlock(tk, se, resumed);
    expect(sitting2).toHaveLength(4);

    const done = await itemsOf(tk, publicationId);
    expect(done.map((item) => [item.status, item.nr])).toEqual([
      ['finished', 4],
      ['finished', 4],
    ]);
    expect((await api.call('run/reqStart', { tk, block: `${publicationId}.2` })).errorType).toBe(52002);

    // Codes per repetition, as in one sitting: the replicate's samples carry their `#2` codes.
    const served1 = sitting1.flatMap((page) => (page.sample ? [page.sample.code] : []));
    const served2 = sitting2.flatMap((page) => (page.sample ? [page.sample.code] : []));
    expect(served1.sort()).toEqual([codes.beaufort, codes.comte12, codes.comte24].sort());
    expect(served2.sort()).toEqual([codes['beaufort#2'], codes['comte12#2'], codes['comte24#2']].sort());

    const firmness = (await longResults(test.database.db, publicationId)).filter((r) => r.attribute === 'firmness');
    expect(firmness.filter((r) => r.repetition === 1).map((r) => r.value)).toEqual([1, 2, 3]);
    expect(firmness.filter((r) => r.repetition === 2).map((r) => r.value)).toEqual([5, 6, 7]);
    expect(firmness.filter((r) => r.repetition === 2).map((r) => r.sampleCode)).toEqual(
      sitting2.flatMap((page) => (page.sample ? [page.sample.code] : [])),
    );
  });

  it('keeps a one-block publication as one item under the publication id', async () => {
    const { publicationId } = await publish();
    const tk = await api.newJudge();
    const items = await itemsOf(tk, publicationId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: publicationId, rep: 1, block: 1, repCount: 2, singleRep: false, nb: 8 });
    expect((await api.call('run/reqStart', { tk, block: `${publicationId}.1` })).errorType).toBe(52001);
    const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
    const { page } = await api.ok('run/start', { tk, se });
    expect(page).toMatchObject({ position: 0, blockStart: 0, count: 8 });
  });

  it('refuses a block the publication does not have', async () => {
    const { publicationId } = await publish({ blocks: 'perRepetition' });
    const tk = await api.newJudge();
    expect((await api.call('run/reqStart', { tk, block: `${publicationId}.3` })).errorType).toBe(52001);
  });
});
