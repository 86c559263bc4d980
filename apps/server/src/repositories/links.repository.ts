import type { Db } from '../db/database.ts';
import type { JudgeLinkTable, PublicationLinkTable } from '../db/schema.ts';

export type PublicationLinkRow = PublicationLinkTable;
export type JudgeLinkRow = JudgeLinkTable;

export async function insertPublicationLink(db: Db, link: PublicationLinkRow): Promise<void> {
  await db.insertInto('publication_link').values(link).execute();
}

export function findPublicationLink(db: Db, code: string): Promise<PublicationLinkRow | undefined> {
  return db.selectFrom('publication_link').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertJudgeLink(db: Db, link: JudgeLinkRow): Promise<void> {
  await db.insertInto('judge_link').values(link).execute();
}

/** An individual link with the publication of its global link. */
export function findJudgeLink(db: Db, code: string): Promise<(JudgeLinkRow & { publication_id: string }) | undefined> {
  return db
    .selectFrom('judge_link')
    .innerJoin('publication_link', 'publication_link.code', 'judge_link.global_code')
    .selectAll('judge_link')
    .select('publication_link.publication_id')
    .where('judge_link.code', '=', code)
    .executeTakeFirst();
}

export function findJudgeLinkOfMember(db: Db, globalCode: string, memberId: string): Promise<JudgeLinkRow | undefined> {
  return db
    .selectFrom('judge_link')
    .selectAll()
    .where('global_code', '=', globalCode)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
