import type { Kysely } from 'kysely';

// Discrimination serving sequences are now balanced within each repetition (rule 2 of the
// engine's ServingRule). Publications already made keep rule 1, so that the orders their
// runs were served are the orders their results are read with; new ones are given rule 2.
// A publication may also give the rank of a judge who started but never answered to the
// next judge who starts (minutes of silence before a rank counts as left; null: never).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publication')
    .addColumn('serving_rule', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('publication').addColumn('reassign_idle_minutes', 'integer').execute();
}
