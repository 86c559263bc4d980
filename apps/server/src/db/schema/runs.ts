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
