export interface AccountTable {
  id: string;
  code: string;
  name: string;
  created_at: number;
  /** JSON of the account's login settings (services/account-settings.ts); null for the defaults. */
  login_settings: string | null;
  /** Booth devices the account may connect at once (its licence); null: the server's MAX_DEVICES. */
  max_devices: number | null;
}

/** An account's custom stylesheet or script, by its file name under /custom/ (custom.{hash}.css|js). */
export interface CustomAssetTable {
  name: string;
  account_id: string;
  content: string;
  updated_at: number;
}

/** A picture a leader uploaded; its name is what definitions give as an info control's image. */
export interface ImageTable {
  name: string;
  account_id: string;
  content_type: string;
  size: number;
  /** The picture's bytes, base64. */
  data: string;
  created_at: number;
}

export interface MemberTable {
  id: string;
  account_id: string;
  /** `u` for a user (panel leader, facilitator), `j` for a judge. */
  type: 'u' | 'j';
  /** Null for an anonymous judge. */
  login: string | null;
  /** The login folded (trimmed, lower case) so a lock cannot be dodged by case or spaces. */
  login_key: string | null;
  display_name: string;
  /** JSON array of role names. */
  roles: string;
  password_hash: string | null;
  created_at: number;
  /** Null: never expires; once past, the next login answers 1004 until the password is changed. */
  password_expires_at: number | null;
  /** When a leader deactivated the member: they cannot sign in, and their tokens are refused. */
  deactivated_at: number | null;
  /** The judge's language as the lab gave it (en, fr…), or null. */
  language: string | null;
  /** A named judge's email address, where invitations go (outreach/invitations); null when the lab has none. */
  email: string | null;
}

export interface MemberTokenTable {
  /** SHA-256 of the token: a stolen database gives no usable token. */
  token_hash: string;
  member_id: string;
  expires_at: number;
  created_at: number;
}

export interface MessageTable {
  id: string;
  account_id: string;
  owner_id: string;
  text: string;
  /** `note` or `banner`. */
  type: string;
  /** `all`, `judges`, `leaders`, or null when only named members receive it. */
  recipient_group: string | null;
  target: string | null;
  lang: string | null;
  created_at: number;
}

export interface MessageRecipientTable {
  message_id: string;
  member_id: string;
}

export interface MessageStatusTable {
  message_id: string;
  member_id: string;
  /** `read` or `dismissed`; no row means unread. */
  status: string;
  updated_at: number;
}

/** Failed logins per account and folded login (known or not), and the lock they led to. */
export interface LoginAttemptTable {
  account_key: string;
  login_key: string;
  failures: number;
  locked_until: number | null;
  updated_at: number;
}

/** A password reset key, stored as its SHA-256; single use. */
export interface ResetKeyTable {
  key_hash: string;
  member_id: string;
  expires_at: number;
  created_at: number;
}

/** One login of a member, from the login to its end (logout, replacement or expiry). */
export interface MemberConnectionTable {
  id: string;
  member_id: string;
  /** The token's hash while the connection lasts; null once it has ended. */
  token_hash: string | null;
  user_agent: string;
  status: 'active' | 'ended' | 'replaced' | 'expired';
  started_at: number;
  last_at: number;
  ended_at: number | null;
}

/** One change made from the console, by whom and when (services/audit.service.ts). */
export interface AuditLogTable {
  id: string;
  account_id: string;
  /** Null once the member is deleted; their name stays in actor_name (a deleted judge's id there instead). */
  actor_id: string | null;
  actor_name: string;
  /** What was done, e.g. `run.end`, `booth.release`, `member.create`. */
  action: string;
  /** What it was done to, in words a reader of the log recognises (a publication, a judge, a login). */
  target: string;
  /** JSON object: the particulars (a screen, a role list). */
  detail: string;
  at: number;
}

/** A limited call's count for one address in one fixed window (migration 0029). */
export interface RateLimitWindowTable {
  /** The limit's group and the client address, e.g. `logins:203.0.113.9`. */
  bucket: string;
  window_start: number;
  hits: number;
}

/** A leader's API token (migration 0034): its SHA-256, scope and life; kept once revoked. */
export interface ApiTokenTable {
  id: string;
  token_hash: string;
  member_id: string;
  name: string;
  /** `read-results` or `manage-publications` (the protocol's API_TOKEN_CALLS). */
  scope: string;
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}
