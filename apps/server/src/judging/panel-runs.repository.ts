import { type Db } from '../db/database.ts';
import { judgesRuns } from '../publishing/publication-counts.repository.ts';
import { type JudgeSessionRow } from './runs.repository.ts';

/** The judges' runs of a publication with the orders they were served, in the order they started. */
export function panelOrders(
  db: Db,
  publicationId: string,
): Promise<Pick<JudgeSessionRow, 'judge_rank' | 'design_rank' | 'tray' | 'presentation_order'>[]> {
  return judgesRuns(db)
    .select(['judge_rank', 'design_rank', 'tray', 'presentation_order'])
    .where('publication_id', '=', publicationId)
    .orderBy('judge_rank')
    .execute();
}

/** Each judge's place in a publication's design (the row a tray or pres.order chose, else the rank) and their status. */
export function panelRuns(
  db: Db,
  publicationId: string,
): Promise<Pick<JudgeSessionRow, 'judge_rank' | 'design_rank' | 'status'>[]> {
  return judgesRuns(db)
    .select(['judge_rank', 'design_rank', 'status'])
    .where('publication_id', '=', publicationId)
    .orderBy('judge_rank')
    .execute();
}

/** A judge's run as the live monitor shows it: the run's row with who the judge is and whether a link brought them. */
export type MonitoredRun = JudgeSessionRow & {
  member_type: 'u' | 'j';
  member_login: string | null;
  member_name: string;
  via_link: number;
};

/** Every judge's run of a publication, in the order they started (simulations aside): one query per refresh. */
export function monitoredRuns(db: Db, publicationId: string): Promise<MonitoredRun[]> {
  return db
    .selectFrom('judge_session')
    .innerJoin('member', 'member.id', 'judge_session.member_id')
    .selectAll('judge_session')
    .select((eb) => [
      'member.type as member_type',
      'member.login as member_login',
      'member.display_name as member_name',
      eb
        .case()
        .when(eb.exists(eb.selectFrom('judge_link').select('code').whereRef('judge_link.member_id', '=', 'member.id')))
        .then(1)
        .else(0)
        .end()
        .as('via_link'),
    ])
    .where('judge_session.publication_id', '=', publicationId)
    .where('judge_session.previewed_by', 'is', null)
    .orderBy('judge_session.judge_rank')
    .execute();
}
