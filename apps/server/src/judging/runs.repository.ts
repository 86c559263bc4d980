import { sql } from 'kysely';
import { engineOf, type Db } from '../db/database.ts';
import { inGroupCommit } from '../db/group-commit.ts';
import { inStatementBatch, type BatchedStatement } from '../db/statement-batch.ts';
import type { AnswerTable, JudgeSessionTable } from '../db/schema.ts';
import { countSessions, judgesRuns } from '../publishing/publication-counts.repository.ts';
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

export function answersOfPage(db: Db, sessionId: string, pageKey: string): Promise<AnswerRow[]> {
  return db
    .selectFrom('answer')
    .selectAll()
    .where('judge_session_id', '=', sessionId)
    .where('page_key', '=', pageKey)
    .execute();
}

export function answersOfSession(db: Db, sessionId: string): Promise<AnswerRow[]> {
  return db.selectFrom('answer').selectAll().where('judge_session_id', '=', sessionId).execute();
}

export function findPost(db: Db, postId: string): Promise<{ judge_session_id: string; position: number } | undefined> {
  return db
    .selectFrom('run_post')
    .select(['judge_session_id', 'position'])
    .where('post_id', '=', postId)
    .executeTakeFirst();
}

export interface PostedPage {
  sessionId: string;
  postId: string;
  pageKey: string;
  expectedPosition: number;
  nextPosition: number;
  furthestPosition: number;
  finished: boolean;
  answers: ScreenAnswer[];
  /** The screen the judge sees next, whose stored answers the post reads; null when none need reading. */
  nextPageKey: string | null;
  now: number;
}

/** A post's outcome: not moved when the run was no longer at the expected screen (nothing stored). */
export type SavedPost = { moved: false } | { moved: true; nextPageAnswers: AnswerRow[] };

/**
 * Stores one screen's answers and moves the run, all or nothing, in a commit shared with
 * other judges' posts (db/group-commit.ts; on PostgreSQL, one statement for the posts of a
 * turn, db/statement-batch.ts): it returns once that commit is durable, with the stored answers
 * of the next screen. Nothing is stored when the run is no longer at the
 * expected screen (another tab moved it).
 */
export async function savePostedPage(db: Db, post: PostedPage): Promise<SavedPost> {
  if (engineOf(db) === 'postgres') {
    return inStatementBatch(db, postedPages, post);
  }
  return inGroupCommit(db, async (trx): Promise<SavedPost> => {
    const moved = await trx
      .updateTable('judge_session')
      .set(sessionMove(post))
      .where('id', '=', post.sessionId)
      .where('position', '=', post.expectedPosition)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { moved: false };
    await storeScreen(trx, {
      sessionId: post.sessionId,
      postId: post.postId,
      position: post.expectedPosition,
      pageKey: post.pageKey,
      answers: post.answers,
      now: post.now,
    });
    const nextPageAnswers = post.nextPageKey === null ? [] : await answersOfPage(trx, post.sessionId, post.nextPageKey);
    return { moved: true, nextPageAnswers };
  });
}

function sessionMove(post: PostedPage) {
  return {
    position: post.nextPosition,
    furthest_position: post.furthestPosition,
    status: post.finished ? ('finished' as const) : ('inProgress' as const),
    finished_at: post.finished ? post.now : null,
    updated_at: post.now,
  };
}

/**
 * savePostedPage on PostgreSQL: the posts of one turn in one statement, their writes and
 * their next screens' reads, since each statement is a round trip. The posts come as
 * arrays, one element a post (`item` numbers them from 1) and one an answer. A post's
 * answers are upserted and its screen's others deleted (not all deleted, then inserted: the
 * parts of one statement see the same snapshot, in no set order); that snapshot is also why
 * the next screen's answers are those stored before the post, which writes only its own
 * screen's. Nothing is written for a post whose run did not move, nor for a post whose id
 * is stored already (a resend: the caller then finds it acknowledged), so that a resend
 * does not fail the others' statement; should another process store the same id at that
 * moment, the statement fails and each post runs alone. Two posts on one run never share
 * it (keyOf), so no row is written twice.
 */
const postedPages: BatchedStatement<PostedPage, SavedPost> = {
  keyOf: (post) => post.sessionId,
  run: async (db, posts) => {
    const column = <T>(value: (post: PostedPage) => T) => posts.map(value);
    const moves = posts.map(sessionMove);
    const answers = posts.flatMap((post, index) => post.answers.map((answer) => ({ item: index + 1, ...answer })));
    const answerColumn = <T>(value: (answer: (typeof answers)[number]) => T) => answers.map(value);
    // One row for each post whose run moved and whose next screen has no answers (or none are read), else one per answer.
    const { rows } = await sql<{ item: number; next: AnswerRow | null }>`
      with given as (
        select * from unnest(
          ${column((post) => post.sessionId)}::text[], ${column((post) => post.postId)}::text[],
          ${column((post) => post.pageKey)}::text[], ${column((post) => post.nextPageKey)}::text[],
          ${column((post) => post.expectedPosition)}::integer[], ${moves.map((move) => move.position)}::integer[],
          ${moves.map((move) => move.furthest_position)}::integer[], ${moves.map((move) => move.status)}::text[],
          ${moves.map((move) => move.finished_at)}::bigint[], ${column((post) => post.now)}::bigint[]
        ) with ordinality as given (session_id, post_id, page_key, next_page_key, expected_position, position,
          furthest_position, status, finished_at, now, item)
      ), given_answer as (
        select * from unnest(
          ${answerColumn((answer) => answer.item)}::integer[], ${answerColumn((answer) => answer.control_id)}::text[],
          ${answerColumn((answer) => answer.product_id)}::text[], ${answerColumn((answer) => answer.value)}::double precision[],
          ${answerColumn((answer) => answer.text)}::text[], ${answerColumn((answer) => answer.repetition)}::integer[],
          ${answerColumn((answer) => answer.detail)}::text[]
        ) as given_answer (item, control_id, product_id, value, text, repetition, detail)
      ), moved as (
        update judge_session
        set position = given.position, furthest_position = given.furthest_position, status = given.status,
          finished_at = given.finished_at, updated_at = given.now
        from given
        where judge_session.id = given.session_id and judge_session.position = given.expected_position
          and judge_session.status = 'inProgress'
          and not exists (select from run_post where run_post.post_id = given.post_id)
        returning given.*
      ), posted as (
        insert into run_post (post_id, judge_session_id, position, received_at)
        select post_id, session_id, expected_position, now from moved
      ), replaced as (
        delete from answer using moved
        where answer.judge_session_id = moved.session_id and answer.page_key = moved.page_key
          and not exists (
            select from given_answer where given_answer.item = moved.item and given_answer.control_id = answer.control_id
          )
      ), written as (
        insert into answer (judge_session_id, page_key, control_id, product_id, value, text, repetition, detail, post_id, saved_at)
        select moved.session_id, moved.page_key, given_answer.control_id, given_answer.product_id, given_answer.value,
          given_answer.text, given_answer.repetition, given_answer.detail, moved.post_id, moved.now
        from moved join given_answer on given_answer.item = moved.item
        on conflict (judge_session_id, page_key, control_id) do update set
          product_id = excluded.product_id, value = excluded.value, text = excluded.text,
          repetition = excluded.repetition, detail = excluded.detail,
          post_id = excluded.post_id, saved_at = excluded.saved_at
      )
      select moved.item::integer as item, row_to_json(stored) as next
      from moved left join answer as stored
        on stored.judge_session_id = moved.session_id and stored.page_key = moved.next_page_key`.execute(db);
    const saved: SavedPost[] = posts.map(() => ({ moved: false }));
    for (const row of rows) {
      const index = row.item - 1;
      const post = saved[index];
      const nextPageAnswers = post?.moved ? post.nextPageAnswers : [];
      if (row.next !== null) nextPageAnswers.push(row.next);
      saved[index] = { moved: true, nextPageAnswers };
    }
    return saved;
  },
};

/** A screen's answers as a post brings them; the rest of the row is the screen's and the post's. */
export type ScreenAnswer = Omit<AnswerRow, 'judge_session_id' | 'page_key' | 'post_id' | 'saved_at'>;

export interface StoredScreen {
  sessionId: string;
  postId: string;
  /** The screen's position in the run: the exports order a judge's answers by it. */
  position: number;
  pageKey: string;
  answers: ScreenAnswer[];
  now: number;
}

/**
 * Records a screen's post and puts its answers in place of those stored for the screen.
 * Run inside the caller's transaction, with the run's own update.
 */
export async function storeScreen(db: Db, screen: StoredScreen): Promise<void> {
  await db
    .insertInto('run_post')
    .values({
      post_id: screen.postId,
      judge_session_id: screen.sessionId,
      position: screen.position,
      received_at: screen.now,
    })
    .execute();
  await db
    .deleteFrom('answer')
    .where('judge_session_id', '=', screen.sessionId)
    .where('page_key', '=', screen.pageKey)
    .execute();
  if (screen.answers.length === 0) return;
  await db
    .insertInto('answer')
    .values(
      screen.answers.map((answer) => ({
        ...answer,
        judge_session_id: screen.sessionId,
        page_key: screen.pageKey,
        post_id: screen.postId,
        saved_at: screen.now,
      })),
    )
    .execute();
}

export async function moveSession(
  db: Db,
  sessionId: string,
  expectedPosition: number,
  nextPosition: number,
  now: number,
  furthestPosition?: number,
): Promise<boolean> {
  const result = await db
    .updateTable('judge_session')
    .set({
      position: nextPosition,
      updated_at: now,
      ...(furthestPosition === undefined ? {} : { furthest_position: furthestPosition }),
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

export async function finishSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .updateTable('judge_session')
    .set({ status: 'finished', finished_at: now, updated_at: now })
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

/** The lowest rank the leaders' simulations of a publication took: they count down from -1, clear of the judges' ranks. */
export async function lowestPreviewRank(db: Db, publicationId: string): Promise<number> {
  const row = await db
    .selectFrom('judge_session')
    .select((eb) => eb.fn.min<number | null>('judge_rank').as('lowest'))
    .where('publication_id', '=', publicationId)
    .where('previewed_by', 'is not', null)
    .executeTakeFirst();
  return Math.min(0, Number(row?.lowest ?? 0));
}

/** A leader's simulations of a publication that were left unfinished. */
export function unfinishedPreviews(db: Db, publicationId: string, leaderId: string): Promise<JudgeSessionRow[]> {
  return db
    .selectFrom('judge_session')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('previewed_by', '=', leaderId)
    .where('status', '=', 'inProgress')
    .execute();
}

/** Keeps unfinished simulations as they stand: closed, with what was answered. */
export async function closePreviews(db: Db, sessionIds: string[], now: number): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .updateTable('judge_session')
    .set({ status: 'finished', finished_at: now, updated_at: now })
    .where('id', 'in', sessionIds)
    .where('previewed_by', 'is not', null)
    .where('status', '=', 'inProgress')
    .execute();
}

/** Drops unfinished simulations and everything they stored, all or nothing. */
export async function deletePreviews(db: Db, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('answer').where('judge_session_id', 'in', sessionIds).execute();
    await trx.deleteFrom('run_post').where('judge_session_id', 'in', sessionIds).execute();
    await trx.deleteFrom('judge_session').where('id', 'in', sessionIds).where('previewed_by', 'is not', null).execute();
  });
}

/** How many simulations a leader made of each publication. */
export async function countPreviews(db: Db, publicationIds: string[], leaderId: string): Promise<Map<string, number>> {
  if (publicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('judge_session')
    .select(['publication_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('simulations'))
    .where('publication_id', 'in', publicationIds)
    .where('previewed_by', '=', leaderId)
    .groupBy('publication_id')
    .execute();
  return new Map(rows.map((row) => [row.publication_id, Number(row.simulations)]));
}

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

/**
 * A leader sends a judge back to a screen: the run is open again at that position, its
 * answers kept (the judge's next post from an older screen is refused as stale).
 */
export async function reopenSessionAt(db: Db, sessionId: string, position: number, now: number): Promise<void> {
  await db
    .updateTable('judge_session')
    .set({ position, status: 'inProgress', finished_at: null, updated_at: now })
    .where('id', '=', sessionId)
    .execute();
}
