import type { Kysely } from 'kysely';

// A leader can revoke a publication's global link: new visitors are refused, while judges
// who already hold their individual link (my/…) carry on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication_link').addColumn('revoked_at', 'bigint').execute();
}
