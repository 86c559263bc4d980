import { z } from 'zod';
import { profileFilter } from './judge-profiles.ts';

/** A questionnaire of the leader's account, as the console lists it. Stored definitions never change: a new import is a new one. */
export const questionnaireSummary = z.object({
  id: z.string(),
  /** The definition's own name (its file name, without spaces). */
  name: z.string(),
  pages: z.number().int(),
  controls: z.number().int(),
  products: z.number().int(),
  created: z.number(),
  /** How many publications serve a version of it. */
  publications: z.number().int(),
  /** Its version (1 for the first); the list shows the latest of each questionnaire. */
  version: z.number().int(),
  archived: z.boolean(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummary>;

/** A fault of a definition file, where the leader finds it: line and column from 1, and the field's path. */
export const definitionFault = z.object({
  line: z.number().int(),
  column: z.number().int(),
  path: z.string(),
  message: z.string(),
  /** The spec's code where one names the fault: 9010 a timer beside a synchronisation, 9011 two synchronisations. */
  errorType: z.number().int().optional(),
});
export type DefinitionFaultView = z.infer<typeof definitionFault>;

/** A definition file's text: YAML or JSON, as `palate check` reads it. Large enough for any questionnaire. */
export const definitionText = z
  .string()
  .min(1)
  .max(512 * 1024);

/** What judges see a publication as, in place of the questionnaire's title: one text, trimmed. */
export const judgesTitle = z.string().trim().min(1).max(200);

/** A publication of the leader's account, as the console lists it. Dates are epoch milliseconds. */
export const publicationOverview = z.object({
  id: z.string(),
  name: z.string(),
  questionnaireId: z.string(),
  created: z.number(),
  /** When judges may first see it; null: from the start. */
  opens: z.number().nullable(),
  expires: z.number().nullable(),
  deletes: z.number().nullable(),
  /** Not open to judges yet; open; closed (its closing moment has come); deleted (its judges' data is gone). */
  status: z.enum(['scheduled', 'open', 'closed', 'deleted']),
  anonymous: z.boolean(),
  /** A training session of the panel: in the judges' records, kept out of reports. */
  training: z.boolean(),
  target: z.number().int().nullable(),
  /** The version of the questionnaire the publication serves. */
  version: z.number().int(),
  started: z.number().int(),
  finished: z.number().int(),
  /** Answers stored by the panel's judges (simulations left out): what a deletion removes. */
  answers: z.number().int(),
  tray: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** The profiles it is restricted to (every condition met); empty: every judge. */
  filter: profileFilter,
  /** What judges see it as; null: the questionnaire's title. Judges never see `name`. */
  judgesTitle: z.string().nullable(),
  /** Each judge's cups are coded afresh (codes per judge), rather than one code per sample. */
  codesPerJudge: z.boolean(),
});
export type PublicationOverview = z.infer<typeof publicationOverview>;

/**
 * The incomplete block design a publication serves (K of its T products per judge), as the
 * engine's `IncompleteBlockSummary`: blocks, how many blocks serve each product (r) and each
 * pair (λ: one number when exactly balanced, else the fewest and the most), and the judges
 * that make whole replicates.
 */
export const incompleteBlockSummary = z.object({
  T: z.number().int(),
  K: z.number().int(),
  blocks: z.number().int(),
  r: z.number().int(),
  lambda: z.union([z.number().int(), z.tuple([z.number().int(), z.number().int()])]),
  exactlyBalanced: z.boolean(),
  judgesForWholeReplicates: z.number().int(),
});
export type IncompleteBlockSummaryView = z.infer<typeof incompleteBlockSummary>;

/** One cup of the kitchen's serving plan: for a judge's design row (and tray), which product under which code, in which place. */
export const plannedCup = z.object({
  /** The design row, 1 for the first judge (or the first tray). */
  row: z.number().int(),
  tray: z.number().int().nullable(),
  repetition: z.number().int(),
  place: z.number().int(),
  /** The incomplete design's block served in this repetition (1 for the first); null when every judge gets every product. */
  block: z.number().int().nullable(),
  code: z.string(),
  product: z.string(),
  productName: z.string(),
  /** A difference-from-control test's labelled reference, before the blind sample it is served beside: `code` is its label. */
  labelledReference: z.boolean().optional(),
});
export type PlannedCupView = z.infer<typeof plannedCup>;

/**
 * The largest picture a leader may upload, in bytes: a call's body is at most 1 MB and
 * base64 adds a third. Pictures judges load on a phone are better smaller anyway.
 */
export const MAX_IMAGE_BYTES = 700 * 1024;

/** A picture a leader uploaded: `name` is what a definition gives as an info control's image. */
export const imageView = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  created: z.number().int(),
});
export type ImageView = z.infer<typeof imageView>;
