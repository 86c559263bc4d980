import { repeatPass, type RepeatedPass } from '../../shared/repeated-pass.ts';
import type { Db } from '../../db/database.ts';
import { findPublication } from '../../publishing/publications.repository.ts';
import { mailSettingsOf } from '../mail/mail-settings.ts';
import { remindUnfinished } from './invitations.service.ts';
import { claimSchedule, pendingSchedules } from './invitations.repository.ts';

/** How often each process looks for scheduled reminders due: a reminder hours before a closing need not be to the second. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * One pass: every publication whose scheduled reminder is due (its closing date within its
 * hours) is claimed by one guarded update, so that of several processes passing at once
 * exactly one sends it, once. Gives back how many reminders were queued.
 */
export async function sendScheduledReminders(db: Db, now: number): Promise<number> {
  // Without email nothing is claimed, so the reminders go out once email is set up.
  if (!mailSettingsOf(db)) return 0;
  let sent = 0;
  for (const schedule of await pendingSchedules(db, now)) {
    if (schedule.expires_at === null || schedule.expires_at - schedule.remind_before_hours * 3_600_000 > now) continue;
    if (!(await claimSchedule(db, schedule.publication_id, now))) continue;
    const publication = await findPublication(db, schedule.publication_id);
    if (publication) sent += await remindUnfinished(db, publication, now);
  }
  return sent;
}

/** Starts this process's passes (main.ts), beside the mail loop that sends what they queue. */
export function startReminderLoop(
  db: Db,
  onFailure: (error: unknown) => void,
  everyMs = REMINDER_INTERVAL_MS,
): RepeatedPass {
  return repeatPass(() => sendScheduledReminders(db, Date.now()), everyMs, onFailure);
}
