import { ok, type HandlerTable } from '../../shared/handler.ts';
import { book, cancel, judgeSlots, move } from './bookings.service.ts';
import { createSlots, listSlots, removeSlot, saveSlotSettings } from './slots.service.ts';

/** Booked sessions' calls: the leader's slots and monitor, the judge's own bookings. */
export const slotHandlers = {
  'pub/slots/list': async (context, request) => ok(await listSlots(context, request.id)),
  'pub/slots/create': async (context, request) => ok({ created: await createSlots(context, request) }),
  'pub/slots/delete': async (context, request) => {
    await removeSlot(context, request.id, request.slot);
    return ok({});
  },
  'pub/slots/settings': async (context, { id, deadlineHours, reminderHours, timeZone }) => {
    await saveSlotSettings(context, id, { deadlineHours, reminderHours, timeZone });
    return ok({});
  },
  'member/slots': async (context, request) => ok({ publications: await judgeSlots(context, request.publication) }),
  'member/slot/book': async (context, request) => ok({ booking: await book(context, request.slot) }),
  'member/slot/cancel': async (context, request) => {
    await cancel(context, request.slot);
    return ok({});
  },
  'member/slot/move': async (context, request) => ok({ booking: await move(context, request.slot, request.to) }),
} satisfies Partial<HandlerTable>;
