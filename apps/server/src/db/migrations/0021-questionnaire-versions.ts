import { sql, type Kysely } from 'kysely';

// A stored definition never changes: a corrected one is stored as the next version of the
// same questionnaire (its family, named by the first version's id), and each publication
// keeps naming the version it serves. An archived questionnaire leaves the console's list;
// its versions, publications and results stay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questionnaire').addColumn('family_id', 'text').execute();
  await db.schema
    .alterTable('questionnaire')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('questionnaire').addColumn('archived_at', 'bigint').execute();
  await sql`update questionnaire set family_id = id`.execute(db);
  await db.schema.createIndex('questionnaire_family').on('questionnaire').columns(['family_id', 'version']).execute();
}
