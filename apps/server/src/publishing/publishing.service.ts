import { assignSymbols, codeShortage, drawOrderSeed, generateSampleCodes, type Questionnaire } from '@palate/engine';
import type { Db } from '../db/database.ts';
import { findDefaultAccount } from '../accounts/members.repository.ts';
import { findQuestionnaire, insertPublication, insertQuestionnaire } from './publications.repository.ts';
import { newId, newToken, secureRandom } from '../security/tokens.ts';
import { loadDefinition } from './definitions.ts';
import { readSampleCodeFile } from './sample-code-file.ts';

/** A publication the leader asked for that cannot be made; the message says why. */
export class PublishingError extends Error {}

export interface PublishOptions {
  name: string;
  /** Overrides the definition's repetitions. */
  repetitions?: number;
  /** Overrides the definition's blocks: each repetition in a sitting of its own, or all in one. */
  blocks?: 'single' | 'perRepetition';
  /** Overrides the definition's samplesPerJudge: each judge is served this many of the products. */
  samplesPerJudge?: number;
  /** Session parameter n: serve only this set of the definition's `sets` (1 for the first). */
  set?: number;
  /** A sample code file's bytes; codes are generated when absent. */
  codeFile?: Uint8Array;
  anonymous: boolean;
  targetJudges: number | null;
  expiresAt: number | null;
  /** When it is removed for judges (epoch ms; the list warns them beforehand); never when absent. */
  deletesAt?: number | null;
  /** When judges may first see and start it (epoch ms); at once when absent. */
  opensAt?: number | null;
  /** The tray-number prompt: session parameters m, M and c. */
  tray: { min: number; max: number; unique: boolean } | null;
  /** Judges may download it to answer offline and send the results later. */
  offline?: boolean;
  /** Minutes after which the rank of a judge who started but never answered goes to the next judge who starts. */
  reassignIdleMinutes?: number;
  /** JSON of the protocol's ProfileFilter: only judges whose profile meets it see the publication. */
  profileFilter?: string;
  /** A training session of the panel: in the judges' records, kept out of reports. */
  training?: boolean;
  /** What judges see it as; the questionnaire's title when absent (never `name`, the leader's). */
  judgesTitle?: string;
  /** Each judge's cups coded afresh (generated codes only), rather than one code per sample for every judge. */
  codesPerJudge?: boolean;
}

export interface Publication {
  publicationId: string;
  codes: Record<string, string>;
}

/** The indexes of the products a publication serves: all, or those of one set. */
export function productsToServe(definition: Questionnaire, set: number | undefined): number[] {
  if (set === undefined) return definition.products.map((_, index) => index);
  const ids = definition.sets?.[set - 1];
  if (!ids) throw new PublishingError(`the questionnaire has no set ${set}`);
  return ids.map((id) => definition.products.findIndex((product) => product.id === id));
}

/**
 * Stores a checked definition for an account (the command line's: the lab's first account);
 * it never changes afterwards.
 */
export async function importDefinition(
  db: Db,
  definition: Questionnaire,
  now: number,
  accountId?: string,
  family?: { id: string; version: number },
): Promise<string> {
  const account = accountId ?? (await findDefaultAccount(db))?.id;
  if (!account) throw new PublishingError('no account yet: start the server once to create it');
  const questionnaireId = newId();
  await insertQuestionnaire(db, {
    id: questionnaireId,
    account_id: account,
    name: definition.name,
    definition: JSON.stringify(definition),
    created_at: now,
    ...(family ? { family_id: family.id, version: family.version } : {}),
  });
  return questionnaireId;
}

/**
 * Publishes a stored questionnaire: the sample codes (from the file, or random 3-digit
 * ones, or under codes per judge the secret each judge's are drawn from), and a random assignment of the products to the design's symbols, drawn once so
 * every judge's order comes from the same square.
 */
export async function publishQuestionnaire(
  db: Db,
  questionnaireId: string,
  options: PublishOptions,
  now: number,
): Promise<Publication> {
  const row = await findQuestionnaire(db, questionnaireId);
  if (!row) throw new PublishingError(`no questionnaire ${questionnaireId}`);
  const definition = await loadDefinition(db, questionnaireId);
  const repetitions = options.repetitions ?? definition.repetitions;
  const served = productsToServe(definition, options.set);
  const shortage = options.codeFile ? null : codeShortage(definition, repetitions);
  if (shortage !== null) throw new PublishingError(shortage);
  if (options.codesPerJudge && options.codeFile) {
    throw new PublishingError(
      'codes per judge are drawn by Palate: publish either with a sample code file or with codes per judge',
    );
  }
  const codes = options.codeFile
    ? readSampleCodeFile(options.codeFile, definition, repetitions)
    : generateSampleCodes(definition, repetitions, secureRandom);
  const samplesPerJudge = options.samplesPerJudge ?? definition.samplesPerJudge ?? null;
  if (samplesPerJudge !== null && (samplesPerJudge < 2 || samplesPerJudge >= served.length)) {
    throw new PublishingError(
      `samples per judge must be from 2 to ${served.length - 1}, below the ${served.length} products served`,
    );
  }
  if (options.tray && options.tray.min > options.tray.max) {
    throw new PublishingError('the lowest tray number is above the highest');
  }
  const publicationId = newId();
  await insertPublication(db, {
    id: publicationId,
    account_id: row.account_id,
    questionnaire_id: questionnaireId,
    name: options.name,
    blinding_codes: JSON.stringify(codes),
    anonymous: options.anonymous ? 1 : 0,
    target_judges: options.targetJudges,
    expires_at: options.expiresAt,
    deletes_at: options.deletesAt ?? null,
    opens_at: options.opensAt ?? null,
    created_at: now,
    repetitions,
    design_symbols: JSON.stringify(assignSymbols(served, secureRandom)),
    samples_per_judge: samplesPerJudge,
    tray_min: options.tray?.min ?? null,
    tray_max: options.tray?.max ?? null,
    tray_unique: options.tray?.unique ? 1 : 0,
    blocks: options.blocks ?? definition.blocks ?? 'single',
    offline_enabled: options.offline ? 1 : 0,
    training: options.training ? 1 : 0,
    reassign_idle_minutes: options.reassignIdleMinutes ?? null,
    profile_filter: options.profileFilter ?? null,
    judges_title: options.judgesTitle ?? null,
    judge_codes_secret: options.codesPerJudge ? newToken() : null,
    // Every random order of the questionnaire follows from it: the same at each visit and offline.
    order_seed: drawOrderSeed(secureRandom),
  });
  return { publicationId, codes };
}
