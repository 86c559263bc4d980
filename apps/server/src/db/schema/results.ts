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
