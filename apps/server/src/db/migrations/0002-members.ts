import type { Kysely } from 'kysely';

// Logins, lock-outs, reset keys and connection history (issue 4). Same column types as
// 0001 so that both engines read them alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON of the account's login and password settings; null means every default.
  await db.schema.alterTable('account').addColumn('login_settings', 'text').execute();
  // Null: the password never expires. A time in the past forces a change at the next login.
  await db.schema.alterTable('member').addColumn('password_expires_at', 'bigint').execute();

  // Failed logins per account and folded login, whether or not such a member exists, so
  // that an unknown name is answered exactly like a wrong password.
  await db.schema
    .createTable('login_attempt')
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('login_key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_attempt_pk', ['account_key', 'login_key'])
    .execute();

  await db.schema
    .createTable('reset_key')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reset_key_member').on('reset_key').column('member_id').execute();

  await db.schema
    .createTable('member_connection')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('token_hash', 'text')
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('member_connection_member')
    .on('member_connection')
    .columns(['member_id', 'started_at'])
    .execute();
  await db.schema.createIndex('member_connection_token').on('member_connection').column('token_hash').execute();
}
