import {
  CallError,
  ErrorCode,
  MOST_WEBHOOKS_PER_ACCOUNT,
  WEBHOOK_EVENTS,
  type WebhookDeliveryView,
  type WebhookEvent,
  type WebhookView,
} from '@palate/protocol';
import { recordAudit } from '../accounts/audit.service.ts';
import { newId, newToken } from '../security/tokens.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { refusedRequest } from '../shared/refusal.ts';
import { eventsOf } from './webhook-events.ts';
import {
  attemptsOf,
  deleteWebhook,
  deliveryCounts,
  findWebhook,
  insertWebhook,
  latestDeliveries,
  webhooksOfAccount,
  type WebhookRow,
} from './webhooks.repository.ts';

/** acc/webhooks/list: the caller's account's webhooks, with how their deliveries fare. */
export async function listWebhooks(context: CallContext): Promise<WebhookView[]> {
  const webhooks = await webhooksOfAccount(context.db, requireCaller(context).member.account_id);
  const counts = await deliveryCounts(
    context.db,
    webhooks.map((webhook) => webhook.id),
  );
  return webhooks.map((webhook) => {
    const count = counts.get(webhook.id) ?? {};
    return viewOf(webhook, {
      delivered: count.delivered ?? 0,
      pending: (count.due ?? 0) + (count.sending ?? 0),
      failed: count.failed ?? 0,
    });
  });
}

function viewOf(webhook: WebhookRow, deliveries: WebhookView['deliveries']): WebhookView {
  return {
    id: webhook.id,
    url: webhook.url,
    events: eventsOf(webhook),
    created: webhook.created_at,
    createdBy: webhook.created_by,
    deliveries,
  };
}

/**
 * acc/webhooks/create: a webhook for the caller's account, with a new secret given in this
 * answer only. Refused (90422) for an address that is not http or https, and past
 * MOST_WEBHOOKS_PER_ACCOUNT. The server posts to whatever host the address names (see
 * docs/api.md): the address is the leader's, as a lab's firewall may restrict.
 */
export async function createWebhook(
  context: CallContext,
  request: { url: string; events: WebhookEvent[] },
): Promise<{ webhook: WebhookView; secret: string }> {
  const { member } = requireCaller(context);
  const url = checkedUrl(request.url);
  const existing = await webhooksOfAccount(context.db, member.account_id);
  if (existing.length >= MOST_WEBHOOKS_PER_ACCOUNT) {
    throw refusedRequest(`An account keeps at most ${MOST_WEBHOOKS_PER_ACCOUNT} webhooks.`);
  }
  const webhook: WebhookRow = {
    id: newId(),
    account_id: member.account_id,
    url,
    secret: newToken(),
    events: JSON.stringify(WEBHOOK_EVENTS.filter((event) => request.events.includes(event))),
    created_at: context.now,
    created_by: member.display_name,
  };
  await insertWebhook(context.db, webhook);
  await recordAudit(context, 'webhook.create', url, { id: webhook.id, events: eventsOf(webhook) });
  return { webhook: viewOf(webhook, { delivered: 0, pending: 0, failed: 0 }), secret: webhook.secret };
}

function checkedUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refusedRequest('The address is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refusedRequest('The address must start with http:// or https://.');
  }
  return url.href;
}

/** acc/webhooks/delete: the webhook goes, with its deliveries; one still being tried is not kept. */
export async function removeWebhook(context: CallContext, id: string): Promise<void> {
  const webhook = await ownWebhook(context, id);
  await deleteWebhook(context.db, webhook.id);
  await recordAudit(context, 'webhook.delete', webhook.url, { id: webhook.id });
}

/** acc/webhooks/deliveries: a webhook's latest deliveries, newest first, each with its tries. */
export async function webhookDeliveries(
  context: CallContext,
  id: string,
  limit: number,
): Promise<WebhookDeliveryView[]> {
  const webhook = await ownWebhook(context, id);
  const deliveries = await latestDeliveries(context.db, webhook.id, limit);
  const attempts = await attemptsOf(
    context.db,
    deliveries.map((delivery) => delivery.id),
  );
  return deliveries.map((delivery) => {
    const body = JSON.parse(delivery.body) as { event: WebhookEvent; publication: { id: string; name: string } };
    return {
      id: delivery.id,
      event: body.event,
      publication: body.publication,
      created: delivery.created_at,
      status: delivery.status,
      // A delivery being tried is held until a time that is no try's.
      nextAt: delivery.status === 'due' ? delivery.next_at : null,
      attempts: attempts
        .filter((attempt) => attempt.delivery_id === delivery.id)
        .map((attempt) => ({
          number: attempt.number,
          at: attempt.at,
          httpStatus: attempt.http_status,
          error: attempt.error,
          durationMs: attempt.duration_ms,
        })),
    };
  });
}

/** A webhook of the caller's account, or 90422 as if there were none: another account's are not even named. */
async function ownWebhook(context: CallContext, id: string): Promise<WebhookRow> {
  const webhook = await findWebhook(context.db, id);
  if (!webhook || webhook.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such webhook.');
  }
  return webhook;
}
