import type { Kysely } from 'kysely';

// A publication may be a training session of the panel: it counts in each judge's record
// (marked as training) but is kept out of reports. Publications made before it are not.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publication')
    .addColumn('training', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
