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

export async function insertPublication(db: Db, publication: PublicationRow): Promise<void> {
  await db.insertInto('publication').values(publication).execute();
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
