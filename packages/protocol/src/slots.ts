import { z } from 'zod';

/** Booked sessions for booths (issue 42): time slots a publication offers, booked by its judges. */

/** Slots one publication may offer; a series stops there. */
export const MOST_SLOTS_PER_PUBLICATION = 500;
/** The longest a slot may last, in minutes (a working day). */
export const LONGEST_SLOT_MINUTES = 12 * 60;

const id = z.string().min(1).max(64);
const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

/** A judge's booking: `booked` holds a place, `waiting` is on the slot's waiting list. */
export const bookingStatus = z.enum(['booked', 'waiting']);
export type BookingStatus = z.infer<typeof bookingStatus>;

/**
 * What became of a booked judge, for the monitor: `booked` (the slot is still to come or
 * under way, the judge has not started), `arrived` (the judge started a run of the
 * publication), `noShow` (the slot ended and the judge never started).
 */
export const attendance = z.enum(['booked', 'arrived', 'noShow']);
export type Attendance = z.infer<typeof attendance>;

/** A publication's booking rules, as the leader sets them. */
export const slotSettings = z.object({
  /** A judge may cancel or move until this many hours before the slot. */
  deadlineHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  /** The reminder goes this many hours before the slot; 0: none. */
  reminderHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  /** IANA time zone the slots are told in, in mail and on judges' screens (e.g. Europe/Paris). */
  timeZone: z.string().min(1).max(64),
});
export type SlotSettings = z.infer<typeof slotSettings>;

/** One slot as the leader's monitor shows it: who booked it, who waits, who came. */
export const monitoredSlot = z.object({
  id: z.string(),
  startsAt: z.number(),
  minutes: z.number().int(),
  places: z.number().int(),
  booked: z.array(z.object({ memberId: z.string(), name: z.string(), attendance })),
  /** In the order they will be promoted. */
  waiting: z.array(z.object({ memberId: z.string(), name: z.string() })),
});
export type MonitoredSlot = z.infer<typeof monitoredSlot>;

/** pub/slots/create: one slot, or a series every `every` minutes from `startsAt` to `until` (the last start). */
export const newSlots = z.object({
  id,
  startsAt: epochMs,
  minutes: z.number().int().min(5).max(LONGEST_SLOT_MINUTES),
  /** Omitted: the account's booths. */
  places: z.number().int().min(1).max(1000).optional(),
  every: z
    .number()
    .int()
    .min(5)
    .max(LONGEST_SLOT_MINUTES * 2)
    .optional(),
  until: epochMs.optional(),
});

/** A slot a judge may book, with its free places (0: booking it joins the waiting list). */
export const openSlot = z.object({
  id: z.string(),
  startsAt: z.number(),
  minutes: z.number().int(),
  free: z.number().int(),
});
export type OpenSlot = z.infer<typeof openSlot>;

/** The judge's own booking of a publication. */
export const ownBooking = z.object({
  slotId: z.string(),
  startsAt: z.number(),
  minutes: z.number().int(),
  status: bookingStatus,
  /** On the waiting list: 1 for the next judge to be promoted. */
  waitingPlace: z.number().int().nullable(),
  /** Until then the judge may cancel or move it. */
  changeableUntil: z.number(),
});
export type OwnBooking = z.infer<typeof ownBooking>;

/** A publication the judge may book a session of. */
export const bookablePublication = z.object({
  id: z.string(),
  /** Its title for judges. */
  title: z.string(),
  timeZone: z.string(),
  deadlineHours: z.number().int(),
  booking: ownBooking.nullable(),
  /** The slots still to come. */
  slots: z.array(openSlot),
});
export type BookablePublication = z.infer<typeof bookablePublication>;
