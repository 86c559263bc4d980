import { z } from 'zod';

/**
 * Where a message stands: `queued` (waiting for its next try), `sending` (a server is sending
 * it now), `sent` (the SMTP server accepted it), `failed` (every try failed, given up).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const mailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatus>;

/** The address the console is viewed at: where a message's links lead when the server has no PUBLIC_URL. */
export const consoleOrigin = z
  .string()
  .max(200)
  .regex(/^https?:\/\/[^\s/]+$/);

/** Whether this server sends email, and how the account's messages fare at a glance. */
export const mailSetup = z.object({
  /** SMTP_URL and MAIL_FROM are set. */
  configured: z.boolean(),
  /** MAIL_FROM, or null when email is not set up. */
  from: z.string().nullable(),
  /** The account's messages waiting to be sent (queued or being sent). */
  queued: z.number().int(),
  failed: z.number().int(),
});
export type MailSetup = z.infer<typeof mailSetup>;

/** One message of the account's outbox, as the console lists it (its words are not kept once sent). */
export const mailMessageView = z.object({
  id: z.string(),
  to: z.string(),
  /** `test`, `invitation`, `reminder`, `booking`, … */
  kind: z.string(),
  subject: z.string(),
  status: mailStatus,
  attempts: z.number().int(),
  /**
   * The SMTP server's reply (or why none came) to the last failed try; `unsubscribed` when
   * the address unsubscribed while the message waited, so it was not sent.
   */
  lastError: z.string().nullable(),
  created: z.number(),
  sentAt: z.number().nullable(),
  /** When a queued message is tried next. */
  nextAttemptAt: z.number().nullable(),
});
export type MailMessageView = z.infer<typeof mailMessageView>;
