import type { Db } from '../../db/database.ts';
import type { RewardAdjustmentTable } from '../../db/schema.ts';

/** A judge's finished run of a publication carrying a reward: one grant. */
export interface GrantRow {
  member_id: string;
  display_name: string;
  email: string | null;
  publication_id: string;
  publication_name: string;
  judges_title: string | null;
  questionnaire_id: string;
  reward_kind: 'points' | 'amount';
  reward_value: number;
  reward_currency: string | null;
  finished_at: number;
}

export interface GrantFilter {
  publicationId?: string;
  memberId?: string;
}

/**
 * The grants, read from the runs themselves: a judge's run of a publication that carries a
 * reward, finished, neither screened out (a page's endIf) nor stopped by a full quota, and
 * not a leader's simulation. A run is one per judge and publication (judge_session), so
 * each judge is granted once.
 */
export function grants(db: Db, filter: GrantFilter): Promise<GrantRow[]> {
  let query = db
    .selectFrom('judge_session')
    .innerJoin('publication', 'publication.id', 'judge_session.publication_id')
    .innerJoin('member', 'member.id', 'judge_session.member_id')
    .select([
      'judge_session.member_id',
      'member.display_name',
      'member.email',
      'judge_session.publication_id',
      'publication.name as publication_name',
      'publication.judges_title',
      'publication.questionnaire_id',
      'publication.reward_kind',
      'publication.reward_value',
      'publication.reward_currency',
      'judge_session.finished_at',
    ])
    .where('publication.reward_kind', 'is not', null)
    .where('publication.reward_value', 'is not', null)
    .where('judge_session.status', '=', 'finished')
    .where('judge_session.finished_at', 'is not', null)
    .where('judge_session.screened_out', '=', 0)
    .where((eb) =>
      eb.or([eb('judge_session.quota_state', 'is', null), eb('judge_session.quota_state', '!=', 'stopped')]),
    )
    .where('judge_session.previewed_by', 'is', null);
  if (filter.publicationId !== undefined)
    query = query.where('judge_session.publication_id', '=', filter.publicationId);
  if (filter.memberId !== undefined) query = query.where('judge_session.member_id', '=', filter.memberId);
  return query.orderBy('judge_session.finished_at').orderBy('judge_session.member_id').execute() as Promise<GrantRow[]>;
}

export interface AdjustmentRow extends RewardAdjustmentTable {
  display_name: string;
  email: string | null;
}

export function adjustments(db: Db, filter: GrantFilter): Promise<AdjustmentRow[]> {
  let query = db
    .selectFrom('reward_adjustment')
    .innerJoin('member', 'member.id', 'reward_adjustment.member_id')
    .selectAll('reward_adjustment')
    .select(['member.display_name', 'member.email']);
  if (filter.publicationId !== undefined) {
    query = query.where('reward_adjustment.publication_id', '=', filter.publicationId);
  }
  if (filter.memberId !== undefined) query = query.where('reward_adjustment.member_id', '=', filter.memberId);
  return query.orderBy('reward_adjustment.at').orderBy('reward_adjustment.id').execute();
}

export async function insertAdjustment(db: Db, adjustment: RewardAdjustmentTable): Promise<void> {
  await db.insertInto('reward_adjustment').values(adjustment).execute();
}

export async function setPublicationReward(
  db: Db,
  publicationId: string,
  reward: { kind: 'points' | 'amount'; value: number; currency: string | null } | null,
): Promise<void> {
  await db
    .updateTable('publication')
    .set({
      reward_kind: reward?.kind ?? null,
      reward_value: reward?.value ?? null,
      reward_currency: reward?.currency ?? null,
    })
    .where('id', '=', publicationId)
    .execute();
}

/** Whether the member is one of the account's: an adjustment names no one else's judge. */
export async function isAccountMember(db: Db, accountId: string, memberId: string): Promise<boolean> {
  const found = await db
    .selectFrom('member')
    .select('id')
    .where('id', '=', memberId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return found !== undefined;
}
