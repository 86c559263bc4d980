import type { Kysely } from 'kysely';

// A leader's API tokens (issue 45): scripts in R or Python read or manage the leader's
// publications with one. Only the token's SHA-256 is kept, as for members' tokens; a revoked
// token keeps its row, so that the audit log's uses still name it. Each use is in the audit
// log; the last one is kept here for the account page's list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_token_member').on('api_token').column('member_id').execute();
}
