import type { Kysely } from 'kysely';

// Questionnaires that adapt to each judge (issue 39). A publication keeps the seed of its
// random orders, drawn once when it is published (null for those published before: seed 0),
// so that a judge's orders are the same at every visit and offline. A run keeps when its
// judge first arrived on each screen with a timed wait (JSON, position to epoch ms), so that
// a reload does not restart the wait, and whether a page's screen-out (endIf) ended it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('order_seed', 'bigint').execute();
  await db.schema.alterTable('judge_session').addColumn('screen_entries', 'text').execute();
  await db.schema
    .alterTable('judge_session')
    .addColumn('screened_out', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
