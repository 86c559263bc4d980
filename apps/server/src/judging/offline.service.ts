import {
  pageOf,
  repetitionBounds,
  runScreensOf,
  runScreenStates,
  validatePage,
  type Answer,
  type BlockBounds,
  type ScreenState,
} from '@palate/engine';
import { CallError, ErrorCode, type OfflineDownload, type OfflineLogEntry, type PageView } from '@palate/protocol';
import { countPostsOfSession, findOfflineUpload, recordDownload, saveUpload } from './offline.repository.ts';
import { findSession, type JudgeSessionRow } from './runs.repository.ts';
import { answersOfSession, deleteAnswers } from './answers.repository.ts';
import { releaseQuotaCells } from './quota-admission.service.ts';
import { recordRunEnd } from './run-end-events.ts';
import { runTargets } from './training-targets.ts';
import { answersByScreen, hiddenAnswers, readsAnswers } from './screen-states.ts';
import { hashesMatch, hashToken, newToken } from '../security/tokens.ts';
import { blockIdOf, parseBlockId, servesRepetitionBlocks } from '../publishing/blocks.ts';
import type { CallContext } from '../shared/context.ts';
import { isDeleted } from '../publishing/publication-state.ts';
import { start, type StartOptions } from './run-start.service.ts';
import {
  instanceAt,
  invalidAnswers,
  loadOpenRun,
  pageViewOf,
  runOf,
  served,
  toRow,
  assertRecordingsCurrent,
  type Run,
} from './run.ts';

/**
 * run/start with `offline`: the normal start (tray prompt included), then every screen of
 * the judge's current block, blinded like any page view, with a fresh upload key. Only
 * the key's hash is kept, with the run's state, which the upload compares to see whether
 * the run moved on online meanwhile.
 */
export async function startOffline(
  context: CallContext,
  sessionId: string,
  pres: StartOptions = {},
): Promise<{ page: PageView; offline: OfflineDownload }> {
  const before = await loadOpenRun(context, sessionId);
  // A simulation is a leader's look at the screens, not a run to take away.
  const simulation = before.session.previewed_by !== null;
  if (before.publication.offline_enabled !== 1 || simulation || isDeleted(before.publication, context.now)) {
    throw new CallError(ErrorCode.sessionLoading, 'This questionnaire cannot be answered offline.');
  }
  if (isExpired(before, context.now)) {
    throw new CallError(ErrorCode.questionnaireExpired, 'This questionnaire has expired.');
  }
  const page = await start(context, sessionId, pres);
  const run = await loadOpenRun(context, sessionId);
  const { session, block } = run;
  const [stored, targetsAt] = await Promise.all([
    answersOfSession(context.db, session.id),
    runTargets(context.db, run),
  ]);
  // Each page in the judge's orders, with its conditions and pipes for the browser's engine to decide.
  const pages = positionsOf(block).map((position) =>
    pageViewOf(
      run,
      position,
      stored.filter((row) => row.page_key === instanceAt(run, position).key),
      { offline: true, targets: targetsAt(position) },
    ),
  );
  const uploadKey = newToken();
  const recorded = await recordDownload(context.db, {
    sessionId: session.id,
    keyHash: hashToken(uploadKey),
    state: await stateOf(context, session),
    expectedUpdatedAt: session.updated_at,
    now: context.now,
  });
  if (!recorded) throw new CallError(ErrorCode.postConflict, 'This questionnaire was moved on elsewhere.');
  return {
    page,
    offline: {
      id: blockIdOf(run.publication.id, servesRepetitionBlocks(run.publication) ? repetitionOf(run, block) : null),
      // What judges see it as, in every language the title has: never the publication's name.
      text: run.publication.judges_title ?? run.definition.title,
      nr: Math.min(Math.max(session.position - block.start, 0), block.end - block.start),
      nb: block.end - block.start,
      se: session.id,
      order: run.plan.judgeRank + 1,
      promptOrder: session.tray,
      position: session.position,
      furthest: session.furthest_position,
      pages,
      uploadKey,
      expiresAt: run.publication.expires_at,
    },
  };
}

export interface OfflineResults {
  blockId: string;
  sessionId: string;
  key: string;
  uploadId: string;
  overwrite: boolean;
  pages: { position: number; answers: Answer[] }[];
  position: number;
  finished: boolean;
  log: OfflineLogEntry[];
}

/**
 * run/upload: the results of a download, authenticated by its upload key (the judge's
 * token may have expired meanwhile). All or nothing, once: a resend of an acknowledged
 * upload gets the same answer, and the key is spent by the first one.
 */
export async function upload(context: CallContext, results: OfflineResults): Promise<UploadOutcome> {
  const keyHash = hashToken(results.key);
  const acknowledged = await findOfflineUpload(context.db, results.uploadId);
  if (acknowledged) {
    if (acknowledged.judge_session_id !== results.sessionId || !hashesMatch(acknowledged.key_hash, keyHash)) {
      throw noSession();
    }
    return outcomeOf(acknowledged.finished === 1, await findSession(context.db, results.sessionId));
  }
  const session = await findSession(context.db, results.sessionId);
  // A wrong key and a missing session are answered alike: nothing tells which runs exist.
  if (!session?.upload_key_hash || !hashesMatch(session.upload_key_hash, keyHash)) throw noSession();
  const run = await runOf(context, session);
  if (isDeleted(run.publication, context.now) || isExpired(run, context.now)) {
    throw new CallError(
      ErrorCode.questionnaireExpiredCannotSend,
      'This questionnaire has expired: the results cannot be sent.',
    );
  }
  const block = downloadedBlock(run, results.blockId);
  const uploaded = checkUploadShape(block, results);
  const stored = await answersOfSession(context.db, session.id);
  const byKey = answersByScreen(stored);
  const answersAt = (position: number) => uploaded.get(position) ?? byKey.get(instanceAt(run, position).key) ?? [];
  // The device decided its screens with the same engine: the server reads them the same way.
  const states = readsAnswers(run.definition)
    ? runScreenStates(runScreensOf(run.definition, run.sequence), answersAt)
    : null;
  const screenOut = screenOutOf(block, states, results);
  for (const position of positionsOf(block)) {
    const instance = instanceAt(run, position);
    const state = states?.[position];
    // A stored answer that the uploaded ones hide now is dropped, not held against the device.
    const answers = uploaded.has(position)
      ? answersAt(position)
      : answersAt(position).filter((answer) => state === undefined || state.shownControls.includes(answer.controlId));
    if (uploaded.has(position)) assertRecordingsCurrent(pageOf(run.definition, instance), answers);
    const answeredUpTo = screenOut ?? (results.finished ? block.end : results.position - 1);
    const issues = validatePage(pageOf(run.definition, instance), answers, {
      mandatoryAnswers: position <= answeredUpTo && state?.shown !== false,
      served: served(run, instance).served,
      ...(state ? { shown: state.shownControls } : {}),
    });
    if (issues.length > 0) throw invalidAnswers(issues, position);
  }
  if (session.download_state !== (await stateOf(context, session)) && !results.overwrite) throw conflict();

  const progress = progressAfter(run, block, results, screenOut, context.now);
  const saved = await saveUpload(context.db, {
    uploadId: results.uploadId,
    sessionId: session.id,
    keyHash,
    expectedUpdatedAt: session.updated_at,
    ...progress,
    pages: [...uploaded].map(([position, answers]) => {
      const instance = instanceAt(run, position);
      return { position, pageKey: instance.key, answers: answers.map((answer) => toRow(answer, instance)) };
    }),
    log: JSON.stringify(results.log),
    now: context.now,
  });
  if (saved) {
    if (states) {
      await deleteAnswers(
        context.db,
        session.id,
        hiddenAnswers(run, states, stored, (p) => uploaded.has(p)),
      );
    }
    if (session.status !== 'finished' && progress.finishedAt !== null) {
      await recordRunEnd(context.db, run.publication, session, screenOut === null ? null : 'endIf', context.now);
    }
    if (screenOut !== null) await releaseQuotaCells(context, run, stored);
    return outcomeOf(results.finished || screenOut !== null, { screened_out: screenOut === null ? 0 : 1 });
  }
  // The same upload arriving twice at once, or the run changing between the checks and the write.
  const resent = await findOfflineUpload(context.db, results.uploadId);
  if (resent?.judge_session_id === session.id) {
    return outcomeOf(resent.finished === 1, await findSession(context.db, session.id));
  }
  throw conflict();
}

export interface UploadOutcome {
  finished: boolean;
  screenedOut?: true;
  screenOut?: 'endIf';
}

function outcomeOf(finished: boolean, session: Pick<JudgeSessionRow, 'screened_out'> | undefined): UploadOutcome {
  return session?.screened_out === 1 ? { finished, screenedOut: true, screenOut: 'endIf' } : { finished };
}

/**
 * Where a page's screen-out ended the run on the device: the first screen of the block
 * whose endIf holds and that the judge moved on from (or finished on). Null when none did.
 */
function screenOutOf(
  block: BlockBounds,
  states: readonly ScreenState[] | null,
  results: OfflineResults,
): number | null {
  if (states === null) return null;
  for (let position = block.start; position < block.end; position++) {
    const state = states[position];
    const left = position < results.position || (position === results.position && results.finished);
    if (state?.shown && state.endsRun && left) return position;
  }
  return null;
}

/**
 * Where the run stands after the upload. Finishing the block ends the run for its last
 * block, or leaves it at the next block's first screen (as run/post does). A run the
 * server had already taken past this block (online, then overwritten) keeps its place:
 * an upload replaces answers, it never reopens a closed block.
 */
function progressAfter(run: Run, block: BlockBounds, results: OfflineResults, screenOut: number | null, now: number) {
  const { session, sequence } = run;
  if (session.status === 'finished' || session.furthest_position >= block.end) {
    return {
      position: session.position,
      furthestPosition: session.furthest_position,
      finishedAt: session.finished_at,
      blockFinished: true,
      screenedOut: session.screened_out === 1,
    };
  }
  // A screen-out ends the whole run where it held, whatever blocks follow.
  if (screenOut !== null) {
    return {
      position: screenOut,
      furthestPosition: Math.max(session.furthest_position, screenOut),
      finishedAt: now,
      blockFinished: true,
      screenedOut: true,
    };
  }
  if (!results.finished) {
    return {
      position: results.position,
      furthestPosition: Math.max(session.furthest_position, results.position),
      finishedAt: null,
      blockFinished: false,
      screenedOut: false,
    };
  }
  const runFinished = block.end === sequence.length;
  const position = runFinished ? block.end - 1 : block.end;
  return {
    position,
    furthestPosition: Math.max(session.furthest_position, position),
    finishedAt: runFinished ? now : null,
    blockFinished: true,
    screenedOut: false,
  };
}

/**
 * The block the results belong to, named by its list id: the publication's one block, or
 * a repetition's. An id of another publication is answered like a wrong key.
 */
function downloadedBlock(run: Run, blockId: string): BlockBounds {
  const { publicationId, repetition } = parseBlockId(blockId);
  if (publicationId !== run.publication.id) throw noSession();
  if (repetition === null) {
    if (servesRepetitionBlocks(run.publication)) throw invalidUpload('This block is not one of the questionnaire.');
    return { start: 0, end: run.sequence.length };
  }
  if (!servesRepetitionBlocks(run.publication) || repetition > run.publication.repetitions) {
    throw invalidUpload('This block is not one of the questionnaire.');
  }
  return repetitionBounds(run.sequence, repetition);
}

/** Screens and the stopping place must lie in the downloaded block, each screen sent once (90422 otherwise). */
function checkUploadShape(block: BlockBounds, results: OfflineResults): Map<number, Answer[]> {
  if (results.position < block.start || results.position >= block.end) {
    throw invalidUpload('The position is outside the downloaded questionnaire.');
  }
  const uploaded = new Map<number, Answer[]>();
  for (const page of results.pages) {
    if (page.position < block.start || page.position >= block.end) {
      throw invalidUpload('A screen outside the downloaded questionnaire was sent.');
    }
    if (uploaded.has(page.position)) throw invalidUpload('A screen was sent twice.');
    uploaded.set(page.position, page.answers);
  }
  return uploaded;
}

/** What an online change alters: the run's status, place, furthest screen, and the posts it received. */
async function stateOf(context: CallContext, session: JudgeSessionRow): Promise<string> {
  const posts = await countPostsOfSession(context.db, session.id);
  return [session.status, session.position, session.furthest_position, posts].join('/');
}

function positionsOf(block: BlockBounds): number[] {
  return Array.from({ length: block.end - block.start }, (_, index) => block.start + index);
}

function repetitionOf(run: Run, block: BlockBounds): number {
  return instanceAt(run, block.start).repetition;
}

function isExpired(run: Run, now: number): boolean {
  return run.publication.expires_at !== null && run.publication.expires_at <= now;
}

function noSession(): CallError {
  return new CallError(ErrorCode.noSession, 'No session.');
}

function conflict(): CallError {
  return new CallError(ErrorCode.postConflict, 'This questionnaire was answered elsewhere since it was downloaded.', {
    conflict: true,
  });
}

function invalidUpload(message: string): CallError {
  return new CallError(ErrorCode.invalidRequest, message);
}
