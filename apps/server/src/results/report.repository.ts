import type { Db } from '../db/database.ts';

/** When the judges of a publication (not the leaders' simulations) first started and last answered; null when none did. */
export async function answerPeriod(db: Db, publicationId: string): Promise<{ from: number; to: number } | null> {
  const row = await db
    .selectFrom('judge_session')
    .select((eb) => [eb.fn.min('started_at').as('from'), eb.fn.max('updated_at').as('to')])
    .where('publication_id', '=', publicationId)
    .where('previewed_by', 'is', null)
    .executeTakeFirst();
  // PostgreSQL answers bigint columns as strings.
  return row?.from === null || row?.from === undefined || row.to === null
    ? null
    : { from: Number(row.from), to: Number(row.to) };
}
