import { type Db } from '../db/database.ts';
import { type AnswerTable, type JudgeSessionTable } from '../db/schema.ts';
import { countSessions } from '../publishing/publication-counts.repository.ts';
import { lockPublication } from '../publishing/publications.repository.ts';

export type JudgeSessionRow = JudgeSessionTable;

export type AnswerRow = AnswerTable;

export function findSession(db: Db, id: string): Promise<JudgeSessionRow | undefined> {
  return db.selectFrom('judge_session').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSessionOfMember(
  db: Db,
  publicationId: string,
  memberId: string,
): Promise<JudgeSessionRow | undefined> {
  return db
    .selectFrom('judge_session')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function listSessionsOfMember(db: Db, memberId: string): Promise<JudgeSessionRow[]> {
  return db.selectFrom('judge_session').selectAll().where('member_id', '=', memberId).execute();
}

/** What makes a new run: who, which rank and order; a simulation also says so, with its design row. */
type NewSession = Pick<JudgeSessionRow, 'id' | 'publication_id' | 'member_id' | 'judge_rank' | 'presentation_order'> &
  Partial<Pick<JudgeSessionRow, 'design_rank' | 'previewed_by' | 'mandatory_answers'>>;

/** A run at its first screen, in progress, with no tray or download yet. */
export async function insertSession(db: Db, session: NewSession, now: number): Promise<void> {
  await db
    .insertInto('judge_session')
    .values({
      position: 0,
      furthest_position: 0,
      status: 'inProgress',
      started_at: now,
      updated_at: now,
      finished_at: null,
      tray: null,
      design_rank: null,
      previewed_by: null,
      mandatory_answers: 1,
      downloaded_at: null,
      upload_key_hash: null,
      download_state: null,
      screen_entries: null,
      screened_out: 0,
      ...session,
    })
    .execute();
}

/**
 * Inserts a new run at the publication's next rank (the number of runs already started,
 * stopped ones too, each rank being a run's own), built by `sessionForRank` from that rank
 * and the judges the target counts (countSessions), which may refuse by throwing. A no-op
 * write to the publication's row first holds its lock to the end of the transaction, so that
 * judges who start at the same moment, even on several server processes, count and take
 * their ranks one after another.
 */
export function insertSessionAtNextRank(
  db: Db,
  publicationId: string,
  now: number,
  sessionForRank: (rank: number, started: number) => NewSession,
): Promise<NewSession> {
  return db.transaction().execute(async (trx) => {
    await lockPublication(trx, publicationId);
    const runs = await trx
      .selectFrom('judge_session')
      .select((eb) => eb.fn.countAll<number | string>().as('runs'))
      .where('publication_id', '=', publicationId)
      .where('previewed_by', 'is', null)
      .executeTakeFirst();
    const started = (await countSessions(trx, [publicationId])).get(publicationId) ?? 0;
    const session = sessionForRank(Number(runs?.runs ?? 0), started);
    await insertSession(trx, session, now);
    return session;
  });
}

export async function moveSession(
  db: Db,
  sessionId: string,
  expectedPosition: number,
  nextPosition: number,
  now: number,
  furthestPosition?: number,
  /** The run's first arrivals on screens with a wait, when the move adds one (screen-entries.ts). */
  screenEntries?: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('judge_session')
    .set({
      position: nextPosition,
      updated_at: now,
      ...(furthestPosition === undefined ? {} : { furthest_position: furthestPosition }),
      ...(screenEntries == null ? {} : { screen_entries: screenEntries }),
    })
    .where('id', '=', sessionId)
    .where('position', '=', expectedPosition)
    .where('status', '=', 'inProgress')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes a block of a run served in several blocks: the run waits at the first screen of
 * the next block, which becomes the furthest screen reached, until the judge starts it.
 */
export async function closeBlock(
  db: Db,
  sessionId: string,
  expectedPosition: number,
  nextBlockStart: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('judge_session')
    .set({ position: nextBlockStart, furthest_position: nextBlockStart, updated_at: now })
    .where('id', '=', sessionId)
    .where('position', '=', expectedPosition)
    .where('status', '=', 'inProgress')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a run; `screenedOut` when a page's screen-out (endIf) ends it. */
export async function finishSession(db: Db, sessionId: string, now: number, screenedOut = false): Promise<void> {
  await db
    .updateTable('judge_session')
    .set({ status: 'finished', finished_at: now, updated_at: now, screened_out: screenedOut ? 1 : 0 })
    .where('id', '=', sessionId)
    .where('status', '=', 'inProgress')
    .execute();
}

/** Whether another judge of the publication already gave this tray number. */
export async function isTrayTaken(db: Db, publicationId: string, tray: number, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('judge_session')
    .select('id')
    .where('publication_id', '=', publicationId)
    .where('tray', '=', tray)
    .where('id', '!=', sessionId)
    .where('previewed_by', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the design row chosen for the judge (and the tray that chose it); only once, before any answer. */
export async function setSessionDesignRow(
  db: Db,
  sessionId: string,
  row: { tray: number | null; designRank: number; presentationOrder: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('judge_session')
    .set({ tray: row.tray, design_rank: row.designRank, presentation_order: row.presentationOrder, updated_at: now })
    .where('id', '=', sessionId)
    .where('design_rank', 'is', null)
    .where('furthest_position', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The runs that never answered: a judge's run (not a simulation) started before the
 * given time, still at its first screen with no post stored (not even a draft), no tray
 * or order chosen and never downloaded for offline answering.
 */
function neverAnswered(db: Db, publicationId: string, startedBefore: number) {
  return db
    .selectFrom('judge_session')
    .where('publication_id', '=', publicationId)
    .where('previewed_by', 'is', null)
    .where('status', '=', 'inProgress')
    .where('position', '=', 0)
    .where('furthest_position', '=', 0)
    .where('design_rank', 'is', null)
    .where('tray', 'is', null)
    .where('downloaded_at', 'is', null)
    .where('started_at', '<=', startedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('run_post')
            .select('run_post.post_id')
            .whereRef('run_post.judge_session_id', '=', 'judge_session.id'),
        ),
      ),
    );
}

/** The lowest rank held by a run that never answered, if any. */
export function findIdleRun(
  db: Db,
  publicationId: string,
  startedBefore: number,
): Promise<Pick<JudgeSessionRow, 'id' | 'judge_rank'> | undefined> {
  return neverAnswered(db, publicationId, startedBefore)
    .select(['id', 'judge_rank'])
    .orderBy('judge_rank')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Gives the rank of a run that never answered to a new run, all or nothing. The idle run
 * is given up rather than moved, so that a judge who comes back is never answering a
 * screen whose orders changed under them: with nothing of theirs stored, they start
 * afresh as the next judge. False when the idle run answered meanwhile, or went.
 */
export async function takeOverIdleRank(
  db: Db,
  idle: { id: string; startedBefore: number },
  session: NewSession,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const given = await trx
      .deleteFrom('judge_session')
      .where('id', '=', idle.id)
      .where('id', 'in', neverAnswered(trx, session.publication_id, idle.startedBefore).select('id'))
      .executeTakeFirst();
    if (Number(given.numDeletedRows) !== 1) return false;
    await insertSession(trx, session, now);
    return true;
  });
}

/**
 * A leader sends a judge back to a screen: the run is open again at that position, its
 * answers kept (the judge's next post from an older screen is refused as stale).
 */
export async function reopenSessionAt(db: Db, sessionId: string, position: number, now: number): Promise<void> {
  await db
    .updateTable('judge_session')
    .set({ position, status: 'inProgress', finished_at: null, updated_at: now, screened_out: 0 })
    .where('id', '=', sessionId)
    .execute();
}

/** Records the run's first arrivals on screens with a wait (screen-entries.ts), for an arrival without a move. */
export async function recordScreenEntries(db: Db, sessionId: string, screenEntries: string): Promise<void> {
  await db.updateTable('judge_session').set({ screen_entries: screenEntries }).where('id', '=', sessionId).execute();
}
