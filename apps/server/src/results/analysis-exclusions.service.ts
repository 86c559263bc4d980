import type { Db } from '../db/database.ts';
import { excludeJudge, includeJudge } from './analysis-exclusions.repository.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { AnalysisRequestError } from './publication-analysis.service.ts';
import { longResults } from './results.service.ts';

/**
 * Leaves a judge out of every later analysis of the publication, or takes them back. The
 * judge must have answered it: a typo must not pass for an exclusion.
 */
export async function setJudgeExcluded(
  db: Db,
  publicationId: string,
  judge: string,
  excluded: boolean,
  now: number,
): Promise<void> {
  if (!(await findPublication(db, publicationId))) throw new AnalysisRequestError(`No publication "${publicationId}".`);
  if (!excluded) return includeJudge(db, publicationId, judge);
  const judges = new Set((await longResults(db, publicationId)).map((r) => r.judge));
  if (!judges.has(judge))
    throw new AnalysisRequestError(`No judge "${judge}" answered publication "${publicationId}".`);
  await excludeJudge(db, publicationId, judge, now);
}
