import type { Db } from '../db/database.ts';

/** The judges left out of a publication's analysis, in the order they were left out. */
export async function excludedJudges(db: Db, publicationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('analysis_exclusion')
    .select('judge')
    .where('publication_id', '=', publicationId)
    .orderBy('excluded_at')
    .orderBy('judge')
    .execute();
  return rows.map((row) => row.judge);
}

export async function excludeJudge(db: Db, publicationId: string, judge: string, now: number): Promise<void> {
  await db
    .insertInto('analysis_exclusion')
    .values({ publication_id: publicationId, judge, excluded_at: now })
    .onConflict((conflict) => conflict.columns(['publication_id', 'judge']).doNothing())
    .execute();
}

export async function includeJudge(db: Db, publicationId: string, judge: string): Promise<void> {
  await db
    .deleteFrom('analysis_exclusion')
    .where('publication_id', '=', publicationId)
    .where('judge', '=', judge)
    .execute();
}
