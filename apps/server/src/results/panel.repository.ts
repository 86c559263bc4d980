import type { Db } from '../db/database.ts';

/** A named judge's run of a publication, with what their record shows of it. */
export interface JudgeRunRow {
  session_id: string;
  member_id: string;
  login: string | null;
  display_name: string;
  publication_id: string;
  publication_name: string;
  training: number;
  judge_rank: number;
  status: 'inProgress' | 'finished';
  started_at: number;
  updated_at: number;
  finished_at: number | null;
}

/**
 * The runs of the account's named judges (or of one of them) that stored an answer,
 * simulations left out, oldest first.
 */
export function namedJudgeRuns(db: Db, accountId: string, memberId?: string): Promise<JudgeRunRow[]> {
  let query = db
    .selectFrom('judge_session')
    .innerJoin('member', 'member.id', 'judge_session.member_id')
    .innerJoin('publication', 'publication.id', 'judge_session.publication_id')
    .select([
      'judge_session.id as session_id',
      'judge_session.member_id',
      'member.login',
      'member.display_name',
      'judge_session.publication_id',
      'publication.name as publication_name',
      'publication.training',
      'judge_session.judge_rank',
      'judge_session.status',
      'judge_session.started_at',
      'judge_session.updated_at',
      'judge_session.finished_at',
    ])
    .where('member.account_id', '=', accountId)
    .where('member.type', '=', 'j')
    .where('member.login', 'is not', null)
    .where('judge_session.previewed_by', 'is', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('answer').select('answer.post_id').whereRef('answer.judge_session_id', '=', 'judge_session.id'),
      ),
    );
  if (memberId !== undefined) query = query.where('judge_session.member_id', '=', memberId);
  return query
    .orderBy('judge_session.started_at')
    .orderBy('publication.created_at')
    .orderBy('judge_session.id')
    .execute();
}
