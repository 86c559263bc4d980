import type { Kysely } from 'kysely';

// Simulation (spec: preview): a panel leader runs a publication as one of its judges would.
// Such a run is a judge session like any other, so that every rule of the run applies, but
// it is marked with the leader who made it, is kept out of the panel's counts and results,
// and may let the leader skip answers (forced answers off).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('judge_session')
    .addColumn('previewed_by', 'text', (c) => c.references('member.id'))
    .execute();
  await db.schema
    .alterTable('judge_session')
    .addColumn('mandatory_answers', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('judge_session_previewed_by')
    .on('judge_session')
    .columns(['previewed_by', 'publication_id'])
    .execute();
}
