import type { Kysely } from 'kysely';

// The per-address limits are counted in the database, so that they hold for a whole
// deployment of several processes: one row per limited address and window.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_window')
    .addColumn('bucket', 'text', (column) => column.notNull())
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rate_limit_window_pk', ['bucket', 'window_start'])
    .execute();
}
