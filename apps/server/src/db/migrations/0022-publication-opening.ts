import type { Kysely } from 'kysely';

// A publication may open later than it is made (the console's "Opens on"): judges neither
// see nor start it before that moment; its leaders may simulate it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('opens_at', 'bigint').execute();
}
