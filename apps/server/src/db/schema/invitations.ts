/** One person invited by email to answer one publication (outreach/invitations). */
export interface InvitationTable {
  id: string;
  account_id: string;
  publication_id: string;
  /** The named judge the invitation is for: answers through its link are theirs. */
  member_id: string;
  /** The address it was sent to. */
  email: string;
  /** The language it was written in (the judge's). */
  language: string;
  /** The address its links start with (PUBLIC_URL, else the console's at the time), for later reminders. */
  link_origin: string;
  invited_at: number;
  /** The outbox message (mail_message.id) of the last invitation sent; null when none was queued. */
  mail_id: string | null;
  /** 1 when the address had unsubscribed, so the message was refused. */
  unsubscribed: number;
  last_reminded_at: number | null;
  reminders_sent: number;
  /** The first time the link was followed. */
  opened_at: number | null;
  /** The judge's individual link (judge_link.code), made when the invitation is first opened. */
  link_code: string | null;
}

/** A personal link one message carried: SHA-256 of its token (security/tokens.ts); the token is only in the message. */
export interface InvitationLinkTable {
  token_hash: string;
  invitation_id: string;
  created_at: number;
}

/** When a publication's invited judges who have not finished are reminded, once. */
export interface InvitationScheduleTable {
  publication_id: string;
  /** Hours before the publication's closing date. */
  remind_before_hours: number;
  /** When a process claimed the scheduled reminders; null while they are due. */
  sent_at: number | null;
}
