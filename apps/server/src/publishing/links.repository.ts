import type { Db } from '../db/database.ts';
import type { JudgeLinkTable, PublicationLinkTable } from '../db/schema.ts';

export type PublicationLinkRow = PublicationLinkTable;
export type JudgeLinkRow = JudgeLinkTable;

export async function insertPublicationLink(db: Db, link: PublicationLinkRow): Promise<void> {
  await db.insertInto('publication_link').values(link).execute();
}

/** A publication's global links that are not revoked, oldest first. */
export function activePublicationLinks(db: Db, publicationId: string): Promise<PublicationLinkRow[]> {
  return db
    .selectFrom('publication_link')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('code')
    .execute();
}

/** Whether a link of this publication was there to revoke. */
export async function revokePublicationLink(
  db: Db,
  publicationId: string,
  code: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('publication_link')
    .set({ revoked_at: now })
    .where('code', '=', code)
    .where('publication_id', '=', publicationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
