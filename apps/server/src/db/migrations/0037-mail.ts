import type { Kysely } from 'kysely';

// Email (issue 42). Every message is written to `mail_message` (an outbox) by the work that
// composes it and sent by each server process's mail loop, claimed with `claimed_until`
// so that several processes never send one message twice, retried with backoff. An
// address that unsubscribed is kept in `mail_suppression`, per account, lower-cased.
// A judge's messages go with the judge (their address is theirs).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_message')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('account.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (column) => column.references('member.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('attachments', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('link_origin', 'text')
    .addColumn('unsubscribe_token', 'text')
    .addColumn('unsubscribe_hash', 'text', (column) => column.notNull().unique())
    .execute();
  await db.schema.createIndex('mail_message_due').on('mail_message').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createIndex('mail_message_of_account')
    .on('mail_message')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_suppression')
    .addColumn('account_id', 'text', (column) => column.notNull().references('account.id').onDelete('cascade'))
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('mail_suppression_pk', ['account_id', 'address'])
    .execute();
}
