/** Times are milliseconds since the epoch; JSON columns hold text; flags are 0 or 1. */
export interface AccountTable {
  id: string;
  code: string;
  name: string;
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
  /** Replicates: how many times the questionnaire is served to each judge. */
  repetitions: number;
  /** JSON array: the product index each symbol of the design stands for, drawn at publication. */
  design_symbols: string | null;
  /** The tray-number prompt (session parameters m and M); null when trays are not asked for. */
  tray_min: number | null;
  tray_max: number | null;
  /** Session parameter c: 1 when a tray number may be used by one judge only. */
  tray_unique: number;
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
  /** The tray number the judge typed; null without a tray prompt. */
  tray: number | null;
  /**
   * The design row serving this judge when the tray (row tray - m) or run/start's
   * pres.order chose it; null: the row of judge_rank.
   */
  design_rank: number | null;
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
  /** 1 for the first serving, 2 for the replicate… */
  repetition: number;
  /** JSON of the answer's tags, choices or ranks, for the controls that give one. */
  detail: string | null;
}

/** Every post the server acknowledged, by the client-made id, so a resend is recognised. */
export interface RunPostTable {
  post_id: string;
  judge_session_id: string;
  position: number;
  received_at: number;
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
}
