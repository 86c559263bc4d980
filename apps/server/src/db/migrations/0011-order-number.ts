import type { Kysely } from 'kysely';

// The list's `orderNum` option and the tray-number prompt (session parameters m and M)
// said the same thing twice: the judge types the number of their tray, which fixes their
// order. The prompt's bounds are the one setting now; `orderNum` is read from them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').dropColumn('order_num').execute();
}
