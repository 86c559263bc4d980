import { pageOf, resolveMove, validatePage, type Move } from '@palate/engine';
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
  pageView,
  toAnswer,
  invalidAnswers,
} from './run.ts';
import { closeBlock, finishSession, moveSession } from './runs.repository.ts';
import { answersOfPage } from './answers.repository.ts';

/** run/nextPage: leaves the screen with what is stored for it, which must be complete. */
export async function nextPage(context: CallContext, sessionId: string): Promise<RunStep> {
  const run = await loadOpenRun(context, sessionId);
  const position = run.session.position;
  const stored = await answersOfPage(context.db, run.session.id, instanceAt(run, position).key);
  const instance = instanceAt(run, position);
  const issues = validatePage(pageOf(run.definition, instance), stored.map(toAnswer), {
    mandatoryAnswers: forcesAnswers(run),
    served: served(run, instance).served,
  });
  if (issues.length > 0) throw invalidAnswers(issues);
  const target = resolveMoveInBlock(run, position, { kind: 'next' });
  if (target.kind === 'end') {
    await endBlock(context, run);
    return { page: null, finished: true };
  }
  if (target.kind !== 'page') throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  // The screen left is complete, so the next one may be further than any reached before.
  return { page: await moveTo(context, run, target.position), finished: false };
}

/** run/prevPage and run/moveTo: back to a screen already reached (3350 when there is none). */
export async function moveRun(context: CallContext, run: Run | string, move: Move): Promise<PageView> {
  const loaded = typeof run === 'string' ? await loadOpenRun(context, run) : run;
  const target = resolveMoveInBlock(loaded, loaded.session.position, move);
  if (target.kind !== 'page' || target.position > loaded.session.furthest_position) {
    throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  }
  return moveTo(context, loaded, target.position);
}

async function moveTo(context: CallContext, run: Run, position: number): Promise<PageView> {
  const { session } = run;
  const furthest = Math.max(session.furthest_position, position);
  if (!(await moveSession(context.db, session.id, session.position, position, context.now, furthest))) {
    throw new CallError(ErrorCode.postConflict, 'This questionnaire was moved on elsewhere.');
  }
  return pageView(context, { ...run, session: { ...session, position, furthest_position: furthest } }, position);
}

/** run/terminate: ends the judge's block (the run, for its last or only block) once every screen of it is complete. */
export async function terminate(context: CallContext, sessionId: string): Promise<void> {
  const run = await loadRun(context, sessionId);
  if (run.session.status === 'finished') return;
  await assertComplete(context, run);
  await endBlock(context, run);
}

/** Moves within the judge's block: its first screen has no previous one, its last screen's next is its end. */
export function resolveMoveInBlock(run: Run, position: number, move: Move) {
  const { start, end } = run.block;
  const relative = move.kind === 'to' ? { kind: 'to' as const, position: move.position - start } : move;
  const target = resolveMove(position - start, end - start, relative);
  return target.kind === 'page' ? { kind: 'page' as const, position: target.position + start } : target;
}

async function endBlock(context: CallContext, run: Run): Promise<void> {
  if (run.block.end === run.sequence.length) {
    await finishSession(context.db, run.session.id, context.now);
  } else if (!(await closeBlock(context.db, run.session.id, run.session.position, run.block.end, context.now))) {
    throw new CallError(ErrorCode.postConflict, 'This questionnaire was moved on elsewhere.');
  }
}
