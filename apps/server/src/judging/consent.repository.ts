import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DatabaseSchema, JudgeConsentTable } from '../db/schema.ts';

export type JudgeConsentRow = JudgeConsentTable;

export function findConsent(db: Db, memberId: string, publicationId: string): Promise<JudgeConsentRow | undefined> {
  return db
    .selectFrom('judge_consent')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('publication_id', '=', publicationId)
    .executeTakeFirst();
}

/** The judge's decision on a version: an acceptance clears an earlier decline, a decline an earlier acceptance. */
export async function saveDecision(
  db: Db,
  memberId: string,
  publicationId: string,
  version: number,
  accepted: boolean,
  now: number,
): Promise<void> {
  const decision = { version, accepted_at: accepted ? now : null, declined_at: accepted ? null : now };
  await db
    .insertInto('judge_consent')
    .values({ member_id: memberId, publication_id: publicationId, withdrawn_at: null, ...decision })
    .onConflict((conflict) =>
      // A withdrawal is final: a decision made after it (another tab) changes nothing.
      conflict
        .columns(['member_id', 'publication_id'])
        .doUpdateSet(decision)
        .where('judge_consent.withdrawn_at', 'is', null),
    )
    .execute();
}

/** Marks an accepted consent withdrawn; false when there was no accepted, unwithdrawn consent. */
export async function markWithdrawn(db: Db, memberId: string, publicationId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('judge_consent')
    .set({ withdrawn_at: now })
    .where('member_id', '=', memberId)
    .where('publication_id', '=', publicationId)
    .where('accepted_at', 'is not', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function consentsOfMember(db: Db, memberId: string): Promise<JudgeConsentRow[]> {
  return db
    .selectFrom('judge_consent')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('publication_id')
    .execute();
}

export function consentsOfPublication(db: Db, publicationId: string): Promise<JudgeConsentRow[]> {
  return db.selectFrom('judge_consent').selectAll().where('publication_id', '=', publicationId).execute();
}

/**
 * A query's condition on its judge_session: the judge has not withdrawn their consent to its
 * publication. From a withdrawal on, their answers are in no analysis, export or panel target.
 */
export function consentNotWithdrawn({ not, exists, selectFrom }: ExpressionBuilder<DatabaseSchema, 'judge_session'>) {
  return not(
    exists(
      selectFrom('judge_consent')
        .select('judge_consent.member_id')
        .whereRef('judge_consent.member_id', '=', 'judge_session.member_id')
        .whereRef('judge_consent.publication_id', '=', 'judge_session.publication_id')
        .where('judge_consent.withdrawn_at', 'is not', null),
    ),
  );
}
