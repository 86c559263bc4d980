import type { Db } from '../db/database.ts';
import type { PublicationEventTable } from '../db/schema.ts';
import { newId } from '../security/tokens.ts';
import { judgesRuns } from './publication-counts.repository.ts';
import type { PublicationRow } from './publications.repository.ts';

export type PublicationEventRow = PublicationEventTable;

/** Why a publication closed: `closedByHand` (pub/close), `expired` (its closing date passed), `deleted` (pub/delete closed it). */
export type ClosingReason = 'closedByHand' | 'expired' | 'deleted';

/**
 * Writes down what happened to a publication, for the webhooks to send (an outbox read
 * by webhooks/). An event already recorded under its `onceKey` is not recorded again,
 * whichever process tries, so callers need not look first.
 */
async function recordEvent(
  db: Db,
  event: { publicationId: string; kind: string; onceKey: string; at: number; details: object },
): Promise<void> {
  await db
    .insertInto('publication_event')
    .values({
      id: newId(),
      publication_id: event.publicationId,
      kind: event.kind,
      once_key: event.onceKey,
      at: event.at,
      details: JSON.stringify(event.details),
      handed_out: 0,
    })
    .onConflict((conflict) => conflict.columns(['publication_id', 'once_key']).doNothing())
    .execute();
}

/** The publication stopped taking new judges at `at` (its new closing moment); once per closing moment. */
export function recordClosing(db: Db, publicationId: string, at: number, reason: ClosingReason): Promise<void> {
  return recordEvent(db, { publicationId, kind: 'closed', onceKey: `closed:${at}`, at, details: { reason } });
}

/** pub/close: the publication closes now, and its closing is recorded in the same transaction. */
export async function closeByHand(db: Db, publicationId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('publication').set({ expires_at: now }).where('id', '=', publicationId).execute();
    await recordClosing(trx, publicationId, now, 'closedByHand');
  });
}

/** A judge's run ended screened out (`quota`: a full quota cell; `endIf`: a page's screen-out); once per run. */
export function recordScreenOut(
  db: Db,
  publicationId: string,
  run: { id: string; judge: string; reason: 'quota' | 'endIf' },
  at: number,
): Promise<void> {
  return recordEvent(db, {
    publicationId,
    kind: 'screenedOut',
    onceKey: `screenedOut:${run.id}`,
    at,
    details: { judge: run.judge, reason: run.reason },
  });
}

/**
 * After a judge's run finished: once as many judges finished as the publication's target
 * (simulations and screen-outs not counted, as the target counts), the target is reached;
 * recorded once per publication. One count, and only for a publication with a target.
 */
export async function recordTargetIfReached(db: Db, publication: PublicationRow, at: number): Promise<void> {
  const target = publication.target_judges;
  if (target === null) return;
  const row = await judgesRuns(db)
    .select((eb) => eb.fn.countAll<number | string>().as('finished'))
    .where('publication_id', '=', publication.id)
    .where('status', '=', 'finished')
    .executeTakeFirst();
  const finished = Number(row?.finished ?? 0);
  if (finished < target) return;
  await recordEvent(db, {
    publicationId: publication.id,
    kind: 'targetReached',
    onceKey: 'targetReached',
    at,
    details: { target, finished },
  });
}

/** Events not yet given to the webhooks, oldest first. */
export function eventsToHandOut(db: Db, limit: number): Promise<PublicationEventRow[]> {
  return db
    .selectFrom('publication_event')
    .selectAll()
    .where('handed_out', '=', 0)
    .orderBy('at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markHandedOut(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('publication_event').set({ handed_out: 1 }).where('id', 'in', ids).execute();
}
