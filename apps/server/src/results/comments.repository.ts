import type { Db } from '../db/database.ts';

/** A stored answer to a question answered in words, with the run that gave it. */
export interface CommentRow {
  judge_rank: number;
  previewed_by: string | null;
  display_name: string;
  page_key: string;
  control_id: string;
  product_id: string | null;
  repetition: number;
  text: string | null;
  detail: string | null;
}

/** The judges' answers to these questions of a publication (leaders' simulations apart), by judge and repetition. */
export function commentRows(db: Db, publicationId: string, controlIds: string[]): Promise<CommentRow[]> {
  if (controlIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('answer')
    .innerJoin('judge_session', 'judge_session.id', 'answer.judge_session_id')
    .innerJoin('member', 'member.id', 'judge_session.member_id')
    .select([
      'judge_session.judge_rank',
      'judge_session.previewed_by',
      'member.display_name',
      'answer.page_key',
      'answer.control_id',
      'answer.product_id',
      'answer.repetition',
      'answer.text',
      'answer.detail',
    ])
    .where('judge_session.publication_id', '=', publicationId)
    .where('judge_session.previewed_by', 'is', null)
    .where('answer.control_id', 'in', controlIds)
    .orderBy('judge_session.judge_rank')
    .orderBy('answer.repetition')
    .orderBy('answer.page_key')
    .execute();
}

/** A leader's picks of a publication's comments for its report. */
export async function selectedComments(
  db: Db,
  publicationId: string,
): Promise<{ judge_rank: number; page_key: string; control_id: string }[]> {
  return db
    .selectFrom('comment_selection')
    .select(['judge_rank', 'page_key', 'control_id'])
    .where('publication_id', '=', publicationId)
    .execute();
}

export interface CommentPick {
  publicationId: string;
  judgeRank: number;
  pageKey: string;
  controlId: string;
}

export async function pickComment(db: Db, pick: CommentPick, now: number): Promise<void> {
  await db
    .insertInto('comment_selection')
    .values({
      publication_id: pick.publicationId,
      judge_rank: pick.judgeRank,
      page_key: pick.pageKey,
      control_id: pick.controlId,
      selected_at: now,
    })
    .onConflict((conflict) => conflict.columns(['publication_id', 'judge_rank', 'page_key', 'control_id']).doNothing())
    .execute();
}

export async function dropComment(db: Db, pick: CommentPick): Promise<void> {
  await db
    .deleteFrom('comment_selection')
    .where('publication_id', '=', pick.publicationId)
    .where('judge_rank', '=', pick.judgeRank)
    .where('page_key', '=', pick.pageKey)
    .where('control_id', '=', pick.controlId)
    .execute();
}
