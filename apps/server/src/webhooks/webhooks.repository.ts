import type { Db } from '../db/database.ts';
import type { WebhookAttemptTable, WebhookDeliveryTable, WebhookTable } from '../db/schema.ts';

export type WebhookRow = WebhookTable;
export type DeliveryRow = WebhookDeliveryTable;
export type AttemptRow = WebhookAttemptTable;

export async function insertWebhook(db: Db, webhook: WebhookRow): Promise<void> {
  await db.insertInto('webhook').values(webhook).execute();
}

/** An account's webhooks, oldest first. */
export function webhooksOfAccount(db: Db, accountId: string): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhook')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhook').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes a webhook; its deliveries and their tries go with it. */
export async function deleteWebhook(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook').where('id', '=', id).execute();
}

/** How many deliveries of each webhook stand at each status. */
export async function deliveryCounts(
  db: Db,
  webhookIds: string[],
): Promise<Map<string, Partial<Record<DeliveryRow['status'], number>>>> {
  const counts = new Map<string, Partial<Record<DeliveryRow['status'], number>>>();
  if (webhookIds.length === 0) return counts;
  const rows = await db
    .selectFrom('webhook_delivery')
    .select(['webhook_id', 'status'])
    .select((eb) => eb.fn.countAll<number | string>().as('deliveries'))
    .where('webhook_id', 'in', webhookIds)
    .groupBy(['webhook_id', 'status'])
    .execute();
  for (const row of rows) {
    counts.set(row.webhook_id, { ...counts.get(row.webhook_id), [row.status]: Number(row.deliveries) });
  }
  return counts;
}

/** A webhook's latest deliveries, newest first. */
export function latestDeliveries(db: Db, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_delivery')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The tries of these deliveries, in the order they were made. */
export function attemptsOf(db: Db, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempt')
    .selectAll()
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('delivery_id')
    .orderBy('number')
    .execute();
}
