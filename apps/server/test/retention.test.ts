import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { createGlobalLink } from '../src/publishing/links.service.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import {
  deletionNote,
  purgeDeletedPublications,
  upcomingDeletionNotices,
} from '../src/publishing/retention.service.ts';
import { publishDemoAgain } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

/** What a publication still holds of its judges. */
async function heldBy(db: Db, publicationId: string) {
  const sessions = db.selectFrom('judge_session').select('id').where('publication_id', '=', publicationId);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    runs: await count(sessions.execute()),
    answers: await count(db.selectFrom('answer').select('post_id').where('judge_session_id', 'in', sessions).execute()),
    posts: await count(db.selectFrom('run_post').select('post_id').where('judge_session_id', 'in', sessions).execute()),
    links: await count(
      db.selectFrom('publication_link').select('code').where('publication_id', '=', publicationId).execute(),
    ),
    codes: (
      await db
        .selectFrom('publication')
        .select('blinding_codes')
        .where('id', '=', publicationId)
        .executeTakeFirstOrThrow()
    ).blinding_codes,
  };
}

describeEachDatabase('data retention', (engine) => {
  let world: DemoApi;
  beforeEach(async () => {
    world = await startDemoApi(engine);
  });
  afterEach(() => world.close());

  it("deletes a publication's answers, runs, links and codes on its deletion date, and only then", async () => {
    const { api, seed } = world;
    const { db } = world.test.database;
    const kept = await publishDemoAgain(db, seed, {});
    for (const publication of [seed.publicationId, seed.publicationId, kept]) {
      await api.answerEveryScreen(await api.newJudge(), publication);
    }
    await createGlobalLink(db, seed.publicationId, api.now);
    const tomorrow = api.now + 24 * 3600 * 1000;
    await db.updateTable('publication').set({ deletes_at: tomorrow }).where('id', '=', seed.publicationId).execute();

    expect(await purgeDeletedPublications(db, api.now)).toEqual([]);
    const before = await heldBy(db, seed.publicationId);
    expect(before).toMatchObject({ runs: 2, posts: expect.any(Number), links: 1 });
    expect(before.answers).toBeGreaterThan(0);
    expect(deletionNote(tomorrow, api.now)).toBe('\tanswers deleted on 2026-11-23 09:00 UTC');
    expect(await upcomingDeletionNotices(db, api.now)).toEqual([
      `Publication ${seed.publicationId} "${(await findPublication(db, seed.publicationId))?.name}": answers deleted on 2026-11-23 09:00 UTC.`,
    ]);
    expect(await upcomingDeletionNotices(db, api.now - 8 * 24 * 3600 * 1000)).toEqual([]);

    const purged = await purgeDeletedPublications(db, tomorrow);
    expect(purged.map(({ id }) => id)).toEqual([seed.publicationId]);
    expect(await heldBy(db, seed.publicationId)).toEqual({ runs: 0, answers: 0, posts: 0, links: 0, codes: '{}' });
    expect((await heldBy(db, kept)).answers).toBeGreaterThan(0);
    expect(deletionNote(tomorrow, tomorrow)).toBe('\tdeleted on 2026-11-23 09:00 UTC');

    // Safe when several processes purge at once, and idempotent.
    await db.updateTable('publication').set({ deletes_at: tomorrow }).where('id', '=', kept).execute();
    const together = await Promise.all([
      purgeDeletedPublications(db, tomorrow),
      purgeDeletedPublications(db, tomorrow),
    ]);
    expect(together.flat().map(({ id }) => id)).toContain(kept);
    expect(await heldBy(db, kept)).toEqual({ runs: 0, answers: 0, posts: 0, links: 0, codes: '{}' });
    expect(await purgeDeletedPublications(db, tomorrow)).toEqual([]);
  });
});
