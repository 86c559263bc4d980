import { engineOf, type Db } from '../db/database.ts';
import { recordClosing } from '../publishing/publication-events.repository.ts';
import type { AttemptRow, DeliveryRow, WebhookRow } from './webhooks.repository.ts';

/**
 * Closings no call caused, written down as the loop notices them: publications whose
 * closing date has passed, of accounts with a webhook that wants closings and was there
 * before that date (a webhook is not told of what closed before it existed).
 */
export async function recordPassedClosings(db: Db, now: number): Promise<void> {
  const passed = await db
    .selectFrom('publication')
    .select(['publication.id', 'publication.expires_at', 'publication.deletes_at'])
    .where('publication.expires_at', '<=', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('webhook')
          .select('webhook.id')
          .whereRef('webhook.account_id', '=', 'publication.account_id')
          .whereRef('webhook.created_at', '<=', 'publication.expires_at')
          .where('webhook.events', 'like', '%"closed"%'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('publication_event')
            .select('publication_event.id')
            .whereRef('publication_event.publication_id', '=', 'publication.id')
            .where('publication_event.kind', '=', 'closed')
            .whereRef('publication_event.at', '=', 'publication.expires_at'),
        ),
      ),
    )
    .execute();
  for (const publication of passed) {
    const at = publication.expires_at;
    if (at === null) continue;
    // pub/delete closes an open publication as it deletes it.
    const deleted = publication.deletes_at !== null && publication.deletes_at <= at;
    await recordClosing(db, publication.id, at, deleted ? 'deleted' : 'expired');
  }
}

/** The publications these events are of, with their account's code, for the deliveries' bodies. */
export function publicationsOfEvents(db: Db, publicationIds: string[]) {
  return db
    .selectFrom('publication')
    .innerJoin('account', 'account.id', 'publication.account_id')
    .select(['publication.id', 'publication.name', 'publication.account_id', 'account.code as account_code'])
    .where('publication.id', 'in', publicationIds)
    .execute();
}

export function webhooksOfAccounts(db: Db, accountIds: string[]): Promise<WebhookRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('webhook').selectAll().where('account_id', 'in', accountIds).execute();
}

export function webhooksByIds(db: Db, ids: string[]): Promise<WebhookRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('webhook').selectAll().where('id', 'in', ids).execute();
}

/** New deliveries; one already made of the same event for the same webhook (another process's) is left as it is. */
export async function insertDeliveries(db: Db, deliveries: DeliveryRow[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto('webhook_delivery')
    .values(deliveries)
    .onConflict((conflict) => conflict.columns(['webhook_id', 'event_id']).doNothing())
    .execute();
}

/**
 * Takes up to `limit` deliveries due at `now` for this process, in one statement: each
 * becomes `sending` with its try counted and is held until `heldUntil`, so that no other
 * process takes it meanwhile. A delivery whose holder never reported (a process gone) is
 * due again once held past that time. PostgreSQL locks the rows it takes and skips those
 * another process is taking, in a CTE (run once: a subquery of the update's WHERE may run
 * again and take more than `limit`); SQLite runs one writer at a time.
 */
export async function claimDueDeliveries(
  db: Db,
  now: number,
  heldUntil: number,
  limit: number,
): Promise<DeliveryRow[]> {
  const taking = { status: 'sending' as const, next_at: heldUntil };
  if (engineOf(db) === 'postgres') {
    return db
      .with('due', (query) =>
        query
          .selectFrom('webhook_delivery')
          .select('id as due_id')
          .where('status', 'in', ['due', 'sending'])
          .where('next_at', '<=', now)
          .orderBy('next_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable('webhook_delivery')
      .from('due')
      .set((eb) => ({ ...taking, attempts: eb('webhook_delivery.attempts', '+', 1) }))
      .whereRef('webhook_delivery.id', '=', 'due.due_id')
      .returningAll('webhook_delivery')
      .execute();
  }
  const due = db
    .selectFrom('webhook_delivery')
    .select('id')
    .where('status', 'in', ['due', 'sending'])
    .where('next_at', '<=', now)
    .orderBy('next_at')
    .limit(limit);
  return db
    .updateTable('webhook_delivery')
    .set((eb) => ({ ...taking, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * A try's outcome: the delivery's new status and next try, and the try itself, in one
 * transaction; nothing when the delivery is no longer this try's (deleted with its webhook,
 * or taken again by another process after this one held it too long).
 */
export async function recordAttempt(
  db: Db,
  attempt: AttemptRow,
  outcome: Pick<DeliveryRow, 'status' | 'next_at'>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('webhook_delivery')
      .set(outcome)
      .where('id', '=', attempt.delivery_id)
      .where('attempts', '=', attempt.number)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await trx.insertInto('webhook_attempt').values(attempt).execute();
    return true;
  });
}

/** How long a finished delivery (delivered or given up) and its tries stay listed. */
export const FINISHED_DELIVERY_KEPT_MS = 30 * 24 * 3600_000;

/**
 * Forgets the deliveries finished and created more than FINISHED_DELIVERY_KEPT_MS ago, their
 * tries with them (cascade), so that a busy webhook's history does not grow without end.
 * Gives how many went.
 */
export async function forgetFinishedDeliveries(db: Db, now: number): Promise<number> {
  const deleted = await db
    .deleteFrom('webhook_delivery')
    .where('status', 'in', ['delivered', 'failed'])
    .where('created_at', '<', now - FINISHED_DELIVERY_KEPT_MS)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
