import { pageOf, repetitionBounds, type Answer, type Questionnaire } from '@palate/engine';
import { CallError, ErrorCode, type PageView, type PreviewOptions } from '@palate/protocol';
import { parseBlockId, servesRepetitionBlocks } from '../publishing/blocks.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { ordersForRow, servedProductsOfSet } from '../publishing/design.ts';
import { isInAudience } from '../publishing/publication-audience.service.ts';
import { assertOpenToNewJudge, assertRoomForJudge, isThereForJudges } from '../publishing/publication-state.ts';
import { findPublication, type PublicationRow } from '../publishing/publications.repository.ts';
import { newId } from '../security/tokens.ts';
import { requireCaller, type CallContext, type Caller } from '../shared/context.ts';
import { assertConsented } from './consent.service.ts';
import { startPreview } from './preview.service.ts';
import { admitJudge, screensAt } from './quota-admission.service.ts';
import { instanceAt, loadRun, loadOpenRun, pageView, type Run } from './run.ts';
import { entriesOnArrival } from './screen-entries.ts';
import { recordRunEnd } from './run-end-events.ts';
import {
  findSession,
  findIdleRun,
  findSessionOfMember,
  finishSession,
  insertSessionAtNextRank,
  isTrayTaken,
  recordScreenEntries,
  setSessionDesignRow,
  takeOverIdleRank,
  type JudgeSessionRow,
} from './runs.repository.ts';

const MAX_START_ATTEMPTS = 8;

/** run/reqStart: the judge's run of a publication, created on the first start. */
export interface StartRequest {
  sessionId: string;
  resumed: boolean;
  /** The tray-number prompt's bounds (session parameters m and M) while the judge has not given one. */
  tray: { min: number; max: number } | null;
}

export async function requestStart(
  context: CallContext,
  blockId: string,
  preview?: PreviewOptions,
): Promise<StartRequest> {
  if (preview) return { sessionId: await startPreview(context, blockId, preview), resumed: false, tray: null };
  const caller = requireCaller(context);
  const block = parseBlockId(blockId);
  const publication = await findPublication(context.db, block.publicationId);
  if (
    !publication ||
    !mayAnswer(caller, publication) ||
    !isThereForJudges(publication, context.now) ||
    !(await isInAudience(context.db, caller.member, publication)) ||
    (block.repetition !== null && (!servesRepetitionBlocks(publication) || block.repetition > publication.repetitions))
  ) {
    throw new CallError(ErrorCode.sessionLoading, 'This questionnaire is not available.');
  }
  for (let attempt = 0; attempt < MAX_START_ATTEMPTS; attempt++) {
    const existing = await findSessionOfMember(context.db, publication.id, caller.member.id);
    if (existing) {
      if (existing.status === 'finished') {
        throw new CallError(ErrorCode.sessionInvalid, 'This questionnaire is already answered.');
      }
      if (block.repetition !== null) await assertBlockOpen(context, existing, block.repetition);
      return { sessionId: existing.id, resumed: true, tray: trayPrompt(publication, existing) };
    }
    if (block.repetition !== null && block.repetition > 1) throw previousBlockUnfinished(block.repetition);
    await assertOpenToNewJudge(context, publication, ErrorCode.noMoreJudgesAvailable);
    const definition = await loadDefinition(context.db, publication.questionnaire_id);
    const sessionAt = (rank: number) => ({
      id: newId(),
      publication_id: publication.id,
      member_id: caller.member.id,
      judge_rank: rank,
      presentation_order: JSON.stringify(ordersForRow(definition, publication, rank)),
    });
    const idle = await idleRunToReplace(context, publication);
    let sessionId: string | undefined;
    try {
      if (!idle) {
        const session = await insertSessionAtNextRank(context.db, publication.id, context.now, (rank, started) => {
          assertRoomForJudge(publication, started, ErrorCode.noMoreJudgesAvailable);
          return sessionAt(rank);
        });
        sessionId = session.id;
      } else {
        const session = sessionAt(idle.judge_rank);
        if (await takeOverIdleRank(context.db, idle, session, context.now)) sessionId = session.id;
      }
    } catch (error) {
      if (error instanceof CallError) throw error;
      // Another process took this idle rank, or this judge started in another tab: look again.
    }
    if (sessionId !== undefined) {
      await screenAtStart(context, publication, definition, sessionId);
      return { sessionId, resumed: false, tray: trayPrompt(publication, null) };
    }
  }
  throw new CallError(ErrorCode.sessionLoading, 'Too many judges are starting at once; please try again.');
}

/**
 * Quotas on a questionnaire without a screening page count a judge as they start: a judge
 * whose cell is full is thanked (3405) and their run ends at once, counted nowhere.
 */
async function screenAtStart(
  context: CallContext,
  publication: PublicationRow,
  definition: Questionnaire,
  sessionId: string,
): Promise<void> {
  const session = await findSession(context.db, sessionId);
  if (!session || screensAt(publication, definition, session) !== 'start') return;
  if ((await admitAndPlace(context, publication, definition, session, [])).admitted) return;
  await finishSession(context.db, sessionId, context.now);
  await recordRunEnd(context.db, publication, session, 'quota', context.now);
  throw new CallError(ErrorCode.noMoreJudgesAvailable, 'This study has all the participants it needs. Thank you.');
}

/**
 * Under the publication's `reassign_idle_minutes`, the run whose rank the new judge takes:
 * the lowest rank of a run that never answered within that many minutes of its start
 * (runs.repository.ts says what never answering is), so that blocks of the design fill up.
 */
async function idleRunToReplace(context: CallContext, publication: PublicationRow) {
  if (publication.reassign_idle_minutes === null) return undefined;
  const startedBefore = context.now - publication.reassign_idle_minutes * 60_000;
  const idle = await findIdleRun(context.db, publication.id, startedBefore);
  return idle && { ...idle, startedBefore };
}

/**
 * Counts a judge against the quotas (quota-admission.service.ts); an admitted judge takes
 * the design's next row among the admitted, so that the people a full quota stopped leave
 * no hole in its balance (a row chosen by a tray or pres.order stays). `placed` when the
 * run's orders changed: a run loaded before must be loaded anew.
 */
export async function admitAndPlace(
  context: CallContext,
  publication: PublicationRow,
  definition: Questionnaire,
  session: JudgeSessionRow,
  screening: Answer[],
): Promise<{ admitted: boolean; placed: boolean }> {
  const member = requireCaller(context).member;
  const { admitted, admittedBefore } = await admitJudge(context.db, publication, session, member, screening);
  if (admittedBefore === null || session.design_rank !== null || admittedBefore === session.judge_rank) {
    return { admitted, placed: false };
  }
  const orders = ordersForRow(definition, publication, admittedBefore);
  const row = { tray: null, designRank: admittedBefore, presentationOrder: JSON.stringify(orders) };
  return { admitted, placed: await setSessionDesignRow(context.db, session.id, row, context.now) };
}

/**
 * A repetition's block opens once the one before it is finished, and closes when it is
 * finished itself: the run's furthest screen lies within it.
 */
async function assertBlockOpen(context: CallContext, session: JudgeSessionRow, repetition: number): Promise<void> {
  const run = await loadRun(context, session.id);
  const { start, end } = repetitionBounds(run.sequence, repetition);
  if (session.furthest_position >= end) {
    throw new CallError(ErrorCode.sessionInvalid, 'This repetition is already answered.');
  }
  if (session.furthest_position < start) throw previousBlockUnfinished(repetition);
}

function previousBlockUnfinished(repetition: number): CallError {
  return new CallError(ErrorCode.previousBlockUnfinished, 'Please finish the repetition before this one first.', {
    repetition: repetition - 1,
  });
}

/** A simulation chose its judge, so its design row, beforehand: it is never asked for a tray. */
function trayPrompt(publication: PublicationRow, session: JudgeSessionRow | null): { min: number; max: number } | null {
  if (publication.tray_min === null || publication.tray_max === null || session?.tray != null) return null;
  if (session?.previewed_by != null) return null;
  return { min: publication.tray_min, max: publication.tray_max };
}

function mayAnswer(caller: Caller, publication: PublicationRow): boolean {
  if (publication.account_id !== caller.member.account_id) return false;
  return caller.member.login !== null || publication.anonymous === 1;
}

/** run/start's `pres`: what the judge typed and the session parameters of their address. */
export interface StartOptions {
  tray?: number;
  order?: number;
  /** Session parameter n: the definition's set of products to serve (1 for the first). */
  set?: number;
  /** Session parameters m and M: a tray-number prompt for a publication that asks none itself. */
  prompt?: { min: number; max: number };
}

/**
 * run/start: the screen where the judge's run stands. Where the publication asks for a
 * tray number, the first start must give it: the tray was laid out in the order of its
 * design row (tray m is row 1), so the number fixes the judge's order. Without a tray
 * prompt, `pres.order` (1 for the design's first row) may choose the row at the first
 * start, for a lab that hands out orders itself.
 */
export async function start(context: CallContext, sessionId: string, pres: StartOptions = {}): Promise<PageView> {
  let run = await loadOpenRun(context, sessionId);
  await assertConsented(context, run);
  const firstStart = run.session.design_rank === null && run.session.furthest_position === 0;
  const prompt = trayPrompt(run.publication, run.session) ?? (firstStart ? (pres.prompt ?? null) : null);
  if (firstStart && pres.set !== undefined && !servedProductsOfSet(run.definition, run.publication, pres.set)) {
    throw new CallError(ErrorCode.invalidRequest, `This questionnaire has no set ${pres.set} to serve.`, {
      set: pres.set,
    });
  }
  let chosen: { tray: number | null; designRank: number } | undefined;
  if (prompt) {
    const tray = pres.tray;
    if (tray === undefined) throw new CallError(ErrorCode.trayNumberMissing, 'Please type your tray number.');
    if (tray < prompt.min) throw new CallError(ErrorCode.trayNumberLow, 'This tray number is too low.', prompt);
    if (tray > prompt.max) throw new CallError(ErrorCode.trayNumberHigh, 'This tray number is too high.', prompt);
    if (run.publication.tray_unique === 1 && (await isTrayTaken(context.db, run.publication.id, tray, sessionId))) {
      throw new CallError(ErrorCode.trayNumberUsed, 'This tray number is already used.');
    }
    chosen = { tray, designRank: tray - prompt.min };
  } else if (firstStart && (pres.order !== undefined || pres.set !== undefined)) {
    chosen = { tray: null, designRank: pres.order === undefined ? run.session.judge_rank : pres.order - 1 };
  }
  if (chosen) {
    const set = firstStart ? pres.set : undefined;
    const orders = ordersForRow(run.definition, run.publication, chosen.designRank, set);
    const row = { ...chosen, presentationOrder: JSON.stringify(orders) };
    if (!(await setSessionDesignRow(context.db, sessionId, row, context.now))) {
      throw new CallError(ErrorCode.postConflict, 'This questionnaire was started elsewhere.');
    }
    run = await loadOpenRun(context, sessionId);
  }
  return pageView(context, await arrive(context, run), run.session.position);
}

/** The judge arrives on the screen where the run stands: a timed wait counts from the first arrival (screen-entries.ts). */
async function arrive(context: CallContext, run: Run): Promise<Run> {
  const { position } = run.session;
  const entries = entriesOnArrival(
    run.session,
    pageOf(run.definition, instanceAt(run, position)),
    position,
    context.now,
  );
  if (entries === null) return run;
  await recordScreenEntries(context.db, run.session.id, entries);
  return { ...run, session: { ...run.session, screen_entries: entries } };
}
