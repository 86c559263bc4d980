import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Counts one more call of a bucket in a window and gives the count so far: one statement,
 * atomic on both databases, so that every process of a deployment counts in the same row.
 */
export async function countHit(db: Db, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto('rate_limit_window')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_window.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Forgets the windows that ended before a time: run with the hourly purge. */
export async function deleteWindowsBefore(db: Db, time: number): Promise<void> {
  await db.deleteFrom('rate_limit_window').where('window_start', '<', time).execute();
}
