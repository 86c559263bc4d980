import type { Language } from '@palate/engine';
import type { Db } from '../../db/database.ts';
import { hashToken, newId, newToken } from '../../security/tokens.ts';
import type { MailBody } from './layout.ts';
import { mailSettingsOf } from './mail-settings.ts';

export interface OutgoingMail {
  accountId: string;
  /** The judge it is for, when there is one. */
  memberId: string | null;
  /** The address. */
  to: string;
  /** 'test' | 'invitation' | 'reminder' | 'booking' | 'booking-reminder' | … */
  kind: string;
  /** The judge's language, for the layout's footer and the unsubscribe page. */
  language: Language;
  subject: string;
  /** From composeMail. */
  body: MailBody;
  attachments?: { filename: string; contentType: string; content: string }[];
  /**
   * The address the footer's unsubscribe link starts with when PUBLIC_URL is unset (the one
   * the console is viewed at, as for the message's own links); PUBLIC_URL wins when set.
   */
  linkOrigin?: string;
}

/**
 * Queues a message (sent by the loop, retried on failure); refuses an unsubscribed address.
 * Stores nothing and answers `not-configured` when this server sends no email (no SMTP_URL).
 */
export async function queueMail(
  db: Db,
  mail: OutgoingMail,
  now: number,
): Promise<'queued' | 'unsubscribed' | 'not-configured'> {
  if (!mailSettingsOf(db)) return 'not-configured';
  if ((await unsubscribedAmong(db, mail.accountId, [mail.to])).size > 0) return 'unsubscribed';
  // The footer's link is written when the message is sent, from the public address the
  // loop knows; the token waits beside the message until then, and only its hash stays.
  const token = newToken();
  await db
    .insertInto('mail_message')
    .values({
      id: newId(),
      account_id: mail.accountId,
      member_id: mail.memberId,
      to_address: mail.to,
      kind: mail.kind,
      language: mail.language,
      subject: mail.subject,
      text_body: mail.body.text,
      html_body: mail.body.html,
      attachments: JSON.stringify(mail.attachments ?? []),
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      link_origin: mail.linkOrigin?.replace(/\/+$/, '') ?? null,
      unsubscribe_token: token,
      unsubscribe_hash: hashToken(token),
    })
    .execute();
  return 'queued';
}

/** The addresses among these that unsubscribed from the account's email, lower-cased. */
export async function unsubscribedAmong(db: Db, accountId: string, addresses: readonly string[]): Promise<Set<string>> {
  const lowered = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const found = new Set<string>();
  // In slices: a panel's whole list would pass SQLite's limit on a statement's parameters.
  for (let start = 0; start < lowered.length; start += 500) {
    const rows = await db
      .selectFrom('mail_suppression')
      .select('address')
      .where('account_id', '=', accountId)
      .where('address', 'in', lowered.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.address);
  }
  return found;
}

/** Whether each address unsubscribed, for the screens that list judges' addresses (keyed as given). */
export async function isUnsubscribed(
  db: Db,
  accountId: string,
  addresses: readonly string[],
): Promise<Map<string, boolean>> {
  const suppressed = await unsubscribedAmong(db, accountId, addresses);
  return new Map(addresses.map((address) => [address, suppressed.has(address.toLowerCase())]));
}
