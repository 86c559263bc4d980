import type { Kysely } from 'kysely';

// The judge on a terminal can call the panel leader from the questionnaire list: the
// time of the call, shown on the leader's terminal list until the judge cancels it or
// another judge takes the terminal. bigint epoch ms as in 0001.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('terminal').addColumn('call_at', 'bigint').execute();
}
