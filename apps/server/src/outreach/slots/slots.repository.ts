import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SlotBookingTable, TimeSlotTable } from '../../db/schema.ts';
import { lockPublication, type PublicationRow } from '../../publishing/publications.repository.ts';
import { newBookingStatus } from './slot-rules.ts';

export type TimeSlotRow = TimeSlotTable;
export type SlotBookingRow = SlotBookingTable;

export async function insertSlots(db: Db, slots: TimeSlotRow[]): Promise<void> {
  if (slots.length > 0) await db.insertInto('time_slot').values(slots).execute();
}

export function slotsOfPublication(db: Db, publicationId: string): Promise<TimeSlotRow[]> {
  return db
    .selectFrom('time_slot')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export async function countSlots(db: Db, publicationId: string): Promise<number> {
  const row = await db
    .selectFrom('time_slot')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('publication_id', '=', publicationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findSlot(db: Db, id: string): Promise<TimeSlotRow | undefined> {
  return db.selectFrom('time_slot').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteSlot(db: Db, id: string): Promise<void> {
  await db.deleteFrom('time_slot').where('id', '=', id).execute();
}

/** The booths of an account: its terminals that are devices, not judges' own browsers. */
export async function countBooths(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('terminal')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_id', '=', accountId)
    .where('virtual', '=', 0)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The live bookings (booked and waiting) of some publications' slots, waiting ones in their list's order. */
export function liveBookingsOfPublications(db: Db, publicationIds: string[]): Promise<SlotBookingRow[]> {
  if (publicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('slot_booking')
    .selectAll()
    .where('publication_id', 'in', publicationIds)
    .where('status', '<>', 'cancelled')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A judge's live booking of a publication, if any. */
export function liveBookingOf(db: Db, publicationId: string, memberId: string): Promise<SlotBookingRow | undefined> {
  return db
    .selectFrom('slot_booking')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('member_id', '=', memberId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
}

export interface BookingChange {
  /** The booking as it now stands (after a move: the new one). */
  booking: SlotBookingRow;
  /** The waiting judge given the place freed, if any. */
  promoted: SlotBookingRow | null;
}

/**
 * Books a slot for a judge in one transaction: a place while the slot has one, else the
 * waiting list. The publication's row is locked first, so that bookings of its slots are
 * counted one after another on PostgreSQL (SQLite runs one writer at a time): no number
 * of judges booking at once can pass a slot's places. A judge's second live booking of
 * the publication is refused by the partial unique index: `undefined` then.
 */
export async function bookSlot(
  db: Db,
  slot: TimeSlotRow,
  memberId: string,
  id: string,
  now: number,
): Promise<SlotBookingRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockPublication(trx, slot.publication_id);
    if (await liveBookingOf(trx, slot.publication_id, memberId)) return undefined;
    const booking: SlotBookingRow = {
      id,
      slot_id: slot.id,
      publication_id: slot.publication_id,
      member_id: memberId,
      status: newBookingStatus(await countBooked(trx, slot.id), slot.places),
      created_at: now,
      changed_at: now,
      reminded_at: null,
    };
    await trx.insertInto('slot_booking').values(booking).execute();
    return booking;
  });
}

async function countBooked(trx: Db, slotId: string): Promise<number> {
  const row = await trx
    .selectFrom('slot_booking')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('slot_id', '=', slotId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Gives the slot's free places, if any, to the first judges of its waiting list; the promoted bookings. */
async function promoteWaiting(trx: Db, slot: TimeSlotRow, now: number): Promise<SlotBookingRow[]> {
  const free = slot.places - (await countBooked(trx, slot.id));
  if (free <= 0) return [];
  const first = await trx
    .selectFrom('slot_booking')
    .selectAll()
    .where('slot_id', '=', slot.id)
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .limit(free)
    .execute();
  if (first.length === 0) return [];
  await trx
    .updateTable('slot_booking')
    .set({ status: 'booked', changed_at: now })
    .where(
      'id',
      'in',
      first.map((booking) => booking.id),
    )
    .execute();
  return first.map((booking) => ({ ...booking, status: 'booked', changed_at: now }));
}

/** Cancels a live booking and promotes the first waiting judge to a freed place, in one transaction. */
export async function cancelBooking(
  db: Db,
  slot: TimeSlotRow,
  booking: SlotBookingRow,
  now: number,
): Promise<SlotBookingRow[]> {
  return db.transaction().execute(async (trx) => {
    await lockPublication(trx, slot.publication_id);
    const cancelled = await trx
      .updateTable('slot_booking')
      .set({ status: 'cancelled', changed_at: now })
      .where('id', '=', booking.id)
      .where('status', '<>', 'cancelled')
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) return [];
    return promoteWaiting(trx, slot, now);
  });
}

/**
 * Moves a booking to another slot of its publication that has a free place, in one
 * transaction: the old place goes to the old slot's first waiting judge. `full` when the
 * new slot has no free place (the booking is left as it was).
 */
export async function moveBooking(
  db: Db,
  from: TimeSlotRow,
  to: TimeSlotRow,
  booking: SlotBookingRow,
  now: number,
): Promise<{ moved: SlotBookingRow; promoted: SlotBookingRow[] } | 'full'> {
  return db.transaction().execute(async (trx) => {
    await lockPublication(trx, from.publication_id);
    if ((await countBooked(trx, to.id)) >= to.places) return 'full';
    await trx
      .updateTable('slot_booking')
      .set({ slot_id: to.id, status: 'booked', changed_at: now, reminded_at: null })
      .where('id', '=', booking.id)
      .execute();
    const promoted = booking.status === 'booked' ? await promoteWaiting(trx, from, now) : [];
    return {
      moved: { ...booking, slot_id: to.id, status: 'booked' as const, changed_at: now, reminded_at: null },
      promoted,
    };
  });
}

/** The live bookings of a slot, before it is deleted (the deletion takes them with it). */
export function liveBookingsOfSlot(db: Db, slotId: string): Promise<SlotBookingRow[]> {
  return db
    .selectFrom('slot_booking')
    .selectAll()
    .where('slot_id', '=', slotId)
    .where('status', '<>', 'cancelled')
    .execute();
}

export async function setSlotSettings(
  db: Db,
  publicationId: string,
  settings: { booking_deadline_hours: number; booking_reminder_hours: number; slot_time_zone: string },
): Promise<void> {
  await db.updateTable('publication').set(settings).where('id', '=', publicationId).execute();
}

/** The judges among these who started a run of the publication (a leader's simulation is no judge's). */
export async function startedJudges(db: Db, publicationIds: string[], memberIds: string[]): Promise<Set<string>> {
  if (publicationIds.length === 0 || memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('judge_session')
    .select(['publication_id', 'member_id'])
    .where('publication_id', 'in', publicationIds)
    .where('member_id', 'in', memberIds)
    .where('previewed_by', 'is', null)
    .execute();
  return new Set(rows.map((row) => `${row.publication_id} ${row.member_id}`));
}

export interface DueReminder {
  booking: SlotBookingRow;
  slot: TimeSlotRow;
}

/**
 * The booked places whose reminder is due at `now`: the publication sends reminders, its
 * time before the slot has come, the slot has not begun, and no process has claimed it.
 */
export async function dueReminders(db: Db, now: number, most: number): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('slot_booking as b')
    .innerJoin('time_slot as s', 's.id', 'b.slot_id')
    .innerJoin('publication as p', 'p.id', 'b.publication_id')
    .selectAll('b')
    .select(['s.starts_at', 's.minutes', 's.places', 's.created_at as slot_created_at'])
    .where('b.status', '=', 'booked')
    .where('b.reminded_at', 'is', null)
    .where('p.booking_reminder_hours', '>', 0)
    .where('s.starts_at', '>', now)
    .where(sql<boolean>`s.starts_at - p.booking_reminder_hours * 3600000 <= ${now}`)
    .orderBy('s.starts_at')
    .limit(most)
    .execute();
  return rows.map(({ starts_at, minutes, places, slot_created_at, ...booking }) => ({
    booking,
    slot: {
      id: booking.slot_id,
      publication_id: booking.publication_id,
      starts_at: Number(starts_at),
      minutes,
      places,
      created_at: Number(slot_created_at),
    },
  }));
}

/** Claims a booking's reminder for this process: true once, for one process only. */
export async function claimReminder(db: Db, bookingId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('slot_booking')
    .set({ reminded_at: now })
    .where('id', '=', bookingId)
    .where('reminded_at', 'is', null)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Booked places of ended slots whose judge never started a run of the publication, per judge. */
export async function noShowCounts(db: Db, memberIds: string[], now: number): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('slot_booking as b')
    .innerJoin('time_slot as s', 's.id', 'b.slot_id')
    .select(['b.member_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('b.member_id', 'in', memberIds)
    .where('b.status', '=', 'booked')
    .where(sql<boolean>`s.starts_at + s.minutes * 60000 <= ${now}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('judge_session as j')
            .select('j.id')
            .whereRef('j.publication_id', '=', 'b.publication_id')
            .whereRef('j.member_id', '=', 'b.member_id')
            .where('j.previewed_by', 'is', null),
        ),
      ),
    )
    .groupBy('b.member_id')
    .execute();
  return new Map(rows.map((row) => [row.member_id, Number(row.count)]));
}

/** The account's publications that offer slots (judges of the account are shown them if meant for them). */
export function publicationsWithSlots(db: Db, accountId: string): Promise<PublicationRow[]> {
  return db
    .selectFrom('publication')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('time_slot').select('time_slot.id').whereRef('time_slot.publication_id', '=', 'publication.id'),
      ),
    )
    .orderBy('created_at')
    .execute();
}

/** The publications a judge was invited to by email (outreach/invitations). */
export async function invitedPublications(db: Db, memberId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('invitation').select('publication_id').where('member_id', '=', memberId).execute();
  return new Set(rows.map((row) => row.publication_id));
}

/** Judges' names as the leader knows them, by member id. */
export async function memberNames(db: Db, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.selectFrom('member').select(['id', 'display_name']).where('id', 'in', memberIds).execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}
