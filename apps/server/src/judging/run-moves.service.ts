import { pageOf, resolveMove, validatePage, type Move, type ScreenState } from '@palate/engine';
import { CallError, ErrorCode, type PageView } from '@palate/protocol';
import type { CallContext } from '../shared/context.ts';
import {
  type Run,
  type RunStep,
  assertComplete,
  loadRun,
  loadOpenRun,
  forcesAnswers,
  instanceAt,
  served,
  pageViewOf,
  toAnswer,
  invalidAnswers,
} from './run.ts';
import { closeBlock, finishSession, moveSession } from './runs.repository.ts';
import { answersOfPage, answersOfSession } from './answers.repository.ts';
import { releaseQuotaCells } from './quota-admission.service.ts';
import { assertWaitOver, entriesOnArrival } from './screen-entries.ts';
import { recordRunEnd } from './run-end-events.ts';
import { screenTargets } from './training-targets.ts';
import { readsAnswers, screenStates, shownScreens } from './screen-states.ts';

/** run/nextPage: leaves the screen with what is stored for it, which must be complete. */
export async function nextPage(context: CallContext, sessionId: string): Promise<RunStep> {
  const run = await loadOpenRun(context, sessionId);
  const position = run.session.position;
  const instance = instanceAt(run, position);
  const page = pageOf(run.definition, instance);
  const { states, stored } = await screensOf(context, run);
  const state = states?.[position];
  const own = stored ?? (await answersOfPage(context.db, run.session.id, instance.key));
  const issues = validatePage(page, own.filter((row) => row.page_key === instance.key).map(toAnswer), {
    mandatoryAnswers: forcesAnswers(run),
    served: served(run, instance).served,
    ...(state ? { shown: state.shownControls } : {}),
  });
  if (issues.length > 0) throw invalidAnswers(issues);
  assertWaitOver(run.session, page, position, { kind: 'next' }, context.now);
  if (state?.endsRun) {
    await finishSession(context.db, run.session.id, context.now, true);
    await recordRunEnd(context.db, run.publication, run.session, 'endIf', context.now);
    await releaseQuotaCells(context, run, stored ?? []);
    return { page: null, finished: true, screenedOut: true, screenOut: 'endIf' };
  }
  const target = resolveMoveInBlock(run, position, { kind: 'next' }, shownScreens(states));
  if (target.kind === 'end') {
    await endBlock(context, run);
    return { page: null, finished: true };
  }
  if (target.kind !== 'page') throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  // The screen left is complete, so the next one may be further than any reached before.
  return { page: await moveTo(context, run, target.position, states, stored), finished: false };
}

/** run/prevPage and run/moveTo: back to a screen already reached (3350 when there is none). */
export async function moveRun(context: CallContext, run: Run | string, move: Move): Promise<PageView> {
  const loaded = typeof run === 'string' ? await loadOpenRun(context, run) : run;
  const { states, stored } = await screensOf(context, loaded);
  const position = loaded.session.position;
  const target = resolveMoveInBlock(loaded, position, move, shownScreens(states));
  if (target.kind !== 'page' || target.position > loaded.session.furthest_position) {
    throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  }
  assertWaitOver(loaded.session, pageOf(loaded.definition, instanceAt(loaded, position)), position, move, context.now);
  return moveTo(context, loaded, target.position, states, stored);
}

/** The run's screen states and answers, read only for a questionnaire whose screens read earlier answers. */
async function screensOf(context: CallContext, run: Run) {
  if (!readsAnswers(run.definition)) return { states: null, stored: null };
  const stored = await answersOfSession(context.db, run.session.id);
  return { states: screenStates(run, stored), stored };
}

async function moveTo(
  context: CallContext,
  run: Run,
  position: number,
  states: ScreenState[] | null,
  stored: Awaited<ReturnType<typeof answersOfSession>> | null,
): Promise<PageView> {
  const { session } = run;
  const furthest = Math.max(session.furthest_position, position);
  const instance = instanceAt(run, position);
  const entries = entriesOnArrival(session, pageOf(run.definition, instance), position, context.now);
  if (!(await moveSession(context.db, session.id, session.position, position, context.now, furthest, entries))) {
    throw new CallError(ErrorCode.postConflict, 'This questionnaire was moved on elsewhere.');
  }
  const moved = {
    ...run,
    session: { ...session, position, furthest_position: furthest, screen_entries: entries ?? session.screen_entries },
  };
  const own = stored
    ? stored.filter((row) => row.page_key === instance.key)
    : await answersOfPage(context.db, session.id, instance.key);
  return pageViewOf(moved, position, own, {
    now: context.now,
    state: states?.[position],
    targets: await screenTargets(context.db, moved, position),
  });
}

/** run/terminate: ends the judge's block (the run, for its last or only block) once every screen of it is complete. */
export async function terminate(context: CallContext, sessionId: string): Promise<void> {
  const run = await loadRun(context, sessionId);
  if (run.session.status === 'finished') return;
  await assertComplete(context, run);
  await endBlock(context, run);
}

/**
 * Moves within the judge's block: its first screen has no previous one, its last screen's
 * next is its end; screens that conditions skip (`isShown`, in the run's positions) are passed over.
 */
export function resolveMoveInBlock(run: Run, position: number, move: Move, isShown?: (position: number) => boolean) {
  const { start, end } = run.block;
  const relative = move.kind === 'to' ? { kind: 'to' as const, position: move.position - start } : move;
  const target = resolveMove(
    position - start,
    end - start,
    relative,
    isShown && ((inBlock) => isShown(inBlock + start)),
  );
  return target.kind === 'page' ? { kind: 'page' as const, position: target.position + start } : target;
}

async function endBlock(context: CallContext, run: Run): Promise<void> {
  if (run.block.end === run.sequence.length) {
    await finishSession(context.db, run.session.id, context.now);
    await recordRunEnd(context.db, run.publication, run.session, null, context.now);
  } else if (!(await closeBlock(context.db, run.session.id, run.session.position, run.block.end, context.now))) {
    throw new CallError(ErrorCode.postConflict, 'This questionnaire was moved on elsewhere.');
  }
}
