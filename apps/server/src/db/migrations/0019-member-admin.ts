import type { Kysely } from 'kysely';

// Members administered from the console: a member can be deactivated (kept, with their
// answers and history, but unable to sign in), and a judge imported from a lab's list
// keeps the language the lab gave for them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').addColumn('deactivated_at', 'bigint').execute();
  await db.schema.alterTable('member').addColumn('language', 'text').execute();
}
