import { WEBHOOK_EVENTS, type WebhookEvent } from '@palate/protocol';
import type { WebhookRow } from './webhooks.repository.ts';

/** The events a webhook wants, in the protocol's order. */
export function eventsOf(webhook: Pick<WebhookRow, 'events'>): WebhookEvent[] {
  const wanted = JSON.parse(webhook.events) as string[];
  return WEBHOOK_EVENTS.filter((event) => wanted.includes(event));
}
