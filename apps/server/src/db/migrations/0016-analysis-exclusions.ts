import type { Kysely } from 'kysely';

// A panel leader may leave a judge out of a publication's analysis (a judge who did not
// follow the protocol, or failed the panel checks). The choice is kept, so that every
// later analysis and export of the publication leaves the judge out too and says so.
// Judges are named by their label in the results (name, or J001… by order of start). The
// exclusions go with their publication when it is deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_exclusion')
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('judge', 'text', (c) => c.notNull())
    .addColumn('excluded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analysis_exclusion_pk', ['publication_id', 'judge'])
    .execute();
}
