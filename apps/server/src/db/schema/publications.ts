import type { ServingRule } from '@palate/engine';
import type { PublicationOutreachColumns } from './rewards.ts';
import type { PublicationSlotColumns } from './slots.ts';
import type { PublicationTrainingColumns } from './training.ts';

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

export interface PublicationTable
  extends PublicationOutreachColumns, PublicationSlotColumns, PublicationTrainingColumns {
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
