import {
  blindControl,
  buildPageSequence,
  repetitionBounds,
  pageOf,
  resolveMove,
  sampleCodeKey,
  servedCodes,
  validatePage,
  isTemporalKind,
  temporalChange,
  type Answer,
  type Page,
  type TemporalControl,
  type BlockBounds,
  type JudgePlan,
  type Move,
  type PageInstance,
  type Questionnaire,
  type ValidationIssue,
} from '@palate/engine';
import { CallError, ErrorCode, type PageView, type PreviewOptions } from '@palate/protocol';
import { findPublication, type PublicationRow } from '../publishing/publications.repository.ts';
import {
  answersOfPage,
  answersOfSession,
  closeBlock,
  findPost,
  findSession,
  findIdleRun,
  findSessionOfMember,
  finishSession,
  insertSessionAtNextRank,
  isTrayTaken,
  moveSession,
  savePostedPage,
  setSessionDesignRow,
  type SavedPost,
  takeOverIdleRank,
  type AnswerRow,
  type JudgeSessionRow,
} from './runs.repository.ts';
import { newId } from '../security/tokens.ts';
import { boundsAt, parseBlockId, servesRepetitionBlocks } from '../publishing/blocks.ts';
import { judgePlan, ordersForRow, servedProductsOfSet } from '../publishing/design.ts';
import { requireCaller, type CallContext, type Caller } from '../shared/context.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { startPreview } from './preview.service.ts';
import { assertOpenToNewJudge, assertRoomForJudge, isThereForJudges } from '../publishing/publication-state.ts';
import { isInAudience } from '../publishing/publication-audience.service.ts';
import { admitJudge, screensAt } from './quota-admission.service.ts';

/** A judge's run as the rules need it: the row, its publication and the definition. */
export interface Run {
  session: JudgeSessionRow;
  publication: PublicationRow;
  definition: Questionnaire;
  plan: JudgePlan;
  sequence: PageInstance[];
  /** The screens of the block the judge is in: the whole sequence unless each repetition is a block. */
  block: BlockBounds;
}

export interface RunStep {
  page: PageView | null;
  finished: boolean;
  /** Stopped after the screening page: the judge's quota cell is full (they are thanked). */
  screenedOut?: true;
}

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
async function admitAndPlace(
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
  return pageView(context, run, run.session.position);
}

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

/**
 * run/synch/get: the shared clock of synchronised temporal screens. The server's time is
 * read as the call arrives, a millisecond or two before the answer leaves, so the booth
 * can take it as the middle of the round trip to learn its offset; `startsAt` is the
 * leader's latest synchronised start of the publication. Someone else's session is
 * answered like a missing one (3301). Every waiting booth asks each second, so the call
 * reads the two rows it needs and builds no run.
 */
export async function synchronisedClock(
  context: CallContext,
  sessionId: string,
): Promise<{ now: number; startsAt: number | null }> {
  const session = await ownSession(context, sessionId);
  const publication = await findPublication(context.db, session.publication_id);
  if (!publication) throw new CallError(ErrorCode.noSession, 'No session.');
  return { now: context.now, startsAt: publication.synchronised_start_at };
}

/**
 * A temporal recording made under another definition of its control than the one
 * stored now (changed after the judge downloaded or started it) cannot be read against
 * it: 9050 TDS, 9051 TCATA, 9052 time-intensity, 9053 a start that became or stopped
 * being synchronised.
 */
export function assertRecordingsCurrent(page: Page, answers: readonly Answer[]): void {
  for (const answer of answers) {
    const control = page.controls.find((c) => c.id === answer.controlId);
    if (!answer.recording || !control || !isTemporalKind(control.kind)) continue;
    const changed = temporalChange(control as TemporalControl, answer.recording);
    if (changed !== undefined) {
      throw new CallError(changed, 'This timed question was changed after you started it.', {
        controlId: control.id,
      });
    }
  }
}

/** Moves within the judge's block: its first screen has no previous one, its last screen's next is its end. */
function resolveMoveInBlock(run: Run, position: number, move: Move) {
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

/** Before a block ends: every screen of it valid, with `pending` answers standing in for a screen's stored ones. */
async function assertComplete(
  context: CallContext,
  run: Run,
  pending?: { pageKey: string; answers: Answer[] },
): Promise<void> {
  const stored = await answersOfSession(context.db, run.session.id);
  for (const instance of run.sequence.slice(run.block.start, run.block.end)) {
    const answers =
      instance.key === pending?.pageKey
        ? pending.answers
        : stored.filter((row) => row.page_key === instance.key).map(toAnswer);
    const issues = validatePage(pageOf(run.definition, instance), answers, {
      mandatoryAnswers: forcesAnswers(run),
      served: served(run, instance).served,
    });
    if (issues.length > 0) throw invalidAnswers(issues, run.sequence.indexOf(instance));
  }
}

async function loadRun(context: CallContext, sessionId: string): Promise<Run> {
  return runOf(context, await ownSession(context, sessionId));
}

/** A post's run: from the rows read with the caller's token (ws-routes) when they are this session's, else read now. */
async function postedRun(context: CallContext, sessionId: string): Promise<Run> {
  const read = context.runReadWithToken;
  if (read?.sessionId !== sessionId) return loadRun(context, sessionId);
  return runWith(context, callersSession(context, read.session), read.publication);
}

/** The caller's session: another judge's is answered exactly like a missing one, so nothing leaks. */
async function ownSession(context: CallContext, sessionId: string): Promise<JudgeSessionRow> {
  return callersSession(context, await findSession(context.db, sessionId));
}

function callersSession(context: CallContext, session: JudgeSessionRow | undefined): JudgeSessionRow {
  const caller = requireCaller(context);
  // A simulation is the leader's who made it.
  const owner = session?.previewed_by ?? session?.member_id;
  if (!session || owner !== caller.member.id) throw new CallError(ErrorCode.noSession, 'No session.');
  return session;
}

/** The run of a session already known to be the caller's (or authenticated otherwise, as an upload is). */
export async function runOf(context: CallContext, session: JudgeSessionRow): Promise<Run> {
  return runWith(context, session, await findPublication(context.db, session.publication_id));
}

async function runWith(
  context: CallContext,
  session: JudgeSessionRow,
  publication: PublicationRow | undefined,
): Promise<Run> {
  if (!publication) throw new CallError(ErrorCode.noSession, 'No session.');
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  const plan = judgePlan(session, publication);
  const sequence = buildPageSequence(definition, plan.orders);
  // A simulation runs through every repetition at once, so the leader sees all of them.
  const block = session.previewed_by === null ? boundsAt(publication, sequence, session.position) : wholeRun(sequence);
  return { session, publication, definition, plan, sequence, block };
}

export async function loadOpenRun(context: CallContext, sessionId: string): Promise<Run> {
  const run = await loadRun(context, sessionId);
  if (run.session.status === 'finished') {
    throw new CallError(ErrorCode.sessionInvalid, 'This questionnaire is already answered.');
  }
  return run;
}

async function acknowledgedPost(context: CallContext, run: Run, postId: string) {
  const acknowledged = await findPost(context.db, postId);
  return acknowledged?.judge_session_id === run.session.id ? acknowledged : undefined;
}

/** The answer to a resent post: where the run stands, or finished when the post ended the run or its block. */
async function currentStep(context: CallContext, run: Run, postedPosition: number): Promise<RunStep> {
  if (run.session.quota_state === 'stopped') return { page: null, finished: true, screenedOut: true };
  return run.session.status === 'finished' || postedPosition < run.block.start
    ? { page: null, finished: true }
    : { page: await pageView(context, run, run.session.position), finished: false };
}

function wholeRun(sequence: readonly PageInstance[]): BlockBounds {
  return { start: 0, end: sequence.length };
}

/** Answers are forced, except in a simulation whose leader turned forced answers off. */
function forcesAnswers(run: Run): boolean {
  return run.session.mandatory_answers === 1;
}

export function instanceAt(run: Run, position: number): PageInstance {
  const instance = run.sequence[position];
  if (!instance) throw new CallError(ErrorCode.noMove, 'There is no such screen.');
  return instance;
}

function codesOf(run: Run): Record<string, string> {
  return JSON.parse(run.publication.blinding_codes) as Record<string, string>;
}

export function served(run: Run, instance: PageInstance) {
  return servedCodes(run.definition, instance, run.plan, codesOf(run));
}

async function pageView(context: CallContext, run: Run, position: number): Promise<PageView> {
  return pageViewOf(run, position, await answersOfPage(context.db, run.session.id, instanceAt(run, position).key));
}

/** The screen at a position as the judge sees it, with its stored answers (rows of that screen). */
export function pageViewOf(run: Run, position: number, stored: AnswerRow[]): PageView {
  const instance = instanceAt(run, position);
  const page = pageOf(run.definition, instance);
  const code =
    instance.productId === null
      ? null
      : (codesOf(run)[sampleCodeKey(instance.productId, instance.repetition)] ?? '???');
  const repetition = instance.repetition === 1 ? '' : `#${instance.repetition}`;
  const { served: codes, references } = served(run, instance);
  return {
    position,
    count: run.block.end,
    blockStart: run.block.start,
    // The engine's key names the product; the judge's client must only ever see its code.
    key: `${instance.pageId}${code === null ? (instance.ideal ? '@ideal' : '') : `@${code}`}${repetition}`,
    title: page.title,
    sample: code === null ? null : { code },
    // The page's ideal scales only, on the screen after its samples (the engine's pageOf).
    ideal: instance.ideal === true,
    controls: page.controls.map(blindControl),
    answers: stored.map(toAnswer),
    served: codes,
    references,
    appearance: run.definition.appearance ?? {},
    preview:
      run.session.previewed_by === null
        ? null
        : { judge: (run.session.design_rank ?? 0) + 1, mandatoryAnswers: forcesAnswers(run) },
  };
}

/**
 * An answer as stored: v and tx in their columns; tags, choices (with a RATA's ratings),
 * ranks, marks, a recording, a napping's positions or a sorting's groups (with their
 * words) as a JSON object named by its fields.
 */
export function toRow(answer: Answer, instance: PageInstance) {
  const { tags, choices, ranks, marks, recording, positions, groups, words, ratings } = answer;
  const detail = tags
    ? { tags }
    : choices
      ? { choices, ...(ratings && { ratings }) }
      : ranks
        ? { ranks }
        : marks
          ? { marks }
          : recording
            ? { recording }
            : positions
              ? { positions, ...(words && { words }) }
              : groups
                ? { groups, ...(words && { words }) }
                : undefined;
  return {
    control_id: answer.controlId,
    product_id: instance.productId,
    repetition: instance.repetition,
    value: answer.value ?? null,
    text: answer.text ?? null,
    detail: detail === undefined ? null : JSON.stringify(detail),
  };
}

export function toAnswer(row: AnswerRow): Answer {
  return {
    controlId: row.control_id,
    ...(row.value === null ? {} : { value: row.value }),
    ...(row.text === null ? {} : { text: row.text }),
    ...(row.detail === null
      ? {}
      : (JSON.parse(row.detail) as Pick<
          Answer,
          'tags' | 'choices' | 'ranks' | 'marks' | 'recording' | 'positions' | 'groups' | 'words' | 'ratings'
        >)),
  };
}

export function invalidAnswers(issues: ValidationIssue[], position?: number): CallError {
  return new CallError(ErrorCode.sessionPosting, 'Some answers are missing or not valid.', { issues, position });
}
