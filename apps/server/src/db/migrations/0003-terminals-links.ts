import type { Kysely } from 'kysely';

// Booth terminals, publication links, the publication options of the spec and the
// portal screens. Same column types as 0001: text, integer (flags 0/1), bigint epoch ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publication').addColumn('deletes_at', 'bigint').execute();
  await db.schema
    .alterTable('publication')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('publication')
    .addColumn('selection_mode', 'text', (c) => c.notNull().defaultTo('list'))
    .execute();
  await db.schema
    .alterTable('publication')
    .addColumn('need_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('terminal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('virtual', 'integer', (c) => c.notNull())
    // Null once disconnected: the booth must be set up again by a leader.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('connected_at', 'bigint')
    .addColumn('last_seen_at', 'bigint')
    .addColumn('judge_member_id', 'text', (c) => c.references('member.id'))
    .addColumn('judge_block_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('terminal_name_unique', ['account_id', 'name'])
    .execute();

  await db.schema
    .createTable('publication_link')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publication.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('judge_link')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('global_code', 'text', (c) => c.notNull().references('publication_link.code'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('judge_link_member').on('judge_link').column('member_id').execute();

  await db.schema
    .createTable('portal_screen')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    /** What the content belongs to: the account itself, one terminal, or one global link. */
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('scope_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addUniqueConstraint('portal_screen_unique', ['account_id', 'scope', 'scope_id', 'type', 'name'])
    .execute();
}
