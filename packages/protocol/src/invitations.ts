import { z } from 'zod';
import { LANGUAGES } from '@palate/engine';
import { profileFilter } from './judge-profiles.ts';
import { importFault } from './member-admin.ts';

/** The invitations' file: CSV with the columns email, name, language (a first line naming them is optional). */
export const invitationsFile = z
  .string()
  .min(1)
  .max(1024 * 1024);

/** Most people one file or one panel invitation reaches. */
export const MOST_INVITED_AT_ONCE = 2000;

/**
 * Where an invitation stands, as the console shows it: `queued` (waiting for the mail loop),
 * `sent`, `failed` (the SMTP server refused it, or retries ran out), `unsubscribed` (the
 * address asked for no more email, so nothing was sent); then `opened` once its link was
 * followed and `finished` once the judge's run is finished.
 */
export const INVITATION_STATES = ['queued', 'sent', 'failed', 'unsubscribed', 'opened', 'finished'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationView = z.object({
  id: z.string(),
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  state: z.enum(INVITATION_STATES),
  invited: z.number(),
  opened: z.number().nullable(),
  remindersSent: z.number().int(),
  lastReminded: z.number().nullable(),
});
export type InvitationView = z.infer<typeof invitationView>;

/** What an invitation round did: messages queued, people already invited (not written to again), addresses that unsubscribed. */
export const invitationOutcome = z.object({
  sent: z.number().int(),
  alreadyInvited: z.number().int(),
  unsubscribed: z.number().int(),
});
export type InvitationOutcome = z.infer<typeof invitationOutcome>;

/** The address the console is viewed at: where the links lead when the server has no PUBLIC_URL. */
const consoleOrigin = z
  .string()
  .max(200)
  .regex(/^https?:\/\/[^\s/]+$/);

export const invitePanelRequest = z.object({
  id: z.string().min(1).max(64),
  origin: consoleOrigin.optional(),
  /** The same conditions as a publication's audience; empty: every named judge with an address. */
  filter: profileFilter,
  /** Write again to those already invited to this publication (a new link; the old one still works). */
  resend: z.boolean().default(false),
});

export const inviteFileRequest = z.object({
  id: z.string().min(1).max(64),
  origin: consoleOrigin.optional(),
  file: invitationsFile,
  resend: z.boolean().default(false),
  /** Only check the file: its faults, nothing stored or sent. */
  checkOnly: z.boolean().default(false),
});

export const inviteFileResponse = invitationOutcome.extend({ faults: z.array(importFault) });

/** A publication's reminder schedule: hours before its closing date; null for none. */
export const reminderSchedule = z.object({
  remindBeforeHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable(),
  /** When the scheduled reminders went out; null until then. */
  sentAt: z.number().nullable(),
});

/** invite/open's answer: the judge's individual link (my/{link}), with their new judge token in the envelope. */
/** `bookable`: the publication has time slots, so the judge first books one (the booking screen) rather than answering here. */
export const openedInvitation = z.object({ link: z.string(), pub: z.string(), bookable: z.boolean() });
