import { CallError, ErrorCode, type BookablePublication, type OwnBooking } from '@palate/protocol';
import { loadDefinition } from '../../publishing/definitions.ts';
import { isInAudience } from '../../publishing/publication-audience.service.ts';
import { isThereForJudges } from '../../publishing/publication-state.ts';
import { findPublication, type PublicationRow } from '../../publishing/publications.repository.ts';
import { newId } from '../../security/tokens.ts';
import { requireCaller, type CallContext } from '../../shared/context.ts';
import { judgesTitleOf } from '../../shared/judges-title.ts';
import { tellJudge } from './booking-mail.ts';
import { changeableUntil, mayBook, mayChange } from './slot-rules.ts';
import {
  bookSlot,
  cancelBooking,
  findSlot,
  invitedPublications,
  liveBookingOf,
  liveBookingsOfPublications,
  moveBooking,
  publicationsWithSlots,
  slotsOfPublication,
  type SlotBookingRow,
  type TimeSlotRow,
} from './slots.repository.ts';

/**
 * The publications a judge may book: those of their account with slots, open to judges,
 * that the judge was invited to or is in the audience of.
 */
async function bookablePublications(context: CallContext): Promise<PublicationRow[]> {
  const { member } = requireCaller(context);
  const candidates = (await publicationsWithSlots(context.db, member.account_id)).filter(
    (publication) =>
      isThereForJudges(publication, context.now) && (member.login !== null || publication.anonymous === 1),
  );
  const invited = await invitedPublications(context.db, member.id);
  const meant = await Promise.all(
    candidates.map(
      async (publication) => invited.has(publication.id) || (await isInAudience(context.db, member, publication)),
    ),
  );
  return candidates.filter((_, index) => meant[index]);
}

/** member/slots: the judge's bookable publications (or the one asked for), their slots to come and the judge's own booking. */
export async function judgeSlots(context: CallContext, only: string | undefined): Promise<BookablePublication[]> {
  const { member } = requireCaller(context);
  const publications = (await bookablePublications(context)).filter(
    (publication) => only === undefined || publication.id === only,
  );
  const bookings = await liveBookingsOfPublications(
    context.db,
    publications.map((publication) => publication.id),
  );
  return Promise.all(
    publications.map(async (publication): Promise<BookablePublication> => {
      const slots = await slotsOfPublication(context.db, publication.id);
      const ofPublication = bookings.filter((booking) => booking.publication_id === publication.id);
      const own = ofPublication.find((booking) => booking.member_id === member.id);
      const ownSlot = own ? slots.find((slot) => slot.id === own.slot_id) : undefined;
      const definition = await loadDefinition(context.db, publication.questionnaire_id);
      return {
        id: publication.id,
        title: judgesTitleOf(publication, definition, context.language),
        timeZone: publication.slot_time_zone,
        deadlineHours: publication.booking_deadline_hours,
        booking: own && ownSlot ? ownBookingView(publication, ownSlot, own, ofPublication) : null,
        slots: slots
          .filter((slot) => mayBook(slot, context.now))
          .map((slot) => ({
            id: slot.id,
            startsAt: slot.starts_at,
            minutes: slot.minutes,
            free: Math.max(
              0,
              slot.places -
                ofPublication.filter((booking) => booking.slot_id === slot.id && booking.status === 'booked').length,
            ),
          })),
      };
    }),
  );
}

function ownBookingView(
  publication: PublicationRow,
  slot: TimeSlotRow,
  booking: SlotBookingRow,
  liveOfPublication: SlotBookingRow[],
): OwnBooking {
  const waiting = liveOfPublication.filter((other) => other.slot_id === slot.id && other.status === 'waiting');
  return {
    slotId: slot.id,
    startsAt: slot.starts_at,
    minutes: slot.minutes,
    status: booking.status === 'booked' ? 'booked' : 'waiting',
    waitingPlace: booking.status === 'waiting' ? waiting.findIndex((other) => other.id === booking.id) + 1 : null,
    changeableUntil: changeableUntil(slot, publication.booking_deadline_hours),
  };
}

/** A slot of a publication the judge may book (90440 otherwise, as if there were none), with its publication. */
async function slotForJudge(
  context: CallContext,
  slotId: string,
): Promise<{ slot: TimeSlotRow; publication: PublicationRow }> {
  const slot = await findSlot(context.db, slotId);
  const bookable = slot ? (await bookablePublications(context)).find((p) => p.id === slot.publication_id) : undefined;
  if (!slot || !bookable) throw new CallError(ErrorCode.slotUnknown, 'There is no such slot.');
  return { slot, publication: bookable };
}

async function ownBookingNow(
  context: CallContext,
  publication: PublicationRow,
  slot: TimeSlotRow,
): Promise<OwnBooking> {
  const { member } = requireCaller(context);
  const live = await liveBookingsOfPublications(context.db, [publication.id]);
  const own = live.find((booking) => booking.member_id === member.id);
  if (!own) throw new Error('the booking just made is gone');
  return ownBookingView(publication, slot, own, live);
}

/**
 * member/slot/book: a place in the slot, or its waiting list when it is full; the judge is
 * sent the confirmation with its calendar file. A judge already booked for the publication
 * keeps that booking (moving is member/slot/move): the answer is it, unchanged.
 */
export async function book(context: CallContext, slotId: string): Promise<OwnBooking> {
  const { member } = requireCaller(context);
  const { slot, publication } = await slotForJudge(context, slotId);
  if (!mayBook(slot, context.now)) throw new CallError(ErrorCode.slotStarted, 'This slot has begun.');
  const booking = await bookSlot(context.db, slot, member.id, newId(), context.now);
  if (booking?.status === 'booked') {
    await tellJudge(context.db, 'booked', publication, slot, booking, context.settings.publicUrl, context.now);
  }
  const existing = booking ?? (await liveBookingOf(context.db, publication.id, member.id));
  const existingSlot = existing && existing.slot_id !== slot.id ? await findSlot(context.db, existing.slot_id) : slot;
  return ownBookingNow(context, publication, existingSlot ?? slot);
}

/** The judge's live booking of this slot, and whether it may still change (90444, 90441 otherwise). */
async function changeableBooking(
  context: CallContext,
  slotId: string,
): Promise<{ slot: TimeSlotRow; publication: PublicationRow; booking: SlotBookingRow }> {
  const { member } = requireCaller(context);
  const slot = await findSlot(context.db, slotId);
  const publication = slot ? await findPublication(context.db, slot.publication_id) : undefined;
  const booking = slot && publication ? await liveBookingOf(context.db, publication.id, member.id) : undefined;
  if (!slot || !publication || booking?.slot_id !== slot.id) {
    throw new CallError(ErrorCode.noBooking, 'You have no booking of this slot.');
  }
  // Leaving a waiting list frees no one's place: it stays open until the slot begins.
  const open =
    booking.status === 'waiting'
      ? mayBook(slot, context.now)
      : mayChange(slot, publication.booking_deadline_hours, context.now);
  if (!open) {
    throw new CallError(ErrorCode.bookingDeadlinePassed, 'The booking can no longer change.', {
      hours: publication.booking_deadline_hours,
    });
  }
  return { slot, publication, booking };
}

/** member/slot/cancel: the judge's booking given up; a freed place goes to the first judge waiting, who is told. */
export async function cancel(context: CallContext, slotId: string): Promise<void> {
  const { slot, publication, booking } = await changeableBooking(context, slotId);
  const promoted = await cancelBooking(context.db, slot, booking, context.now);
  const origin = context.settings.publicUrl;
  if (booking.status === 'booked')
    await tellJudge(context.db, 'cancelled', publication, slot, booking, origin, context.now);
  for (const other of promoted) await tellJudge(context.db, 'promoted', publication, slot, other, origin, context.now);
}

/**
 * member/slot/move: the judge's booking moved to another slot of the publication that has a
 * free place (90442 when it has none: the judge keeps their booking), before the deadline
 * of the booking they leave; the place they free goes to the first judge waiting.
 */
export async function move(context: CallContext, slotId: string, toId: string): Promise<OwnBooking> {
  const { slot, publication, booking } = await changeableBooking(context, slotId);
  const to = await findSlot(context.db, toId);
  if (!to || to.publication_id !== publication.id || to.id === slot.id) {
    throw new CallError(ErrorCode.slotUnknown, 'There is no such slot.');
  }
  if (!mayBook(to, context.now)) throw new CallError(ErrorCode.slotStarted, 'This slot has begun.');
  const outcome = await moveBooking(context.db, slot, to, booking, context.now);
  if (outcome === 'full') throw new CallError(ErrorCode.slotFull, 'This slot is full.');
  const origin = context.settings.publicUrl;
  await tellJudge(
    context.db,
    booking.status === 'booked' ? 'moved' : 'booked',
    publication,
    to,
    outcome.moved,
    origin,
    context.now,
  );
  for (const other of outcome.promoted)
    await tellJudge(context.db, 'promoted', publication, slot, other, origin, context.now);
  return ownBookingNow(context, publication, to);
}
