import { ok, type HandlerTable } from '../../shared/handler.ts';
import { mailStatus, recentMessages, retryMessage, sendTestMail } from './mail.service.ts';

/** The email calls: one thin adapter each, the rules in mail.service.ts. */
export const mailHandlers = {
  'acc/mail/status': async (context) => ok(await mailStatus(context)),
  'acc/mail/test': async (context, request) => {
    await sendTestMail(context, request.to, request.origin);
    return ok({});
  },
  'acc/mail/messages': async (context, request) => ok({ messages: await recentMessages(context, request) }),
  'acc/mail/retry': async (context, request) => {
    await retryMessage(context, request.id);
    return ok({});
  },
} satisfies Partial<HandlerTable>;
