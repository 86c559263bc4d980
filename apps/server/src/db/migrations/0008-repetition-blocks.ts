import type { Kysely } from 'kysely';

// How a publication serves its repetitions: in one block (as before), or each repetition
// as a block of its own that the judge starts and finishes in a sitting of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publication')
    .addColumn('blocks', 'text', (c) => c.notNull().defaultTo('single'))
    .execute();
}
