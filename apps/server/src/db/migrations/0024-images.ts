import type { Kysely } from 'kysely';

// Pictures a leader uploads for info controls, kept in the database (base64 text, the same
// on SQLite and PostgreSQL) so that every server process on one database serves them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('image_account').on('image').column('account_id').execute();
}
