import type { Kysely } from 'kysely';

// Invitations (issue 42). A named judge may have an email address. An invitation is one
// person asked to answer one publication; the message that carried it is named (`mail_id`)
// so that the console reads its fate (sent, failed) from the outbox. Every message (the
// invitation, a resend, each reminder) carries a personal link of its own, kept in
// `invitation_link` as its token's hash only: a hash cannot be sent again, and an earlier
// message's link must keep working. `link_code` is the judge's individual link, made the
// first time the invitation is opened, so that every device the judge opens it on reaches
// the same run. A publication's reminder schedule is kept apart: `sent_at` is claimed by
// one guarded update, so that several processes send the scheduled reminders once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').addColumn('email', 'text').execute();

  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('account.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (column) => column.notNull().references('publication.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (column) => column.notNull().references('member.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    // The address the links were written with (PUBLIC_URL, else the console's), for reminders sent by the loop.
    .addColumn('link_origin', 'text', (column) => column.notNull())
    .addColumn('invited_at', 'bigint', (column) => column.notNull())
    .addColumn('mail_id', 'text')
    .addColumn('unsubscribed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_reminded_at', 'bigint')
    .addColumn('reminders_sent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('opened_at', 'bigint')
    .addColumn('link_code', 'text')
    .addUniqueConstraint('invitation_once', ['publication_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('invitation_link')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('invitation_id', 'text', (column) => column.notNull().references('invitation.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('invitation_schedule')
    .addColumn('publication_id', 'text', (column) =>
      column.primaryKey().references('publication.id').onDelete('cascade'),
    )
    .addColumn('remind_before_hours', 'integer', (column) => column.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
}
