/** Times are milliseconds since the epoch; JSON columns hold text; flags are 0 or 1. */
export interface AccountTable {
  id: string;
  code: string;
  name: string;
  created_at: number;
  /** JSON of the account's login settings (services/account-settings.ts); null for the defaults. */
  login_settings: string | null;
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
}

export interface MemberTokenTable {
  /** SHA-256 of the token: a stolen database gives no usable token. */
  token_hash: string;
  member_id: string;
  expires_at: number;
  created_at: number;
}

export interface QuestionnaireTable {
  id: string;
  account_id: string;
  name: string;
  /** The definition as validated by the engine's schema, as JSON; never changed once stored. */
  definition: string;
  created_at: number;
}

export interface PublicationTable {
  id: string;
  account_id: string;
  questionnaire_id: string;
  name: string;
  /** JSON object: product id to blinding code, fixed for the publication. */
  blinding_codes: string;
  /** Open to judges who answer without identification. */
  anonymous: number;
  target_judges: number | null;
  expires_at: number | null;
  created_at: number;
}

export interface JudgeSessionTable {
  id: string;
  publication_id: string;
  member_id: string;
  /** 0 for the publication's first judge, 1 for the second…: picks the design row. */
  judge_rank: number;
  /** JSON array of product indexes in serving order. */
  presentation_order: string;
  position: number;
  furthest_position: number;
  status: 'inProgress' | 'finished';
  started_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface AnswerTable {
  judge_session_id: string;
  page_key: string;
  control_id: string;
  product_id: string | null;
  value: number | null;
  text: string | null;
  post_id: string;
  saved_at: number;
}

/** Every post the server acknowledged, by the client-made id, so a resend is recognised. */
export interface RunPostTable {
  post_id: string;
  judge_session_id: string;
  position: number;
  received_at: number;
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

export interface DatabaseSchema {
  account: AccountTable;
  member: MemberTable;
  member_token: MemberTokenTable;
  questionnaire: QuestionnaireTable;
  publication: PublicationTable;
  judge_session: JudgeSessionTable;
  answer: AnswerTable;
  run_post: RunPostTable;
  login_attempt: LoginAttemptTable;
  reset_key: ResetKeyTable;
  member_connection: MemberConnectionTable;
}
