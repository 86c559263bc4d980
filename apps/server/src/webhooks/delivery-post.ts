import { createHmac } from 'node:crypto';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@palate/protocol';

/** How long a receiver has to answer a delivery before the try counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of the raw body with the webhook's secret. */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** A try's outcome: the receiver's HTTP status, or why there was none. */
export interface PostOutcome {
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs a delivery's body to the webhook's address, signed. The address is the leader's
 * own: the server posts to whatever it names (docs/api.md says so, and that a lab restricts
 * outbound traffic at its firewall); redirects are not followed, so a 3xx is a failed try
 * like any answer outside 2xx.
 */
export async function postDelivery(
  delivery: { id: string; body: string; event: string },
  webhook: { url: string; secret: string },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Palate-Webhooks',
        [WEBHOOK_EVENT_HEADER]: delivery.event,
        [WEBHOOK_DELIVERY_HEADER]: delivery.id,
        [WEBHOOK_SIGNATURE_HEADER]: signatureOf(delivery.body, webhook.secret),
      },
      body: delivery.body,
    });
    // The receiver's answer is not read: only its status counts.
    await response.body?.cancel();
    const failed = response.status < 200 || response.status > 299;
    return { httpStatus: response.status, error: failed ? `HTTP ${response.status}` : null, durationMs: elapsed() };
  } catch (error) {
    return { httpStatus: null, error: reasonOf(error), durationMs: elapsed() };
  }
}

/** Why no answer came, in a few words: `timeout`, or the network's code (ECONNREFUSED, ENOTFOUND…). */
function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}
