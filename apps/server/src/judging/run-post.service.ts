import { pageOf, validatePage, type Answer } from '@palate/engine';
import { CallError, ErrorCode } from '@palate/protocol';
import { type CallContext } from '../shared/context.ts';
import { assertConsented } from './consent.service.ts';
import { releaseQuotaCells, screensAt } from './quota-admission.service.ts';
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
import type { AnswerRow } from './runs.repository.ts';
import {
  answersOfPage,
  answersOfSession,
  deleteAnswers,
  findPost,
  savePostedPage,
  type SavedPost,
} from './answers.repository.ts';
import { assertWaitOver, entriesOnArrival } from './screen-entries.ts';
import { recordRunEnd } from './run-end-events.ts';
import { screenTargets } from './training-targets.ts';
import { hiddenAnswers, readsAnswers, screenStates, shownScreens } from './screen-states.ts';

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
  await assertConsented(context, run);
  const instance = instanceAt(run, posted.position);
  const page = pageOf(run.definition, instance);
  // Only a questionnaire whose screens read earlier answers reads the run's answers: any other keeps one read per post.
  const stored = readsAnswers(run.definition) ? await answersOfSession(context.db, run.session.id) : null;
  const states = stored && screenStates(run, stored, posted);
  const state = states?.[posted.position];
  // A screen the judge has left before keeps its forced-choice answers (discrimination tests).
  const leftBefore = posted.position < run.session.furthest_position;
  assertRecordingsCurrent(page, posted.answers);
  const issues = validatePage(page, posted.answers, {
    mandatoryAnswers: posted.moving === 'next' && forcesAnswers(run),
    served: served(run, instance).served,
    ...(leftBefore ? { answeredBeforeMovingOn: await storedOn(context, run, instance.key, stored) } : {}),
    ...(state ? { shown: state.shownControls } : {}),
  });
  if (issues.length > 0) throw invalidAnswers(issues);

  const move =
    posted.moving === 'stay' ? ({ kind: 'to', position: posted.position } as const) : { kind: posted.moving };
  assertWaitOver(run.session, page, posted.position, move, context.now);
  // A page's screen-out ends the run as the judge moves on from it, whatever screens follow.
  const screenedOut = posted.moving === 'next' && state?.endsRun === true;
  const target = screenedOut
    ? ({ kind: 'end' } as const)
    : resolveMoveInBlock(run, posted.position, move, shownScreens(states));
  if (target.kind === 'none') throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  const blockFinished = target.kind === 'end';
  if (blockFinished && !screenedOut) await assertComplete(context, run, posted);
  // The last block ends the run; an earlier one leaves it waiting at the next block's first screen.
  const finished = screenedOut || (blockFinished && run.block.end === run.sequence.length);
  const nextPosition =
    target.kind === 'page' ? target.position : blockFinished && !finished ? run.block.end : posted.position;

  const rows = posted.answers.map((answer) => toRow(answer, instance));
  if (
    !screenedOut &&
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
  const arriving = blockFinished || staying ? null : instanceAt(run, nextPosition);
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
      nextPageKey: arriving?.key ?? null,
      screenEntries:
        arriving && entriesOnArrival(run.session, pageOf(run.definition, arriving), nextPosition, context.now),
      screenedOut,
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
  // Moving on or back, the judge stands by the answer that hides them: answers of screens and controls it hid go.
  if (states && stored && !staying) {
    await deleteAnswers(
      context.db,
      run.session.id,
      hiddenAnswers(run, states, stored, (position) => position === posted.position),
    );
  }
  if (finished) await recordRunEnd(context.db, run.publication, run.session, screenedOut ? 'endIf' : null, context.now);
  if (screenedOut) {
    await releaseQuotaCells(context, run, stored ?? []);
    return { page: null, finished: true, screenedOut: true, screenOut: 'endIf' };
  }
  if (blockFinished) return { page: null, finished: true };
  const next = staying
    ? rows.map((row) => ({
        ...row,
        judge_session_id: run.session.id,
        page_key: instance.key,
        post_id: posted.postId,
        saved_at: context.now,
      }))
    : saved.nextPageAnswers;
  const view = pageViewOf(run, nextPosition, next, {
    now: context.now,
    state: states?.[nextPosition],
    targets: await screenTargets(context.db, run, nextPosition),
  });
  return { page: view, finished: false };
}

/** The answers stored for a screen: from the run's, when they were read, else read now. */
async function storedOn(
  context: CallContext,
  run: Run,
  pageKey: string,
  stored: readonly AnswerRow[] | null,
): Promise<Answer[]> {
  const rows = stored ?? (await answersOfPage(context.db, run.session.id, pageKey));
  return rows.filter((row) => row.page_key === pageKey).map(toAnswer);
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
    screenEntries: null,
    screenedOut: false,
    now: context.now,
  });
  if (!saved.moved) throw new CallError(ErrorCode.postConflict, 'This screen was already answered elsewhere.');
  await recordRunEnd(context.db, run.publication, run.session, 'quota', context.now);
  return { page: null, finished: true, screenedOut: true, screenOut: 'quota' };
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
