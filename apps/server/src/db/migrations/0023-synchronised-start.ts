import type { Kysely } from 'kysely';

// A leader's synchronised start of a publication's temporal screens (run/synch/get): the
// instant, on the server's clock, at which every booth waiting on such a screen starts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('synchronised_start_at', 'bigint').execute();
}
