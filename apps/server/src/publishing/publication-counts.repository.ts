import type { Db } from '../db/database.ts';

/**
 * How many judges started each publication: what its target counts. A leader's simulations
 * are not judges, nor are the people screened out (a full quota after its screening, a page's endIf).
 */
export async function countSessions(db: Db, publicationIds: string[]): Promise<Map<string, number>> {
  if (publicationIds.length === 0) return new Map();
  const rows = await judgesRuns(db)
    .select(['publication_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('started'))
    .where('publication_id', 'in', publicationIds)
    .groupBy('publication_id')
    .execute();
  return new Map(rows.map((row) => [row.publication_id, Number(row.started)]));
}

/**
 * The runs of the judges a publication serves: not simulations, nor runs screened out (a
 * full quota stopped them, or a page's endIf), which count neither towards the target nor
 * in the design's balance.
 */
export function judgesRuns(db: Db) {
  return db
    .selectFrom('judge_session')
    .where('previewed_by', 'is', null)
    .where('screened_out', '=', 0)
    .where((eb) => eb.or([eb('quota_state', 'is', null), eb('quota_state', '!=', 'stopped')]));
}

/** How many judges have a run of each publication, by the run's status (simulations aside). */
/** Answers stored by the panel's judges (simulations left out), by publication. */
export async function countAnswersByPublication(db: Db, publicationIds: string[]): Promise<Map<string, number>> {
  if (publicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('answer')
    .innerJoin('judge_session', 'judge_session.id', 'answer.judge_session_id')
    .select('judge_session.publication_id')
    .select((eb) => eb.fn.countAll<number | string>().as('answers'))
    .where('judge_session.publication_id', 'in', publicationIds)
    .where('judge_session.previewed_by', 'is', null)
    .groupBy('judge_session.publication_id')
    .execute();
  return new Map(rows.map((row) => [row.publication_id, Number(row.answers)]));
}

export async function countSessionsByStatus(
  db: Db,
  publicationIds: string[],
): Promise<Map<string, { inProgress: number; finished: number }>> {
  const counts = new Map<string, { inProgress: number; finished: number }>();
  if (publicationIds.length === 0) return counts;
  const rows = await judgesRuns(db)
    .select(['publication_id', 'status'])
    .select((eb) => eb.fn.countAll<number | string>().as('sessions'))
    .where('publication_id', 'in', publicationIds)
    .groupBy(['publication_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.publication_id) ?? { inProgress: 0, finished: 0 };
    entry[row.status] = Number(row.sessions);
    counts.set(row.publication_id, entry);
  }
  return counts;
}
