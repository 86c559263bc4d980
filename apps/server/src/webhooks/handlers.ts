import { ok, type HandlerTable } from '../shared/handler.ts';
import { createWebhook, listWebhooks, removeWebhook, webhookDeliveries } from './webhooks.service.ts';

/** The webhooks calls: one thin adapter each, the rules in this folder's services. */
export const webhookHandlers = {
  'acc/webhooks/list': async (context) => ok({ webhooks: await listWebhooks(context) }),
  'acc/webhooks/create': async (context, request) => ok(await createWebhook(context, request)),
  'acc/webhooks/delete': async (context, request) => {
    await removeWebhook(context, request.id);
    return ok({});
  },
  'acc/webhooks/deliveries': async (context, request) =>
    ok({ deliveries: await webhookDeliveries(context, request.id, request.limit) }),
} satisfies Partial<HandlerTable>;
