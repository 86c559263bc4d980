import { screeningPageOf, type Answer, type Questionnaire } from '@palate/engine';
import type { QuotaCountsView } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import type { PublicationRow } from '../publishing/publications.repository.ts';
import { admitToCells, quotaCellsOf, releaseCells, type Admission } from '../publishing/quotas.repository.ts';
import type { AnswerRow, JudgeSessionRow } from './runs.repository.ts';
import type { Run } from './run.ts';
import { toAnswer } from './stored-answers.ts';
import type { CallContext } from '../shared/context.ts';
import { findMemberById } from '../accounts/logins.repository.ts';
import { cellsOfJudge } from '../panel/audience.ts';
import { profileByKey } from '../panel/judge-profiles.service.ts';
import { audienceOf } from '../publishing/publication-audience.service.ts';

/**
 * When a run is counted against its publication's quotas: as it leaves the screening page
 * when the questionnaire has one, else as it starts. A leader's simulation never is.
 */
export function screensAt(
  publication: PublicationRow,
  definition: Questionnaire,
  session: JudgeSessionRow,
): 'screening' | 'start' | null {
  if (publication.quotas === null || session.previewed_by !== null || session.quota_state !== null) return null;
  return screeningPageOf(definition) ? 'screening' : 'start';
}

/**
 * Counts a judge in the cells their profile and screening answers fall in, unless one is
 * full (quotas.repository.ts's guard): whether they may go on, and their place among the
 * admitted. A refused run is marked stopped and counted nowhere.
 */
export async function admitJudge(
  db: Db,
  publication: PublicationRow,
  session: JudgeSessionRow,
  member: MemberRow,
  screening: Answer[],
): Promise<Admission> {
  const { quotas } = audienceOf(publication);
  const profile = member.login === null ? new Map() : await profileByKey(db, member);
  return admitToCells(db, session.id, publication.id, cellsOfJudge(quotas, profile, screening));
}

/**
 * A judge counted in their cells and then screened out by a page's endIf leaves them (a
 * screen-out counts in no cell): the cells their profile and screening answers (from the
 * run's stored answers) fall in, as when they were counted.
 */
export async function releaseQuotaCells(
  context: CallContext,
  run: Pick<Run, 'session' | 'publication' | 'definition' | 'sequence'>,
  stored: readonly AnswerRow[],
): Promise<void> {
  if (run.session.quota_state !== 'admitted') return;
  const screeningKey = screeningPageOf(run.definition) ? run.sequence[0]?.key : undefined;
  const screening = stored.filter((row) => row.page_key === screeningKey).map(toAnswer);
  const { quotas } = audienceOf(run.publication);
  // The judge's own member: an offline upload is made without their token.
  const member = context.caller?.member ?? (await findMemberById(context.db, run.session.member_id));
  if (!member) return;
  const profile = member.login === null ? new Map() : await profileByKey(context.db, member);
  await releaseCells(context.db, run.publication.id, cellsOfJudge(quotas, profile, screening));
}

/** Each quota's cells with the judges counted in them, for the monitor. */
export async function quotaCounts(db: Db, publication: PublicationRow): Promise<QuotaCountsView[]> {
  const { quotas } = audienceOf(publication);
  if (quotas.length === 0) return [];
  const filled = new Map(
    (await quotaCellsOf(db, publication.id)).map((cell) => [`${cell.quota_index}:${cell.cell_index}`, cell.filled]),
  );
  return quotas.map((quota, quotaIndex) => ({
    source: quota.field ?? quota.control ?? '',
    kind: quota.field !== undefined ? ('field' as const) : ('control' as const),
    cells: quota.cells.map((cell, cellIndex) => ({
      label: cell.label,
      quota: cell.quota,
      count: Number(filled.get(`${quotaIndex}:${cellIndex}`) ?? 0),
    })),
  }));
}
