import { matchLanguage, type Language } from '@palate/engine';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../accounts/members.repository.ts';
import { findMemberById } from '../../accounts/logins.repository.ts';
import { loadDefinition } from '../../publishing/definitions.ts';
import type { PublicationRow } from '../../publishing/publications.repository.ts';
import { judgesTitleOf } from '../../shared/judges-title.ts';
import { composeMail, type MailContent } from '../mail/layout.ts';
import { queueMail, type OutgoingMail } from '../mail/outbox.ts';
import { calendarFile } from './ics.ts';
import { changeableUntil, reminderDueAt, slotEnd } from './slot-rules.ts';
import { momentInWords, slotTexts } from './slot-texts.ts';
import { claimReminder, type SlotBookingRow, type TimeSlotRow } from './slots.repository.ts';

/**
 * What a message tells a judge of their booking: `booked` (the confirmation), `moved`,
 * `cancelled` (by the judge), `removed` (the lab deleted the slot), `promoted` (a place
 * freed for a judge on the waiting list), `reminder`.
 */
export type BookingNews = 'booked' | 'moved' | 'cancelled' | 'removed' | 'promoted' | 'reminder';

/** The mail kind of each, as the outbox and the audit log name it. */
const KIND: Record<BookingNews, string> = {
  booked: 'booking',
  moved: 'booking-moved',
  cancelled: 'booking-cancelled',
  removed: 'booking-cancelled',
  promoted: 'booking-promoted',
  reminder: 'booking-reminder',
};

/** The news that leave the judge with a place, so that their message carries the calendar file. */
const WITH_CALENDAR = new Set<BookingNews>(['booked', 'moved', 'promoted', 'reminder']);
/** The news that give the judge a place: within the reminder's time, they stand for the reminder. */
const GIVES_PLACE = new Set<BookingNews>(['booked', 'moved', 'promoted']);

/** Where a judge's message links to, for their booking of the publication; null when the server's public address is unknown. */
export function bookingAddress(origin: string | null | undefined, publicationId: string): string | null {
  return origin ? `${origin}/book/${encodeURIComponent(publicationId)}` : null;
}

export function judgeLanguage(member: Pick<MemberRow, 'language'>): Language {
  return (member.language === null ? null : matchLanguage(member.language)) ?? 'en';
}

/**
 * A booking's message, in the judge's language, with its times in the publication's time
 * zone and, when the judge holds a place, its calendar file. Judges without an address
 * (or unsubscribed) are not written to; the outcome says so.
 */
export async function tellJudge(
  db: Db,
  news: BookingNews,
  publication: PublicationRow,
  slot: TimeSlotRow,
  booking: SlotBookingRow,
  origin: string | null | undefined,
  now: number,
): Promise<'queued' | 'unsubscribed' | 'not-configured' | 'no-address'> {
  const due = reminderDueAt(slot, publication.booking_reminder_hours);
  // A place given once the reminder's time has come: this message says what the reminder would.
  if (GIVES_PLACE.has(news) && due !== null && now >= due) await claimReminder(db, booking.id, now);
  const member = await findMemberById(db, booking.member_id);
  if (!member?.email) return 'no-address';
  const language = judgeLanguage(member);
  const texts = slotTexts(language);
  const title = judgesTitleOf(publication, await loadDefinition(db, publication.questionnaire_id), language);
  const when = momentInWords(slot.starts_at, language, publication.slot_time_zone);
  const paragraphs = {
    booked: [texts.booked(title, when, slot.minutes)],
    moved: [texts.moved(title, when, slot.minutes)],
    cancelled: [texts.cancelled(title, when)],
    removed: [texts.removed(title, when)],
    promoted: [texts.promoted(title, when, slot.minutes)],
    reminder: [texts.reminder(title, when, slot.minutes)],
  }[news];
  const calendar = WITH_CALENDAR.has(news);
  if (calendar && news !== 'reminder') {
    const until = changeableUntil(slot, publication.booking_deadline_hours);
    if (until > now) paragraphs.push(texts.changeUntil(momentInWords(until, language, publication.slot_time_zone)));
    paragraphs.push(texts.calendarNote);
  }
  const address = bookingAddress(origin, publication.id);
  const content: MailContent = {
    greeting: texts.greeting(member.display_name),
    paragraphs,
    ...(address && news !== 'removed' ? { action: { label: texts.action, url: address } } : {}),
  };
  const subject = {
    booked: texts.bookedSubject(title),
    moved: texts.movedSubject(title),
    cancelled: texts.cancelledSubject(title),
    removed: texts.removedSubject(title),
    promoted: texts.promotedSubject(title),
    reminder: texts.reminderSubject(title, when),
  }[news];
  const mail: OutgoingMail = {
    accountId: publication.account_id,
    memberId: member.id,
    to: member.email,
    kind: KIND[news],
    language,
    subject,
    body: composeMail(language, content),
    // Without PUBLIC_URL, the address the judge or leader called from serves the unsubscribe link too.
    ...(origin ? { linkOrigin: origin } : {}),
    ...(calendar
      ? {
          attachments: [
            {
              filename: 'session.ics',
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: calendarFile({
                uid: `${booking.id}@palate`,
                // A move or a promotion changes the event: a later change has a higher number.
                sequence: Math.floor((booking.changed_at - booking.created_at) / 1000),
                stamp: now,
                start: slot.starts_at,
                end: slotEnd(slot),
                summary: texts.calendarSummary(title),
                description: paragraphs[0] ?? '',
                method: 'PUBLISH',
              }),
            },
          ],
        }
      : {}),
  };
  return queueMail(db, mail, now);
}
