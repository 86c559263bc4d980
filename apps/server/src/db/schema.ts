import type { ServingRule } from '@palate/engine';

/** Times are milliseconds since the epoch; JSON columns hold text; flags are 0 or 1. */
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
  /** The questionnaire this is a version of: its first version's id (its own id for that one). */
  family_id: string;
  /** 1 for the first version of the family. */
  version: number;
  /** When the family left the console's list (set on every version of it); null while listed. */
  archived_at: number | null;
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
  /** Before this moment (epoch ms) judges neither see nor start it; null: open from the start. */
  opens_at: number | null;
  /** When the publication and its results are deleted; null for never. */
  deletes_at: number | null;
  /** The leader's latest synchronised start of the temporal screens, on the server's clock (epoch ms). */
  synchronised_start_at: number | null;
  /** `list`: the judge picks from the list; `auto`: a terminal opens the questionnaire at once. */
  selection_mode: 'list' | 'auto';
  /** 1 when judges must identify themselves (publication/members lists the logins). */
  need_id: number;
  /** Replicates: how many times the questionnaire is served to each judge. */
  repetitions: number;
  /** JSON array: the product index each symbol of the design stands for, drawn at publication. */
  design_symbols: string | null;
  /** Each judge is served this many products, a block of an incomplete block design; null for every product. */
  samples_per_judge: number | null;
  /** The tray-number prompt (session parameters m and M); null when trays are not asked for. */
  tray_min: number | null;
  tray_max: number | null;
  /** Session parameter c: 1 when a tray number may be used by one judge only. */
  tray_unique: number;
  /** `single`: one block serves every repetition; `perRepetition`: each repetition is its own block, a sitting of its own. */
  blocks: 'single' | 'perRepetition';
  /** 1 when judges may download the questionnaire to answer it offline and send the results later. */
  offline_enabled: number;
  /** The engine's ServingRule for discrimination sequences: 1 for publications made before rule 2 existed. */
  serving_rule: ServingRule;
  /**
   * Minutes after which a run started but never answered (no screen posted, not
   * downloaded, no tray or order chosen) leaves its judge rank to the next judge who
   * starts; null: ranks are never given again.
   */
  reassign_idle_minutes: number | null;
  /** JSON of the protocol's ProfileFilter: only judges whose profile meets it; null for every judge. */
  profile_filter: string | null;
  /** JSON of the protocol's quotas; null for none. Their cells' counts are in quota_cell. */
  quotas: string | null;
  /** 1 for a training session: in the judges' records, kept out of reports. */
  training: number;
  /** What judges see the publication as; null: the questionnaire's title. Its name is the leader's only. */
  judges_title: string | null;
  /**
   * Codes per judge: the secret each judge's codes are drawn from with their rank (the
   * engine's judgeSampleCodes, over blinding_codes' keys); null: every judge is served blinding_codes.
   */
  judge_codes_secret: string | null;
  /** The seed of the questionnaire's random orders (the engine's drawOrderSeed), drawn at publishing; null: 0. */
  order_seed: number | null;
}

/** A profile field an account's administrators defined (protocol judge-profiles.ts). */
export interface ProfileFieldTable {
  id: string;
  account_id: string;
  key: string;
  label: string;
  kind: 'text' | 'number' | 'date' | 'choice' | 'choices';
  /** JSON array of the values a choice field offers. */
  options: string;
  required: number;
  /** `leaders`: every leader sees its values; `admins`: administrators only. */
  visibility: 'leaders' | 'admins';
  /** 1 when judges may fill it themselves on their account page. */
  judge_editable: number;
  /** Its place among the account's fields, from 0. */
  position: number;
  created_at: number;
}

/** A judge's value of a profile field, as JSON (a string, a number or an array of choices). */
export interface ProfileValueTable {
  member_id: string;
  field_id: string;
  value: string;
  updated_at: number;
}

/** One cell of a publication's quota: how many judges it admits, and how many it has admitted. */
export interface QuotaCellTable {
  publication_id: string;
  quota_index: number;
  cell_index: number;
  quota: number;
  filled: number;
}

/** A booth's device, or a judge's own browser used as a virtual terminal. */
export interface TerminalTable {
  id: string;
  account_id: string;
  name: string;
  virtual: number;
  /** SHA-256 of the terminal token; null once disconnected. */
  token_hash: string | null;
  connected_at: number | null;
  last_seen_at: number | null;
  /** The judge now answering on this terminal, and the block they run. */
  judge_member_id: string | null;
  judge_block_id: string | null;
  /** When the judge on it called the panel leader from the list; null when no call waits. */
  call_at: number | null;
  created_at: number;
}

/** A global link of a publication (to/{code}). */
export interface PublicationLinkTable {
  code: string;
  publication_id: string;
  created_at: number;
  /** When a leader revoked it: new visitors are refused from then on. */
  revoked_at: number | null;
}

/** The individual link one visitor of a global link got (my/{code}). */
export interface JudgeLinkTable {
  code: string;
  global_code: string;
  member_id: string;
  created_at: number;
}

/** Header and footer content of the account, a terminal or a link; sanitised when served. */
export interface PortalScreenTable {
  id: string;
  account_id: string;
  scope: 'account' | 'terminal' | 'link';
  scope_id: string;
  type: string;
  name: string;
  content: string;
  style: string;
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
  /** The panel leader whose simulation (preview) this run is; null for a real judge's run. */
  previewed_by: string | null;
  /** 0 when a simulation lets the leader leave answers out (forced answers off); 1 otherwise. */
  mandatory_answers: number;
  /** When the run was last downloaded to be answered offline; null if never. */
  downloaded_at: number | null;
  /** SHA-256 of the last download's upload key; null once uploaded, or never downloaded. */
  upload_key_hash: string | null;
  /** The run's state at that download (services/offline.service.ts): a change since means a conflict. */
  download_state: string | null;
  /** Under quotas: `admitted` once counted in its cells, `stopped` when a full cell stopped it; null before. */
  quota_state: 'admitted' | 'stopped' | null;
  /** JSON object: when the judge first arrived on each screen with a timed wait, position to epoch ms; null: none yet. */
  screen_entries: string | null;
  /** 1 when a page's screen-out (endIf) ended the run: counted as screened out, never incomplete. */
  screened_out: number;
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

/** Every upload of offline results the server acknowledged, by the client-made id, so a resend is recognised. */
export interface OfflineUploadTable {
  upload_id: string;
  judge_session_id: string;
  /** The hash of the upload key it came with: a resend must bring the same key. */
  key_hash: string;
  /** 1 when the upload ended the judge's block (the answer a resend gets again). */
  finished: number;
  received_at: number;
  /** JSON array of the device's log of the download (protocol offlineLogEntry). */
  log: string;
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

/** A judge a panel leader left out of a publication's analysis, by their label in the results. */
export interface AnalysisExclusionTable {
  publication_id: string;
  judge: string;
  excluded_at: number;
}

/** A judge's comment a leader picked for the publication's report (results/comments.service.ts). */
export interface CommentSelectionTable {
  publication_id: string;
  /** The run's rank in its publication: the judge, kept through a judge's deletion. */
  judge_rank: number;
  /** The screen: page, then `@product` and `#repetition` as the answer's key. */
  page_key: string;
  control_id: string;
  selected_at: number;
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

/** Something that happened to a publication, kept for the webhooks (migration 0036): an outbox written by the work that caused it. */
export interface PublicationEventTable {
  id: string;
  publication_id: string;
  /** `targetReached`, `closed` or `screenedOut` (the protocol's WEBHOOK_EVENTS). */
  kind: string;
  /** Unique per publication: the same event is never recorded twice (`targetReached`, `closed:{at}`, `screenedOut:{run}`). */
  once_key: string;
  at: number;
  /** JSON object: the event's details as the deliveries carry them. */
  details: string;
  /** 1 once given to the webhooks that want it. */
  handed_out: number;
}

/** A leader's webhook: where the account's events are posted, signed with its secret. */
export interface WebhookTable {
  id: string;
  account_id: string;
  url: string;
  secret: string;
  /** JSON array of the event kinds it wants. */
  events: string;
  created_at: number;
  /** The member's name who registered it, kept when they are gone. */
  created_by: string;
}

/** One event for one webhook: its body, signed and sent as is at every try. */
export interface WebhookDeliveryTable {
  id: string;
  webhook_id: string;
  event_id: string;
  body: string;
  /** `due` (waiting for next_at), `sending` (claimed until next_at), `delivered` or `failed` (given up). */
  status: 'due' | 'sending' | 'delivered' | 'failed';
  /** Tries claimed so far. */
  attempts: number;
  next_at: number | null;
  created_at: number;
}

/** One try of a delivery: the receiver's HTTP status, or why there was none. */
export interface WebhookAttemptTable {
  delivery_id: string;
  number: number;
  at: number;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
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

export interface DatabaseSchema {
  account: AccountTable;
  rate_limit_window: RateLimitWindowTable;
  member: MemberTable;
  member_token: MemberTokenTable;
  questionnaire: QuestionnaireTable;
  publication: PublicationTable;
  judge_session: JudgeSessionTable;
  answer: AnswerTable;
  run_post: RunPostTable;
  offline_upload: OfflineUploadTable;
  terminal: TerminalTable;
  publication_link: PublicationLinkTable;
  judge_link: JudgeLinkTable;
  portal_screen: PortalScreenTable;
  message: MessageTable;
  message_recipient: MessageRecipientTable;
  message_status: MessageStatusTable;
  login_attempt: LoginAttemptTable;
  reset_key: ResetKeyTable;
  member_connection: MemberConnectionTable;
  analysis_exclusion: AnalysisExclusionTable;
  comment_selection: CommentSelectionTable;
  audit_log: AuditLogTable;
  api_token: ApiTokenTable;
  custom_asset: CustomAssetTable;
  image: ImageTable;
  profile_field: ProfileFieldTable;
  profile_value: ProfileValueTable;
  quota_cell: QuotaCellTable;
  publication_event: PublicationEventTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  webhook_attempt: WebhookAttemptTable;
}
