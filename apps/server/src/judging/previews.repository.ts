import { type Db } from '../db/database.ts';
import { type JudgeSessionRow } from './runs.repository.ts';

/** The lowest rank the leaders' simulations of a publication took: they count down from -1, clear of the judges' ranks. */
export async function lowestPreviewRank(db: Db, publicationId: string): Promise<number> {
  const row = await db
    .selectFrom('judge_session')
    .select((eb) => eb.fn.min<number | null>('judge_rank').as('lowest'))
    .where('publication_id', '=', publicationId)
    .where('previewed_by', 'is not', null)
    .executeTakeFirst();
  return Math.min(0, Number(row?.lowest ?? 0));
}

/** A leader's simulations of a publication that were left unfinished. */
export function unfinishedPreviews(db: Db, publicationId: string, leaderId: string): Promise<JudgeSessionRow[]> {
  return db
    .selectFrom('judge_session')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('previewed_by', '=', leaderId)
    .where('status', '=', 'inProgress')
    .execute();
}

/** Keeps unfinished simulations as they stand: closed, with what was answered. */
export async function closePreviews(db: Db, sessionIds: string[], now: number): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .updateTable('judge_session')
    .set({ status: 'finished', finished_at: now, updated_at: now })
    .where('id', 'in', sessionIds)
    .where('previewed_by', 'is not', null)
    .where('status', '=', 'inProgress')
    .execute();
}

/** Drops unfinished simulations and everything they stored, all or nothing. */
export async function deletePreviews(db: Db, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('answer').where('judge_session_id', 'in', sessionIds).execute();
    await trx.deleteFrom('run_post').where('judge_session_id', 'in', sessionIds).execute();
    await trx.deleteFrom('judge_session').where('id', 'in', sessionIds).where('previewed_by', 'is not', null).execute();
  });
}

/** How many simulations a leader made of each publication. */
export async function countPreviews(db: Db, publicationIds: string[], leaderId: string): Promise<Map<string, number>> {
  if (publicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('judge_session')
    .select(['publication_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('simulations'))
    .where('publication_id', 'in', publicationIds)
    .where('previewed_by', '=', leaderId)
    .groupBy('publication_id')
    .execute();
  return new Map(rows.map((row) => [row.publication_id, Number(row.simulations)]));
}
