import { repeatPass, type RepeatedPass } from '../../shared/repeated-pass.ts';
import type { Db } from '../../db/database.ts';
import { findPublication } from '../../publishing/publications.repository.ts';
import { mailSettingsOf } from '../mail/mail-settings.ts';
import { tellJudge } from './booking-mail.ts';
import { claimReminder, dueReminders } from './slots.repository.ts';

/** Reminders claimed in one round; a pass takes rounds until none is due. */
const AT_ONCE = 50;
/** How often each process looks for reminders due: an hour's notice need not be to the second. */
export const BOOKING_REMINDER_INTERVAL_MS = 60_000;

/**
 * One pass of the booking reminders at `now`: each booked place whose reminder time has
 * come (the publication's hours before the slot, the slot not begun) is claimed by a
 * guarded update, so that two processes running the pass at once remind each judge once,
 * then its message queued. Gives the number queued or refused (no address, unsubscribed).
 */
export async function remindBookedJudges(db: Db, now: number, origin: string | null | undefined): Promise<number> {
  // Without email nothing is claimed, so the reminders still go out once email is set up.
  if (!mailSettingsOf(db)) return 0;
  let reminded = 0;
  for (;;) {
    const due = await dueReminders(db, now, AT_ONCE);
    for (const { booking, slot } of due) {
      if (!(await claimReminder(db, booking.id, now))) continue;
      const publication = await findPublication(db, booking.publication_id);
      if (!publication) continue;
      await tellJudge(db, 'reminder', publication, slot, booking, origin, now);
      reminded += 1;
    }
    if (due.length < AT_ONCE) return reminded;
  }
}

/** Starts this process's passes (main.ts), beside the mail loop that sends what they queue. */
export function startBookingReminders(
  db: Db,
  origin: string | null | undefined,
  onFailure: (error: unknown) => void,
  everyMs = BOOKING_REMINDER_INTERVAL_MS,
): RepeatedPass {
  return repeatPass(() => remindBookedJudges(db, Date.now(), origin), everyMs, onFailure);
}
