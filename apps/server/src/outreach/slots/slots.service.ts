import {
  CallError,
  ErrorCode,
  MOST_SLOTS_PER_PUBLICATION,
  type MonitoredSlot,
  type SlotSettings,
} from '@palate/protocol';
import { recordAudit } from '../../accounts/audit.service.ts';
import { ownPublication } from '../../publishing/own-publication.ts';
import { newId } from '../../security/tokens.ts';
import type { CallContext } from '../../shared/context.ts';
import { refusedRequest } from '../../shared/refusal.ts';
import { tellJudge } from './booking-mail.ts';
import { attendanceOf, defaultPlaces, seriesStarts } from './slot-rules.ts';
import {
  countBooths,
  countSlots,
  deleteSlot,
  findSlot,
  insertSlots,
  liveBookingsOfPublications,
  liveBookingsOfSlot,
  memberNames,
  setSlotSettings,
  slotsOfPublication,
  startedJudges,
} from './slots.repository.ts';

/** pub/slots/list: a publication's slots with their judges (booked, arrived, no-show, waiting), its settings and the account's booths. */
export async function listSlots(
  context: CallContext,
  publicationId: string,
): Promise<{ name: string; settings: SlotSettings; booths: number; slots: MonitoredSlot[] }> {
  const publication = await ownPublication(context, publicationId);
  const [slots, bookings, booths] = await Promise.all([
    slotsOfPublication(context.db, publication.id),
    liveBookingsOfPublications(context.db, [publication.id]),
    countBooths(context.db, publication.account_id),
  ]);
  const memberIds = [...new Set(bookings.map((booking) => booking.member_id))];
  const [names, started] = await Promise.all([
    memberNames(context.db, memberIds),
    startedJudges(context.db, [publication.id], memberIds),
  ]);
  const nameOf = (memberId: string) => names.get(memberId) ?? '';
  return {
    name: publication.name,
    settings: {
      deadlineHours: publication.booking_deadline_hours,
      reminderHours: publication.booking_reminder_hours,
      timeZone: publication.slot_time_zone,
    },
    booths,
    slots: slots.map((slot) => {
      const ofSlot = bookings.filter((booking) => booking.slot_id === slot.id);
      return {
        id: slot.id,
        startsAt: slot.starts_at,
        minutes: slot.minutes,
        places: slot.places,
        booked: ofSlot
          .filter((booking) => booking.status === 'booked')
          .map((booking) => ({
            memberId: booking.member_id,
            name: nameOf(booking.member_id),
            attendance: attendanceOf(slot, started.has(`${publication.id} ${booking.member_id}`), context.now),
          })),
        waiting: ofSlot
          .filter((booking) => booking.status === 'waiting')
          .map((booking) => ({ memberId: booking.member_id, name: nameOf(booking.member_id) })),
      };
    }),
  };
}

/**
 * pub/slots/create: one slot, or a series every `every` minutes from `startsAt` to `until`;
 * places default to the account's booths. Refused (90422) for a slot in the past or past
 * MOST_SLOTS_PER_PUBLICATION.
 */
export async function createSlots(
  context: CallContext,
  request: {
    id: string;
    startsAt: number;
    minutes: number;
    places?: number | undefined;
    every?: number | undefined;
    until?: number | undefined;
  },
): Promise<number> {
  const publication = await ownPublication(context, request.id);
  if (request.startsAt <= context.now) throw refusedRequest('A slot must start in the future.');
  if ((request.every === undefined) !== (request.until === undefined)) {
    throw refusedRequest('A series needs both its interval and its last start.');
  }
  const room = MOST_SLOTS_PER_PUBLICATION - (await countSlots(context.db, publication.id));
  const starts = seriesStarts(request.startsAt, request.every, request.until, room + 1);
  if (starts.length > room) {
    throw refusedRequest(`A publication offers at most ${MOST_SLOTS_PER_PUBLICATION} slots.`);
  }
  const places = request.places ?? defaultPlaces(await countBooths(context.db, publication.account_id));
  await insertSlots(
    context.db,
    starts.map((start) => ({
      id: newId(),
      publication_id: publication.id,
      starts_at: start,
      minutes: request.minutes,
      places,
      created_at: context.now,
    })),
  );
  await recordAudit(context, 'slots.create', publication.name, {
    id: publication.id,
    slots: starts.length,
    first: starts[0],
    minutes: request.minutes,
    places,
  });
  return starts.length;
}

/** pub/slots/delete: a slot removed; each judge booked or waiting on it is told. */
export async function removeSlot(context: CallContext, publicationId: string, slotId: string): Promise<void> {
  const publication = await ownPublication(context, publicationId);
  const slot = await findSlot(context.db, slotId);
  if (!slot || slot.publication_id !== publication.id)
    throw new CallError(ErrorCode.slotUnknown, 'There is no such slot.');
  const bookings = await liveBookingsOfSlot(context.db, slot.id);
  await deleteSlot(context.db, slot.id);
  // A slot already over is history: its judges need no word of it.
  if (slot.starts_at > context.now) {
    for (const booking of bookings) {
      await tellJudge(context.db, 'removed', publication, slot, booking, context.settings.publicUrl, context.now);
    }
  }
  await recordAudit(context, 'slots.delete', publication.name, {
    id: publication.id,
    startsAt: slot.starts_at,
    bookings: bookings.length,
  });
}

/** pub/slots/settings: the deadline, the reminder and the time zone of a publication's slots. */
export async function saveSlotSettings(
  context: CallContext,
  publicationId: string,
  settings: SlotSettings,
): Promise<void> {
  const publication = await ownPublication(context, publicationId);
  if (!isTimeZone(settings.timeZone)) throw refusedRequest(`"${settings.timeZone}" is not a time zone.`);
  await setSlotSettings(context.db, publication.id, {
    booking_deadline_hours: settings.deadlineHours,
    booking_reminder_hours: settings.reminderHours,
    slot_time_zone: settings.timeZone,
  });
  await recordAudit(context, 'slots.settings', publication.name, { id: publication.id, ...settings });
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
