import { engineOf, type Db } from '../db/database.ts';
import { inGroupCommit } from '../db/group-commit.ts';
import { inStatementBatch, type BatchedStatement } from '../db/statement-batch.ts';
import { type AnswerRow } from './runs.repository.ts';
import { sql } from 'kysely';

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
  /** The run's first arrivals on screens with a wait, when the move adds one (screen-entries.ts); null: unchanged. */
  screenEntries: string | null;
  /** A page's screen-out (endIf) ends the run with this post. */
  screenedOut: boolean;
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
    screened_out: post.screenedOut ? 1 : 0,
    ...(post.screenEntries === null ? {} : { screen_entries: post.screenEntries }),
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
          ${moves.map((move) => move.finished_at)}::bigint[], ${column((post) => post.now)}::bigint[],
          ${moves.map((move) => move.screened_out)}::integer[], ${column((post) => post.screenEntries)}::text[]
        ) with ordinality as given (session_id, post_id, page_key, next_page_key, expected_position, position,
          furthest_position, status, finished_at, now, screened_out, screen_entries, item)
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
          finished_at = given.finished_at, updated_at = given.now, screened_out = given.screened_out,
          screen_entries = coalesce(given.screen_entries, judge_session.screen_entries)
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

/**
 * Deletes stored answers that conditions now hide (screen-states.ts's hiddenAnswers), so
 * that they are neither exported nor analysed: one statement, run only when there are some.
 */
export async function deleteAnswers(
  db: Db,
  sessionId: string,
  answers: readonly { pageKey: string; controlId: string }[],
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .deleteFrom('answer')
    .where('judge_session_id', '=', sessionId)
    .where((eb) =>
      eb.or(
        answers.map((answer) => eb.and([eb('page_key', '=', answer.pageKey), eb('control_id', '=', answer.controlId)])),
      ),
    )
    .execute();
}
