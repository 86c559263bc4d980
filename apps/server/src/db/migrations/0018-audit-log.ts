import type { Kysely } from 'kysely';

// Who did what, and when, to a lab's sessions and settings from the console: a leader who
// released a booth, let a judge start again or ended a run, and every administration
// change. Rows are only ever added. The actor's name is kept beside their id so that the
// log still reads after the member is gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_account_at').on('audit_log').columns(['account_id', 'at']).execute();
}
