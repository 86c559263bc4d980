import { engineOf, type Db } from '../../db/database.ts';
import type { MailMessageTable } from '../../db/schema.ts';

export type MailRow = MailMessageTable;
export type MailStatus = MailRow['status'];

/**
 * Claims up to `limit` messages due at `now` (queued and due, or claimed by a process whose
 * hold ran out) for this process until `heldUntil`, counting the try. One statement, so that
 * two processes claiming at once never take the same message: PostgreSQL skips the rows
 * another transaction holds; SQLite has one writer at a time.
 */
export async function claimDueMessages(db: Db, now: number, heldUntil: number, limit: number): Promise<MailRow[]> {
  const taking = { status: 'sending' as const, claimed_until: heldUntil };
  if (engineOf(db) === 'postgres') {
    return db
      .with('due', (query) =>
        query
          .selectFrom('mail_message')
          .select('id as due_id')
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
              eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', now)]),
            ]),
          )
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable('mail_message')
      .from('due')
      .set((eb) => ({ ...taking, attempts: eb('mail_message.attempts', '+', 1) }))
      .whereRef('mail_message.id', '=', 'due.due_id')
      .returningAll('mail_message')
      .execute();
  }
  const due = db
    .selectFrom('mail_message')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit);
  return db
    .updateTable('mail_message')
    .set((eb) => ({ ...taking, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * A try's outcome, kept only while the message is still this try's (its hold not run out
 * and taken by another process). Once sent, what it carried is dropped: its bodies may hold
 * a judge's personal link, and the unsubscribe token is left only as its hash.
 */
export async function recordOutcome(
  db: Db,
  claimed: Pick<MailRow, 'id' | 'attempts'>,
  outcome:
    | { status: 'sent'; at: number }
    | { status: 'queued'; error: string; nextAttemptAt: number }
    | { status: 'failed'; error: string },
): Promise<boolean> {
  const changes =
    outcome.status === 'sent'
      ? {
          status: 'sent' as const,
          sent_at: outcome.at,
          last_error: null,
          text_body: '',
          html_body: '',
          attachments: '[]',
          unsubscribe_token: null,
        }
      : outcome.status === 'queued'
        ? { status: 'queued' as const, last_error: outcome.error, next_attempt_at: outcome.nextAttemptAt }
        : { status: 'failed' as const, last_error: outcome.error };
  const result = await db
    .updateTable('mail_message')
    .set({ ...changes, claimed_until: null })
    .where('id', '=', claimed.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claimed.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface MessageQuery {
  kind?: string | undefined;
  status?: MailStatus | undefined;
  limit: number;
}

/** An account's messages, newest first, as the console lists them. */
export async function listMessages(db: Db, accountId: string, query: MessageQuery): Promise<MailRow[]> {
  let select = db.selectFrom('mail_message').selectAll().where('account_id', '=', accountId);
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.status) select = select.where('status', '=', query.status);
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}

/** How many of an account's messages wait (queued or being sent) and how many were given up. */
export async function countWaitingAndFailed(db: Db, accountId: string): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .selectFrom('mail_message')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('account_id', '=', accountId)
    .where('status', 'in', ['queued', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: MailStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { queued: count('queued') + count('sending'), failed: count('failed') };
}

/** A failed message of the account queued again from its first try; false when there is none such. */
export async function requeueFailed(db: Db, accountId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_message')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, claimed_until: null })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The message an unsubscribe link came in. */
export async function messageByUnsubscribeHash(
  db: Db,
  hash: string,
): Promise<Pick<MailRow, 'account_id' | 'to_address' | 'language'> | undefined> {
  return db
    .selectFrom('mail_message')
    .select(['account_id', 'to_address', 'language'])
    .where('unsubscribe_hash', '=', hash)
    .executeTakeFirst();
}

/** An address of the account written to no more; saying it twice changes nothing. */
export async function insertSuppression(db: Db, accountId: string, address: string, at: number): Promise<void> {
  await db
    .insertInto('mail_suppression')
    .values({ account_id: accountId, address: address.toLowerCase(), at })
    .onConflict((conflict) => conflict.columns(['account_id', 'address']).doNothing())
    .execute();
}
