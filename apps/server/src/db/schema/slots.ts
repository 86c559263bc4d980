/** A time at which a publication is served in its booths (outreach/slots). */
export interface TimeSlotTable {
  id: string;
  publication_id: string;
  starts_at: number;
  minutes: number;
  /** How many judges it seats: the account's booths when the leader gave no number. */
  places: number;
  created_at: number;
}

/**
 * A judge's booking of a slot: `booked` holds a place, `waiting` is on a full slot's list
 * (first come, first promoted), `cancelled` is given up. One live booking per judge and
 * publication (a partial unique index).
 */
export interface SlotBookingTable {
  id: string;
  slot_id: string;
  publication_id: string;
  member_id: string;
  status: 'booked' | 'waiting' | 'cancelled';
  created_at: number;
  changed_at: number;
  /** When a process claimed the booking's reminder; null while it is due. */
  reminded_at: number | null;
}

/** A publication's booked-session settings (migration 0039), part of its row. */
export interface PublicationSlotColumns {
  /** A judge may cancel or move a booking until this many hours before its slot. */
  booking_deadline_hours: number;
  /** A booked judge is reminded this many hours before their slot; 0: never. */
  booking_reminder_hours: number;
  /** The IANA time zone the publication's slots are told in (mail, calendar file). */
  slot_time_zone: string;
}
