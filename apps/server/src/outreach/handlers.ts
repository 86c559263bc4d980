import { ok, type HandlerTable } from '../shared/handler.ts';
import { judgeDataHandlers } from './judge-data/handlers.ts';
import { rewardHandlers } from './rewards/handlers.ts';
import {
  invitationsOf,
  invitePanel,
  inviteFile,
  openInvitation,
  remindByHand,
  setReminderSchedule,
} from './invitations/invitations.service.ts';

/** The outreach calls (email, invitations, slots, rewards): one thin adapter each, the rules in the subfolders' services. */
export const outreachHandlers = {
  'pub/invitations': async (context, request) => ok(await invitationsOf(context, request.id)),
  'pub/invite/panel': async (context, request) => ok(await invitePanel(context, request)),
  'pub/invite/file': async (context, request) => ok(await inviteFile(context, request)),
  'pub/remind': async (context, request) => ok({ sent: await remindByHand(context, request.id) }),
  'pub/remind/schedule': async (context, request) => {
    await setReminderSchedule(context, request.id, request.remindBeforeHours);
    return ok({});
  },
  'invite/open': async (context, request) => {
    const opened = await openInvitation(context, request.token);
    return { payload: { link: opened.link, pub: opened.pub, bookable: opened.bookable }, token: opened.token };
  },
  ...rewardHandlers,
  ...judgeDataHandlers,
} satisfies Partial<HandlerTable>;
