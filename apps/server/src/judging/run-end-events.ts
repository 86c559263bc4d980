import type { Db } from '../db/database.ts';
import { judgeLabel } from '../panel/judge-label.ts';
import { recordScreenOut, recordTargetIfReached } from '../publishing/publication-events.repository.ts';
import type { PublicationRow } from '../publishing/publications.repository.ts';
import type { JudgeSessionRow } from './runs.repository.ts';

/**
 * What a run's end tells the account's webhooks, once the end is stored: a judge screened
 * out, or a finish that brings the publication to its target. A leader's simulation tells
 * nothing. It costs a run's end (never a post that moves on) one insert for a screen-out,
 * one count for a finish on a publication with a target, nothing otherwise; sending is the
 * webhooks' loop's work, in the background.
 */
export async function recordRunEnd(
  db: Db,
  publication: PublicationRow,
  run: Pick<JudgeSessionRow, 'id' | 'previewed_by' | 'judge_rank'>,
  screenOut: 'quota' | 'endIf' | null,
  now: number,
): Promise<void> {
  if (run.previewed_by !== null) return;
  if (screenOut === null) return recordTargetIfReached(db, publication, now);
  // By rank, never by name: a named judge's name stays in the lab.
  const judge = judgeLabel({ previewed_by: null, judge_rank: run.judge_rank, display_name: null });
  await recordScreenOut(db, publication.id, { id: run.id, judge, reason: screenOut }, now);
}
