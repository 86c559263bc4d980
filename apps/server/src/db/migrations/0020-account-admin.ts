import type { Kysely } from 'kysely';

// Accounts administered from the console. An account's licence: how many booth devices it
// may connect (null: the server's MAX_DEVICES). An account's custom stylesheet and script
// live in the database rather than in a folder of one server, so that every server process
// on one PostgreSQL serves the same files; a file in the custom folder still serves an
// account that has none stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account').addColumn('max_devices', 'integer').execute();
  await db.schema
    .createTable('custom_asset')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
