import { repeatPass, type RepeatedPass } from '../shared/repeated-pass.ts';
import type { WebhookEvent } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import { eventsToHandOut, markHandedOut } from '../publishing/publication-events.repository.ts';
import { newId } from '../security/tokens.ts';
import {
  claimDueDeliveries,
  insertDeliveries,
  publicationsOfEvents,
  recordAttempt,
  recordPassedClosings,
  webhooksByIds,
  webhooksOfAccounts,
} from './deliveries.repository.ts';
import { DELIVERY_TIMEOUT_MS, postDelivery, type PostOutcome } from './delivery-post.ts';
import { eventsOf } from './webhook-events.ts';
import type { DeliveryRow } from './webhooks.repository.ts';

/** After each failed try, the wait before the next: 1 min, 5 min, 30 min, 2 h, 12 h; the sixth failure gives the delivery up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];
/** A claimed delivery is this process's for this long: well past a try's timeout, so that no other process takes it meanwhile. */
export const DELIVERY_HOLD_MS = 12 * DELIVERY_TIMEOUT_MS;
/** Deliveries tried at once by one process. */
const CLAIMED_AT_ONCE = 10;
/** Rounds of claims in one pass, so that a pass ends even when deliveries keep coming. */
const MOST_ROUNDS = 20;
const EVENTS_AT_ONCE = 200;
/** How often each process looks for work. */
export const DELIVERY_INTERVAL_MS = 5_000;

/**
 * One pass of the webhooks' work at `now`: closings whose date passed written down, new
 * events handed to the webhooks that want them, and the deliveries due tried. Every
 * process runs it on its own timer (startWebhookDeliveries); tests call it with their clock.
 * No new round of claims starts once `keepGoing` says no (the process is stopping).
 * Gives the number of tries made.
 */
export async function deliverWebhooks(db: Db, now: number, keepGoing: () => boolean = () => true): Promise<number> {
  await recordPassedClosings(db, now);
  await handOutEvents(db, now);
  let tries = 0;
  for (let round = 0; round < MOST_ROUNDS && keepGoing(); round++) {
    const claimed = await claimDueDeliveries(db, now, now + DELIVERY_HOLD_MS, CLAIMED_AT_ONCE);
    await tryDeliveries(db, claimed, now);
    tries += claimed.length;
    if (claimed.length < CLAIMED_AT_ONCE) break;
  }
  return tries;
}

/**
 * Each event becomes one delivery per webhook of its account that wants it and existed
 * when it happened, its body fixed now (every try sends and signs the same bytes). Two
 * processes handing out the same event make one delivery: the second insert does nothing.
 */
async function handOutEvents(db: Db, now: number): Promise<void> {
  for (;;) {
    const events = await eventsToHandOut(db, EVENTS_AT_ONCE);
    if (events.length === 0) return;
    const publications = new Map(
      (await publicationsOfEvents(db, [...new Set(events.map((event) => event.publication_id))])).map((row) => [
        row.id,
        row,
      ]),
    );
    const webhooks = await webhooksOfAccounts(db, [
      ...new Set([...publications.values()].map((row) => row.account_id)),
    ]);
    const deliveries = events.flatMap((event): DeliveryRow[] => {
      const publication = publications.get(event.publication_id);
      if (!publication) return [];
      const body = JSON.stringify({
        event: event.kind,
        time: new Date(event.at).toISOString(),
        publication: { id: publication.id, name: publication.name },
        account: publication.account_code,
        details: JSON.parse(event.details) as unknown,
      });
      return webhooks
        .filter(
          (webhook) =>
            webhook.account_id === publication.account_id &&
            webhook.created_at <= event.at &&
            eventsOf(webhook).includes(event.kind as WebhookEvent),
        )
        .map((webhook) => ({
          id: newId(),
          webhook_id: webhook.id,
          event_id: event.id,
          body,
          status: 'due' as const,
          attempts: 0,
          next_at: now,
          created_at: now,
        }));
    });
    await insertDeliveries(db, deliveries);
    await markHandedOut(
      db,
      events.map((event) => event.id),
    );
    if (events.length < EVENTS_AT_ONCE) return;
  }
}

/** Tries the claimed deliveries at once and keeps each outcome; a webhook deleted meanwhile is not posted to. */
async function tryDeliveries(db: Db, claimed: DeliveryRow[], now: number): Promise<void> {
  if (claimed.length === 0) return;
  const webhooks = new Map(
    (await webhooksByIds(db, [...new Set(claimed.map((delivery) => delivery.webhook_id))])).map((webhook) => [
      webhook.id,
      webhook,
    ]),
  );
  await Promise.all(
    claimed.map(async (delivery) => {
      const webhook = webhooks.get(delivery.webhook_id);
      if (!webhook) return;
      const { event } = JSON.parse(delivery.body) as { event: string };
      const outcome = await postDelivery({ id: delivery.id, body: delivery.body, event }, webhook);
      await recordAttempt(
        db,
        {
          delivery_id: delivery.id,
          number: delivery.attempts,
          at: now,
          http_status: outcome.httpStatus,
          error: outcome.error,
          duration_ms: outcome.durationMs,
        },
        afterTry(delivery.attempts, outcome, now),
      );
    }),
  );
}

/** Where a delivery stands after its try number `tried`: delivered on a 2xx, else due again after its wait, or given up. */
function afterTry(tried: number, outcome: PostOutcome, now: number): Pick<DeliveryRow, 'status' | 'next_at'> {
  if (outcome.error === null) return { status: 'delivered', next_at: null };
  const wait = RETRY_DELAYS_MS[tried - 1];
  return wait === undefined ? { status: 'failed', next_at: null } : { status: 'due', next_at: now + wait };
}

/**
 * Runs a pass every few seconds in this process, one at a time, until stopped; a failed
 * pass is reported and the next one tries again. Several processes on one database share
 * the work: each claims its own deliveries. Stopping waits for the tries under way (at most
 * a try's timeout), not for the pass's other rounds: what is left is due for any process.
 */
export function startWebhookDeliveries(
  db: Db,
  onFailure: (error: unknown) => void,
  everyMs = DELIVERY_INTERVAL_MS,
): RepeatedPass {
  return repeatPass((keepGoing) => deliverWebhooks(db, Date.now(), keepGoing), everyMs, onFailure);
}
