import { CURRENT_SERVING_RULE } from '@palate/engine';
import type { Db } from '../db/database.ts';
import type {
  PublicationOutreachColumns,
  PublicationSlotColumns,
  PublicationTable,
  PublicationTrainingColumns,
  QuestionnaireTable,
} from '../db/schema.ts';

export type QuestionnaireRow = QuestionnaireTable;
export type PublicationRow = PublicationTable;

/** A questionnaire's row; unless said otherwise, the first version of a family of its own, listed. */
export async function insertQuestionnaire(
  db: Db,
  questionnaire: Omit<QuestionnaireRow, 'family_id' | 'version' | 'archived_at'> &
    Partial<Pick<QuestionnaireRow, 'family_id' | 'version'>>,
): Promise<void> {
  await db
    .insertInto('questionnaire')
    .values({ family_id: questionnaire.id, version: 1, archived_at: null, ...questionnaire })
    .execute();
}

/**
 * An account's questionnaires, newest first: the latest version of each family, listed or
 * archived, with how many publications serve any version of it.
 */
export async function listQuestionnaires(
  db: Db,
  accountId: string,
  archived: boolean,
): Promise<(QuestionnaireRow & { publications: number })[]> {
  const rows = await db
    .selectFrom('questionnaire as latest')
    .selectAll('latest')
    .select((eb) =>
      eb
        .selectFrom('publication')
        .innerJoin('questionnaire as served', 'served.id', 'publication.questionnaire_id')
        .select((count) => count.fn.countAll<number | string>().as('publications'))
        .whereRef('served.family_id', '=', 'latest.family_id')
        .as('publications'),
    )
    .where('latest.account_id', '=', accountId)
    .where('latest.archived_at', archived ? 'is not' : 'is', null)
    .where(({ eb, selectFrom }) =>
      eb(
        'latest.version',
        '=',
        selectFrom('questionnaire as other')
          .select(({ fn }) => fn.max('other.version').as('version'))
          .whereRef('other.family_id', '=', 'latest.family_id'),
      ),
    )
    .orderBy('latest.created_at', 'desc')
    .orderBy('latest.id')
    .execute();
  return rows.map((row) => ({ ...row, publications: Number(row.publications ?? 0) }));
}

/** The version of each of these questionnaires, by id. */
export async function questionnaireVersions(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('questionnaire').select(['id', 'version']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.version]));
}

/** The version a new one of the family gets: one past the latest. */
export async function nextVersion(db: Db, familyId: string): Promise<number> {
  const row = await db
    .selectFrom('questionnaire')
    .select(({ fn }) => fn.max('version').as('version'))
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return Number(row?.version ?? 0) + 1;
}

/** Archives (at that moment) or lists again (null) every version of a family. */
export async function setFamilyArchived(db: Db, familyId: string, at: number | null): Promise<void> {
  await db.updateTable('questionnaire').set({ archived_at: at }).where('family_id', '=', familyId).execute();
}

export function findQuestionnaire(db: Db, id: string): Promise<QuestionnaireRow | undefined> {
  return db.selectFrom('questionnaire').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The columns added after the first release (options, logistics) are optional here; a
 * publication stored without them lists in order, asks no identification, serves one
 * repetition with products in list order, asks no tray number, serves discrimination
 * tests by the current rule and never gives a judge's rank to another.
 */
type LaterColumns =
  | 'deletes_at'
  | 'opens_at'
  | 'synchronised_start_at'
  | 'selection_mode'
  | 'need_id'
  | 'repetitions'
  | 'design_symbols'
  | 'samples_per_judge'
  | 'tray_min'
  | 'tray_max'
  | 'tray_unique'
  | 'blocks'
  | 'offline_enabled'
  | 'serving_rule'
  | 'reassign_idle_minutes'
  | 'training'
  | 'profile_filter'
  | 'quotas'
  | 'judges_title'
  | 'judge_codes_secret'
  | 'order_seed'
  | keyof PublicationOutreachColumns
  | keyof PublicationSlotColumns
  | keyof PublicationTrainingColumns;
export type NewPublication = Omit<PublicationRow, LaterColumns> & Partial<Pick<PublicationRow, LaterColumns>>;

export async function insertPublication(db: Db, publication: NewPublication): Promise<void> {
  await db
    .insertInto('publication')
    .values({
      deletes_at: null,
      selection_mode: 'list',
      need_id: 0,
      repetitions: 1,
      design_symbols: null,
      samples_per_judge: null,
      tray_min: null,
      tray_max: null,
      tray_unique: 0,
      blocks: 'single',
      offline_enabled: 0,
      serving_rule: CURRENT_SERVING_RULE,
      reassign_idle_minutes: null,
      profile_filter: null,
      quotas: null,
      training: 0,
      judges_title: null,
      judge_codes_secret: null,
      order_seed: null,
      booking_deadline_hours: 24,
      booking_reminder_hours: 24,
      slot_time_zone: 'UTC',
      ...publication,
    })
    .execute();
}

export function findPublication(db: Db, id: string): Promise<PublicationRow | undefined> {
  return db.selectFrom('publication').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listPublications(db: Db, accountId: string, anonymousOnly: boolean): Promise<PublicationRow[]> {
  let query = db.selectFrom('publication').selectAll().where('account_id', '=', accountId);
  if (anonymousOnly) query = query.where('anonymous', '=', 1);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** Moves a publication's closing or deletion moment (null: never). */
export async function setPublicationDates(
  db: Db,
  id: string,
  dates: { expires_at?: number | null; deletes_at?: number | null },
): Promise<void> {
  await db.updateTable('publication').set(dates).where('id', '=', id).execute();
}

/** Marks a publication as a training session of the panel, or as a study. */
export async function setPublicationTraining(db: Db, id: string, training: boolean): Promise<void> {
  await db
    .updateTable('publication')
    .set({ training: training ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** What judges see a publication as; null: the questionnaire's title. */
export async function setJudgesTitle(db: Db, id: string, title: string | null): Promise<void> {
  await db.updateTable('publication').set({ judges_title: title }).where('id', '=', id).execute();
}

/** A leader's synchronised start: the instant every waiting temporal screen of the publication starts. */
export async function setSynchronisedStart(db: Db, id: string, at: number): Promise<void> {
  await db.updateTable('publication').set({ synchronised_start_at: at }).where('id', '=', id).execute();
}

export function listAllPublications(db: Db): Promise<PublicationRow[]> {
  return db.selectFrom('publication').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** A publication's profile filter as JSON; null for every judge. */
export async function setPublicationProfileFilter(db: Db, publicationId: string, filter: string | null): Promise<void> {
  await db.updateTable('publication').set({ profile_filter: filter }).where('id', '=', publicationId).execute();
}

/** A publication's quotas as JSON, set once their cells are stored. */
export async function setPublicationQuotas(db: Db, publicationId: string, quotas: string): Promise<void> {
  await db.updateTable('publication').set({ quotas }).where('id', '=', publicationId).execute();
}

/** A no-op write to a publication's row: it holds the row's lock to the end of the transaction. */
export async function lockPublication(trx: Db, publicationId: string): Promise<void> {
  await trx
    .updateTable('publication')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', publicationId)
    .execute();
}
