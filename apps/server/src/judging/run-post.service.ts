import { pageOf, validatePage, type Answer } from '@palate/engine';
import { CallError, ErrorCode } from '@palate/protocol';
import { type CallContext } from '../shared/context.ts';
import { screensAt } from './quota-admission.service.ts';
import { resolveMoveInBlock } from './run-moves.service.ts';
import { admitAndPlace } from './run-start.service.ts';
import {
  type Run,
  type RunStep,
  assertRecordingsCurrent,
  assertComplete,
  loadRun,
  postedRun,
  loadOpenRun,
  acknowledgedPost,
  currentStep,
  forcesAnswers,
  instanceAt,
  served,
  pageViewOf,
  toRow,
  toAnswer,
  invalidAnswers,
} from './run.ts';
import { answersOfPage, findPost, savePostedPage, type SavedPost } from './answers.repository.ts';

export interface PostedAnswers {
  sessionId: string;
  postId: string;
  position: number;
  answers: Answer[];
  moving: 'next' | 'prev' | 'stay';
}

/**
 * run/post: stores a screen's answers and moves. Nothing is stored from an invalid
 * screen; a resend of an acknowledged post stores nothing twice; a post for a screen the
 * run has left (another tab) gets 3310.
 */
export async function post(context: CallContext, posted: PostedAnswers): Promise<RunStep> {
  let run = await postedRun(context, posted.sessionId);
  if (run.session.status === 'finished' || posted.position !== run.session.position)
    return resentOrRefused(context, run, posted);
  const instance = instanceAt(run, posted.position);
  // A screen the judge has left before keeps its forced-choice answers (discrimination tests).
  const leftBefore = posted.position < run.session.furthest_position;
  assertRecordingsCurrent(pageOf(run.definition, instance), posted.answers);
  const issues = validatePage(pageOf(run.definition, instance), posted.answers, {
    mandatoryAnswers: posted.moving === 'next' && forcesAnswers(run),
    served: served(run, instance).served,
    ...(leftBefore
      ? { answeredBeforeMovingOn: (await answersOfPage(context.db, run.session.id, instance.key)).map(toAnswer) }
      : {}),
  });
  if (issues.length > 0) throw invalidAnswers(issues);

  const move =
    posted.moving === 'stay' ? ({ kind: 'to', position: posted.position } as const) : { kind: posted.moving };
  const target = resolveMoveInBlock(run, posted.position, move);
  if (target.kind === 'none') throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  const blockFinished = target.kind === 'end';
  if (blockFinished) await assertComplete(context, run, { pageKey: instance.key, answers: posted.answers });
  // The last block ends the run; an earlier one leaves it waiting at the next block's first screen.
  const finished = blockFinished && run.block.end === run.sequence.length;
  const nextPosition =
    target.kind === 'page' ? target.position : blockFinished && !finished ? run.block.end : posted.position;

  const rows = posted.answers.map((answer) => toRow(answer, instance));
  if (
    posted.position === 0 &&
    posted.moving === 'next' &&
    screensAt(run.publication, run.definition, run.session) === 'screening'
  ) {
    const { admitted, placed } = await admitAndPlace(
      context,
      run.publication,
      run.definition,
      run.session,
      posted.answers,
    );
    if (!admitted) return stopAfterScreening(context, run, posted, instance.key, rows);
    // The samples come after the screening page: the next screen is in the design row just taken.
    if (placed) run = await loadOpenRun(context, run.session.id);
  }
  const staying = nextPosition === posted.position;
  let saved: SavedPost;
  try {
    saved = await savePostedPage(context.db, {
      sessionId: run.session.id,
      postId: posted.postId,
      pageKey: instance.key,
      expectedPosition: posted.position,
      nextPosition,
      furthestPosition: Math.max(run.session.furthest_position, nextPosition),
      finished,
      answers: rows,
      // Staying, the screen's stored answers are the ones just posted: no need to read them back.
      nextPageKey: blockFinished || staying ? null : instanceAt(run, nextPosition).key,
      now: context.now,
    });
  } catch (error) {
    // The same post arriving twice at once: the second one's insert of the post id fails.
    if (await findPost(context.db, posted.postId)) saved = { moved: false };
    else throw error;
  }
  if (!saved.moved) {
    const reloaded = await loadRun(context, posted.sessionId);
    const resent = await acknowledgedPost(context, reloaded, posted.postId);
    if (resent) return currentStep(context, reloaded, resent.position);
    throw new CallError(ErrorCode.postConflict, 'This screen was already answered elsewhere.');
  }
  if (blockFinished) return { page: null, finished: true };
  const stored = staying
    ? rows.map((row) => ({
        ...row,
        judge_session_id: run.session.id,
        page_key: instance.key,
        post_id: posted.postId,
        saved_at: context.now,
      }))
    : saved.nextPageAnswers;
  return { page: pageViewOf(run, nextPosition, stored), finished: false };
}

/**
 * A judge whose quota cell is full: their screening answers are kept and their run ends
 * there, to be thanked. Should the run have moved meanwhile (another tab), as any post.
 */
async function stopAfterScreening(
  context: CallContext,
  run: Run,
  posted: PostedAnswers,
  pageKey: string,
  rows: ReturnType<typeof toRow>[],
): Promise<RunStep> {
  const saved = await savePostedPage(context.db, {
    sessionId: run.session.id,
    postId: posted.postId,
    pageKey,
    expectedPosition: posted.position,
    nextPosition: posted.position,
    furthestPosition: run.session.furthest_position,
    finished: true,
    answers: rows,
    nextPageKey: null,
    now: context.now,
  });
  if (!saved.moved) throw new CallError(ErrorCode.postConflict, 'This screen was already answered elsewhere.');
  return { page: null, finished: true, screenedOut: true };
}

/**
 * A post for a screen the run is not at: the resend of an acknowledged post gets where
 * the run stands; any other is refused. Checked only then, so that a first post reads no
 * more than it needs (a resend of a post that stayed is caught by its post id on saving).
 */
async function resentOrRefused(context: CallContext, run: Run, posted: PostedAnswers): Promise<RunStep> {
  const acknowledged = await acknowledgedPost(context, run, posted.postId);
  if (acknowledged) return currentStep(context, run, acknowledged.position);
  if (run.session.status === 'finished') {
    throw new CallError(ErrorCode.sessionInvalid, 'This questionnaire is already answered.');
  }
  throw new CallError(ErrorCode.postConflict, 'This screen was already answered elsewhere.');
}
