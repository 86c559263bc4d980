import type { Db } from '../db/database.ts';

/** Publications whose deletion date has come, and which still hold judges' runs, links or codes. */
export async function publicationsDueForPurge(db: Db, now: number): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('publication')
    .select(['id', 'name'])
    .where('deletes_at', '<=', now)
    .where((where) =>
      where.or([
        where.exists(where.selectFrom('judge_session').select('id').whereRef('publication_id', '=', 'publication.id')),
        where.exists(
          where.selectFrom('publication_link').select('code').whereRef('publication_id', '=', 'publication.id'),
        ),
        where('blinding_codes', '!=', '{}'),
      ]),
    )
    .execute();
}

/**
 * Deletes a publication's answers, runs, acknowledged posts and uploads, links and
 * blinding codes in one transaction; the publication row stays, empty, so that the
 * address of a deleted publication still answers "deleted". Deleting what another
 * process has just deleted deletes nothing, so several processes may purge at once.
 */
export async function purgePublication(db: Db, publicationId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sessions = trx.selectFrom('judge_session').select('id').where('publication_id', '=', publicationId);
    await trx.deleteFrom('answer').where('judge_session_id', 'in', sessions).execute();
    await trx.deleteFrom('run_post').where('judge_session_id', 'in', sessions).execute();
    await trx.deleteFrom('offline_upload').where('judge_session_id', 'in', sessions).execute();
    await trx.deleteFrom('judge_session').where('publication_id', '=', publicationId).execute();
    const links = trx.selectFrom('publication_link').select('code').where('publication_id', '=', publicationId);
    await trx.deleteFrom('judge_link').where('global_code', 'in', links).execute();
    await trx.deleteFrom('publication_link').where('publication_id', '=', publicationId).execute();
    await trx.updateTable('publication').set({ blinding_codes: '{}' }).where('id', '=', publicationId).execute();
  });
}
