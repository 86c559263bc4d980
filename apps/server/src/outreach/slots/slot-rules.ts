import type { Attendance } from '@palate/protocol';

/** The rules of booked sessions, without I/O: the services apply them to stored slots and bookings. */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface SlotTimes {
  starts_at: number;
  minutes: number;
}

export function slotEnd(slot: SlotTimes): number {
  return slot.starts_at + slot.minutes * MINUTE_MS;
}

/** The last moment a booking of the slot may be cancelled or moved. */
export function changeableUntil(slot: SlotTimes, deadlineHours: number): number {
  return slot.starts_at - deadlineHours * HOUR_MS;
}

/** Whether a booking of the slot may still be cancelled or moved at `now` (up to the deadline itself). */
export function mayChange(slot: SlotTimes, deadlineHours: number, now: number): boolean {
  return now <= changeableUntil(slot, deadlineHours);
}

/** A slot may be booked until it begins. */
export function mayBook(slot: SlotTimes, now: number): boolean {
  return now < slot.starts_at;
}

/** A new booking holds a place while the slot has one, else it joins the waiting list. */
export function newBookingStatus(booked: number, places: number): 'booked' | 'waiting' {
  return booked < places ? 'booked' : 'waiting';
}

/**
 * What became of a booked judge: arrived once they started a run of the publication; a
 * no-show once the slot ended without that; booked before.
 */
export function attendanceOf(slot: SlotTimes, started: boolean, now: number): Attendance {
  if (started) return 'arrived';
  return now >= slotEnd(slot) ? 'noShow' : 'booked';
}

/** The reminder of a booking is due from this moment (and until the slot begins); null: the publication sends none. */
export function reminderDueAt(slot: SlotTimes, reminderHours: number): number | null {
  return reminderHours > 0 ? slot.starts_at - reminderHours * HOUR_MS : null;
}

/**
 * The starts of a series: from `from`, every `every` minutes, while a start is at most
 * `until`; one start without `every`. Never more than `most`.
 */
export function seriesStarts(
  from: number,
  every: number | undefined,
  until: number | undefined,
  most: number,
): number[] {
  if (every === undefined || until === undefined) return [from];
  const starts: number[] = [];
  for (let start = from; start <= until && starts.length < most; start += every * MINUTE_MS) starts.push(start);
  return starts;
}

/** Places a slot seats when the leader gives none: the account's booths, at least one. */
export function defaultPlaces(booths: number): number {
  return Math.max(1, booths);
}
