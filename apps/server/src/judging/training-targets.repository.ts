import type { Db } from '../db/database.ts';
import { consentNotWithdrawn } from './consent.repository.ts';

/** One judge's mean score over their repetitions for one product and attribute. */
export interface JudgeMeanRow {
  session_id: string;
  /** With display_name: the judge's label (panel/judge-label.ts), by which leaders leave judges out of analysis. */
  judge_rank: number;
  display_name: string;
  product_id: string;
  control_id: string;
  mean: number;
}

/** Which scores a panel target is drawn from: a publication's, of some attributes, of one product or all. */
export interface MeansWanted {
  publicationId: string;
  controlIds: readonly string[];
  productId?: string;
  /** The judge served, whose own scores never make their target. */
  exceptSession?: string;
}

/**
 * Each judge's mean score per product and attribute: the publication's answers as its
 * analysis reads them (no leader's simulation, no judge who withdrew their consent), in one
 * aggregate query. The judges a leader left out of analysis are told by their labels
 * (`judgesLeftOut`), which SQL alone does not make alike on both databases.
 */
export async function judgeMeans(db: Db, wanted: MeansWanted): Promise<JudgeMeanRow[]> {
  if (wanted.controlIds.length === 0) return [];
  let query = db
    .selectFrom('answer')
    .innerJoin('judge_session', 'judge_session.id', 'answer.judge_session_id')
    .innerJoin('member', 'member.id', 'judge_session.member_id')
    .select([
      'judge_session.id as session_id',
      'judge_session.judge_rank',
      'member.display_name',
      'answer.product_id',
      'answer.control_id',
    ])
    .select((eb) => eb.fn.avg<number | string>('answer.value').as('mean'))
    .where('judge_session.publication_id', '=', wanted.publicationId)
    .where('judge_session.previewed_by', 'is', null)
    .where('answer.control_id', 'in', [...wanted.controlIds])
    .where('answer.product_id', 'is not', null)
    .$narrowType<{ product_id: string }>()
    .where('answer.value', 'is not', null)
    .where(consentNotWithdrawn);
  if (wanted.productId !== undefined) query = query.where('answer.product_id', '=', wanted.productId);
  if (wanted.exceptSession !== undefined) query = query.where('judge_session.id', '!=', wanted.exceptSession);
  const rows = await query
    .groupBy([
      'judge_session.id',
      'judge_session.judge_rank',
      'member.display_name',
      'answer.product_id',
      'answer.control_id',
    ])
    .execute();
  // PostgreSQL's avg is numeric, which its driver gives as text.
  return rows.map((row) => ({ ...row, mean: Number(row.mean) }));
}

/** The labels of the judges a leader left out of the publication's analysis. */
export async function judgesLeftOut(db: Db, publicationId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('analysis_exclusion')
    .select('judge')
    .where('publication_id', '=', publicationId)
    .execute();
  return new Set(rows.map((row) => row.judge));
}
