import { CURRENT_SERVING_RULE } from '@palate/engine';
import type { Db } from '../db/database.ts';
import type { PublicationTable, QuestionnaireTable } from '../db/schema.ts';

export type QuestionnaireRow = QuestionnaireTable;
export type PublicationRow = PublicationTable;

export async function insertQuestionnaire(db: Db, questionnaire: QuestionnaireRow): Promise<void> {
  await db.insertInto('questionnaire').values(questionnaire).execute();
}

/** An account's questionnaires, newest first, each with how many publications serve it. */
export async function listQuestionnaires(
  db: Db,
  accountId: string,
): Promise<(QuestionnaireRow & { publications: number })[]> {
  const rows = await db
    .selectFrom('questionnaire')
    .leftJoin('publication', 'publication.questionnaire_id', 'questionnaire.id')
    .selectAll('questionnaire')
    .select((eb) => eb.fn.count<number | string>('publication.id').as('publications'))
    .where('questionnaire.account_id', '=', accountId)
    .groupBy([
      'questionnaire.id',
      'questionnaire.account_id',
      'questionnaire.name',
      'questionnaire.definition',
      'questionnaire.created_at',
    ])
    .orderBy('questionnaire.created_at', 'desc')
    .orderBy('questionnaire.id')
    .execute();
  return rows.map((row) => ({ ...row, publications: Number(row.publications) }));
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
  | 'selection_mode'
  | 'need_id'
  | 'repetitions'
  | 'design_symbols'
  | 'tray_min'
  | 'tray_max'
  | 'tray_unique'
  | 'blocks'
  | 'offline_enabled'
  | 'serving_rule'
  | 'reassign_idle_minutes';
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
      tray_min: null,
      tray_max: null,
      tray_unique: 0,
      blocks: 'single',
      offline_enabled: 0,
      serving_rule: CURRENT_SERVING_RULE,
      reassign_idle_minutes: null,
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

export function listAllPublications(db: Db): Promise<PublicationRow[]> {
  return db.selectFrom('publication').selectAll().orderBy('created_at').orderBy('id').execute();
}
