/** One email in the outbox: queued by the work that writes it, sent by outreach/mail/mail-loop.ts. */
export interface MailMessageTable {
  id: string;
  account_id: string;
  /** The judge it is for, when there is one (a test message has none). */
  member_id: string | null;
  to_address: string;
  /** `test`, `invitation`, `reminder`, `booking`, … as the sender names it. */
  kind: string;
  /** The reader's language: the footer and the unsubscribe page speak it. */
  language: string;
  subject: string;
  /** Emptied once sent: a message may carry a judge's personal link, which should not outlive its sending. */
  text_body: string;
  html_body: string;
  /** JSON array of { filename, contentType, content }; emptied once sent, like the bodies. */
  attachments: string;
  /** `queued` (due at next_attempt_at), `sending` (claimed until claimed_until), `sent`, or `failed` (given up). */
  status: 'queued' | 'sending' | 'sent' | 'failed';
  /** Tries claimed so far. */
  attempts: number;
  next_attempt_at: number;
  claimed_until: number | null;
  /** The SMTP server's reply, or why none came, on the last failed try. */
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  /** The address the unsubscribe link starts with when PUBLIC_URL is unset: the one the sender's console was viewed at. */
  link_origin: string | null;
  /** The unsubscribe link's token, kept only until the message is sent (the footer is written then). */
  unsubscribe_token: string | null;
  /** Its SHA-256, which the unsubscribe page looks up for as long as the row lives. */
  unsubscribe_hash: string;
}

/** An address that asked for no more email from an account. */
export interface MailSuppressionTable {
  account_id: string;
  /** Lower-cased, so that a judge is not written to again under another spelling. */
  address: string;
  at: number;
}
