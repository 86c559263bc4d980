import type { Kysely } from 'kysely';

// A publication's audience: a filter on the judges' profiles (JSON, null for everyone) and
// quotas (JSON, null for none). Each quota cell is a row whose `filled` count is raised by
// a conditional update (`filled < quota`), so that judges arriving at once cannot pass a
// quota on SQLite (one writer) nor on PostgreSQL (the row is locked and the condition read
// again). A run remembers whether its judge was admitted or stopped by a full cell.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('profile_filter', 'text').execute();
  await db.schema.alterTable('publication').addColumn('quotas', 'text').execute();
  await db.schema
    .createTable('quota_cell')
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('quota_index', 'integer', (c) => c.notNull())
    .addColumn('cell_index', 'integer', (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('filled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('quota_cell_pk', ['publication_id', 'quota_index', 'cell_index'])
    .execute();
  // null: not screened yet (or no quotas); `admitted`: counted in its cells; `stopped`: thanked and stopped.
  await db.schema.alterTable('judge_session').addColumn('quota_state', 'text').execute();
}
