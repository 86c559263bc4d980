import type { ServingRule } from '@palate/engine';
import type { Db } from '../db/database.ts';
import { consentNotWithdrawn } from '../judging/consent.repository.ts';

export interface ResultRow {
  publication_id: string;
  session_id: string;
  /** Where the run stands: its status, place, furthest screen, and whether it ended screened out. */
  status: 'inProgress' | 'finished';
  position: number;
  furthest_position: number;
  screened_out: number;
  quota_state: 'admitted' | 'stopped' | null;
  order_seed: number | null;
  questionnaire_id: string;
  blinding_codes: string;
  judge_codes_secret: string | null;
  serving_rule: ServingRule;
  judge_rank: number;
  presentation_order: string;
  design_rank: number | null;
  previewed_by: string | null;
  display_name: string;
  product_id: string | null;
  page_key: string;
  control_id: string;
  repetition: number;
  value: number | null;
  text: string | null;
  detail: string | null;
}

export interface ResultFilter {
  publicationId?: string | undefined;
  /** The leaders' simulations too (kept out of the panel's results unless asked for). */
  includePreviews?: boolean;
}

/** Every stored answer with who gave it, each judge's in the order the screens were served. */
export function resultRows(db: Db, filter: ResultFilter = {}): Promise<ResultRow[]> {
  let query = db
    .selectFrom('answer')
    .innerJoin('judge_session', 'judge_session.id', 'answer.judge_session_id')
    .innerJoin('publication', 'publication.id', 'judge_session.publication_id')
    .innerJoin('member', 'member.id', 'judge_session.member_id')
    // The post that stored an answer knows the screen's position in the judge's sequence.
    .innerJoin('run_post', 'run_post.post_id', 'answer.post_id')
    .select([
      'judge_session.publication_id',
      'judge_session.id as session_id',
      'judge_session.status',
      'judge_session.position',
      'judge_session.furthest_position',
      'judge_session.screened_out',
      'judge_session.quota_state',
      'publication.order_seed',
      'publication.questionnaire_id',
      'publication.blinding_codes',
      'publication.judge_codes_secret',
      'publication.serving_rule',
      'judge_session.judge_rank',
      'judge_session.presentation_order',
      'judge_session.design_rank',
      'judge_session.previewed_by',
      'member.display_name',
      'answer.product_id',
      'answer.page_key',
      'answer.control_id',
      'answer.repetition',
      'answer.value',
      'answer.text',
      'answer.detail',
    ]);
  if (filter.publicationId) query = query.where('judge_session.publication_id', '=', filter.publicationId);
  // A judge who withdrew their consent (judging/consent.service.ts) is in no analysis or export from then on.
  query = query.where(consentNotWithdrawn);
  if (!filter.includePreviews) query = query.where('judge_session.previewed_by', 'is', null);
  return query
    .orderBy('judge_session.publication_id')
    .orderBy('judge_session.judge_rank')
    .orderBy('run_post.position')
    .orderBy('answer.control_id')
    .execute();
}
