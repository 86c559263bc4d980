import type { Kysely } from 'kysely';

// A panel leader picks judges' comments (answers in words) to show in the publication's
// report. A comment is named by the run's rank in its publication (which a judge's deletion
// keeps), the screen's key (page, product, repetition) and the question; the choice goes with
// its publication when it is deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comment_selection')
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('judge_rank', 'integer', (c) => c.notNull())
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('control_id', 'text', (c) => c.notNull())
    .addColumn('selected_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_selection_pk', ['publication_id', 'judge_rank', 'page_key', 'control_id'])
    .execute();
}
