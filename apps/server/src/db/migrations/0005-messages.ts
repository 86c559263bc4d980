import type { Kysely } from 'kysely';

// Leaders' messages and server banners (spec section 7: messages, messages/add,
// message/status/set, srvrmsg/current). Types as in 0001: text, bigint epoch ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('member.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('recipient_group', 'text')
    .addColumn('target', 'text')
    .addColumn('lang', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_account').on('message').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('message_recipient')
    .addColumn('message_id', 'text', (c) => c.notNull().references('message.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id'))
    .addPrimaryKeyConstraint('message_recipient_pk', ['message_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('message_status')
    .addColumn('message_id', 'text', (c) => c.notNull().references('message.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('member.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_status_pk', ['message_id', 'member_id'])
    .execute();
}
