import type { Kysely } from 'kysely';

// Column types are chosen to mean the same on SQLite and PostgreSQL: text, integer,
// bigint (epoch milliseconds) and double precision.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('login', 'text')
    .addColumn('login_key', 'text')
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_login_unique', ['account_id', 'login_key'])
    .execute();

  await db.schema
    .createTable('member_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_token_member').on('member_token').column('member_id').execute();

  await db.schema
    .createTable('questionnaire')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('publication')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('questionnaire_id', 'text', (c) => c.notNull().references('questionnaire.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('blinding_codes', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull())
    .addColumn('target_judges', 'integer')
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('publication_account').on('publication').column('account_id').execute();

  await db.schema
    .createTable('judge_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publication.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id'))
    .addColumn('judge_rank', 'integer', (c) => c.notNull())
    .addColumn('presentation_order', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('furthest_position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    // One run per judge and publication; ranks are unique so that concurrent starts on
    // several server processes still hand out every row of the design.
    .addUniqueConstraint('judge_session_member_unique', ['publication_id', 'member_id'])
    .addUniqueConstraint('judge_session_rank_unique', ['publication_id', 'judge_rank'])
    .execute();

  await db.schema
    .createTable('answer')
    .addColumn('judge_session_id', 'text', (c) => c.notNull().references('judge_session.id'))
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('control_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('value', 'double precision')
    .addColumn('text', 'text')
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_pk', ['judge_session_id', 'page_key', 'control_id'])
    .execute();

  await db.schema
    .createTable('run_post')
    .addColumn('post_id', 'text', (c) => c.primaryKey())
    .addColumn('judge_session_id', 'text', (c) => c.notNull().references('judge_session.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
}
