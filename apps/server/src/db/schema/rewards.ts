/** A publication's reward and consent settings (migration 0040), part of its row. */
export interface PublicationOutreachColumns {
  /** `points` or `amount`; null: the publication carries no reward. */
  reward_kind: 'points' | 'amount' | null;
  /** Points, or the amount in reward_currency, granted to each judge who finishes. */
  reward_value: number | null;
  /** ISO 4217 code of an amount (EUR, USD…); null for points. */
  reward_currency: string | null;
  /** JSON of the protocol's PublicationConsent (version and text per language); null: no consent asked. */
  consent: string | null;
}

/** A leader's correction of a judge's rewards, with its reason (grants themselves are read from finished runs). */
export interface RewardAdjustmentTable {
  id: string;
  account_id: string;
  member_id: string;
  publication_id: string | null;
  /** Added to the judge's rewards in the publication's unit (points when no publication). */
  delta: number;
  reason: string;
  /** The leader's display name at the time. */
  actor: string;
  at: number;
}

/** A judge's decision on a publication's consent text: one row per judge and publication. */
export interface JudgeConsentTable {
  member_id: string;
  publication_id: string;
  /** The version of the text the judge last accepted or declined. */
  version: number;
  accepted_at: number | null;
  declined_at: number | null;
  /** Once set, the judge's answers to the publication are left out of every analysis and export. */
  withdrawn_at: number | null;
}
