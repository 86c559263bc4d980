import type { Db } from '../db/database.ts';
import type { PublicationTable, QuestionnaireTable } from '../db/schema.ts';

export type QuestionnaireRow = QuestionnaireTable;
export type PublicationRow = PublicationTable;

export async function insertQuestionnaire(db: Db, questionnaire: QuestionnaireRow): Promise<void> {
  await db.insertInto('questionnaire').values(questionnaire).execute();
}

export function findQuestionnaire(db: Db, id: string): Promise<QuestionnaireRow | undefined> {
  return db.selectFrom('questionnaire').selectAll().where('id', '=', id).executeTakeFirst();
}

type PublicationLogistics = 'repetitions' | 'design_symbols' | 'tray_min' | 'tray_max' | 'tray_unique';
/** A publication to store; its logistics default to one repetition, products in list order, no tray prompt. */
export type NewPublication = Omit<PublicationRow, PublicationLogistics> &
  Partial<Pick<PublicationRow, PublicationLogistics>>;

export async function insertPublication(db: Db, publication: NewPublication): Promise<void> {
  await db
    .insertInto('publication')
    .values({ repetitions: 1, design_symbols: null, tray_min: null, tray_max: null, tray_unique: 0, ...publication })
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

export function listAllPublications(db: Db): Promise<PublicationRow[]> {
  return db.selectFrom('publication').selectAll().orderBy('created_at').orderBy('id').execute();
}
