import { z } from 'zod';

/**
 * What a webhook may ask to be told of: a publication's started judges all finished
 * (`targetReached`), a publication closing to new judges, by hand or as its closing date
 * passes (`closed`), a judge screened out (`screenedOut`: a full quota cell or a page's endIf).
 */
export const WEBHOOK_EVENTS = ['targetReached', 'closed', 'screenedOut'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const webhookEvent = z.enum(WEBHOOK_EVENTS);

/** Webhooks one account may keep. */
export const MOST_WEBHOOKS_PER_ACCOUNT = 20;

/** The headers of every delivery: the signature is `sha256=` and the hex HMAC-SHA256 of the raw body with the webhook's secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-palate-signature';
export const WEBHOOK_EVENT_HEADER = 'x-palate-event';
export const WEBHOOK_DELIVERY_HEADER = 'x-palate-delivery';

/** An http or https address of at most 2000 characters; the server refuses any other scheme. */
export const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((text) => /^https?:\/\/[^\s]+$/i.test(text), { message: 'an http or https address' });

/** A webhook as the console lists it: its secret is shown once, at its creation, never again. */
export const webhookView = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEvent),
  created: z.number(),
  createdBy: z.string(),
  /** Its deliveries by status: how it fares at a glance. */
  deliveries: z.object({
    delivered: z.number().int(),
    pending: z.number().int(),
    failed: z.number().int(),
  }),
});
export type WebhookView = z.infer<typeof webhookView>;

/** One try of a delivery: the receiver's HTTP status, or why there was none (`timeout`, a refused connection). */
export const webhookAttempt = z.object({
  number: z.number().int(),
  at: z.number(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

/**
 * One event sent to one webhook. `due`: waiting for its next try at `nextAt`; `sending`: a
 * server is trying it now; `delivered`: a try got a 2xx; `failed`: every try failed, given up.
 */
export const webhookDelivery = z.object({
  id: z.string(),
  event: webhookEvent,
  publication: z.object({ id: z.string(), name: z.string() }),
  created: z.number(),
  status: z.enum(['due', 'sending', 'delivered', 'failed']),
  nextAt: z.number().nullable(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDeliveryView = z.infer<typeof webhookDelivery>;
