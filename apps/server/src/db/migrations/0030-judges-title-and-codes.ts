import type { Kysely } from 'kysely';

// Judges never see a publication's name, which is the leader's (a client's or a project's):
// they see the title for judges, or the questionnaire's title when it has none. And a
// publication may code each judge's cups afresh, from a secret of its own; publications
// made before it keep one code per sample for every judge.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('judges_title', 'text').execute();
  await db.schema.alterTable('publication').addColumn('judge_codes_secret', 'text').execute();
}
