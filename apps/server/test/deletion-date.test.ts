import { resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';
import { palateOn } from './cli-runner.ts';

const DEFINITION = resolve(import.meta.dirname, '../../../examples/descriptive-profile.yaml');
const DAY = 86_400_000;

describeEachDatabase('a deletion date set at publication warns the judges (end of life)', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  const palate = (...args: string[]) => palateOn(engine, test, ...args);

  async function publish(...options: string[]): Promise<string> {
    const [publicationId = ''] = (await palate('publish', DEFINITION, '--name', 'Profile', ...options)).split('\n');
    return publicationId.trim();
  }

  async function secondsBeforeDeletion(publicationId: string): Promise<number | null> {
    const tk = await api.newJudge();
    const { pubs } = await api.ok('term/publication', { tk });
    const item = pubs.find((pub) => pub.pubId === publicationId)?.items[0];
    if (!item) throw new Error('the publication is not listed');
    return item.eol.secondsBeforeDeletion;
  }

  it('stores --delete-after-days and --deletes-at as publication.deletes_at, shown as the seconds left', async () => {
    const before = Date.now();
    const inThreeDays = await publish('--delete-after-days', '3');
    const row = await test.database.db
      .selectFrom('publication')
      .select('deletes_at')
      .where('id', '=', inThreeDays)
      .executeTakeFirstOrThrow();
    expect(row.deletes_at).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(row.deletes_at).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect(await secondsBeforeDeletion(inThreeDays)).toBe(Math.floor(((row.deletes_at ?? 0) - api.now) / 1000));

    const onDay = await publish('--deletes-at', '2026-11-22', '--expires', '2026-11-21');
    // The test clock stands at 2026-11-22 09:00 UTC: a deletion at 00:00 that day is past, and the list drops it.
    const { pubs } = await api.ok('term/publication', { tk: await api.newJudge() });
    expect(pubs.some((pub) => pub.pubId === onDay)).toBe(false);
    const soon = await publish('--deletes-at', '2026-11-23');
    expect(await secondsBeforeDeletion(soon)).toBe(15 * 3600);
  });

  it('refuses a deletion date before the expiry, or both ways of giving one', async () => {
    await expect(publish('--deletes-at', '2026-12-01', '--expires', '2026-12-02')).rejects.toThrow(
      /deletion date must come after the expiry/,
    );
    await expect(publish('--deletes-at', '2026-12-01', '--delete-after-days', '2')).rejects.toThrow(/not both/);
  });
});
