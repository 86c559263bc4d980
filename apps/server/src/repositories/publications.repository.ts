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

/** The options added after the first release are optional here; the columns have defaults. */
type PublicationOptionColumns = 'deletes_at' | 'order_num' | 'selection_mode' | 'need_id';
export type NewPublication = Omit<PublicationRow, PublicationOptionColumns> &
  Partial<Pick<PublicationRow, PublicationOptionColumns>>;

export async function insertPublication(db: Db, publication: NewPublication): Promise<void> {
  await db
    .insertInto('publication')
    .values({
      ...publication,
      deletes_at: publication.deletes_at ?? null,
      order_num: publication.order_num ?? 0,
      selection_mode: publication.selection_mode ?? 'list',
      need_id: publication.need_id ?? 0,
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

export function listAllPublications(db: Db): Promise<PublicationRow[]> {
  return db.selectFrom('publication').selectAll().orderBy('created_at').orderBy('id').execute();
}
