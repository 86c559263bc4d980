import { pageOf, repetitionBounds, validatePage, type Answer, type BlockBounds } from '@palate/engine';
import { CallError, ErrorCode, type OfflineDownload, type OfflineLogEntry, type PageView } from '@palate/protocol';
import { countPostsOfSession, findOfflineUpload, recordDownload, saveUpload } from './offline.repository.ts';
import { findSession, type JudgeSessionRow } from './runs.repository.ts';
import { answersOfSession } from './answers.repository.ts';
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
  toAnswer,
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
  const stored = await answersOfSession(context.db, session.id);
  const pages = positionsOf(block).map((position) =>
    pageViewOf(
      run,
      position,
      stored.filter((row) => row.page_key === instanceAt(run, position).key),
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
export async function upload(context: CallContext, results: OfflineResults): Promise<{ finished: boolean }> {
  const keyHash = hashToken(results.key);
  const acknowledged = await findOfflineUpload(context.db, results.uploadId);
  if (acknowledged) {
    if (acknowledged.judge_session_id !== results.sessionId || !hashesMatch(acknowledged.key_hash, keyHash)) {
      throw noSession();
    }
    return { finished: acknowledged.finished === 1 };
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
  for (const position of positionsOf(block)) {
    const instance = instanceAt(run, position);
    const answers = uploaded.get(position) ?? stored.filter((row) => row.page_key === instance.key).map(toAnswer);
    if (uploaded.has(position)) assertRecordingsCurrent(pageOf(run.definition, instance), answers);
    const issues = validatePage(pageOf(run.definition, instance), answers, {
      mandatoryAnswers: results.finished || position < results.position,
      served: served(run, instance).served,
    });
    if (issues.length > 0) throw invalidAnswers(issues, position);
  }
  if (session.download_state !== (await stateOf(context, session)) && !results.overwrite) throw conflict();

  const saved = await saveUpload(context.db, {
    uploadId: results.uploadId,
    sessionId: session.id,
    keyHash,
    expectedUpdatedAt: session.updated_at,
    ...progressAfter(run, block, results, context.now),
    pages: [...uploaded].map(([position, answers]) => {
      const instance = instanceAt(run, position);
      return { position, pageKey: instance.key, answers: answers.map((answer) => toRow(answer, instance)) };
    }),
    log: JSON.stringify(results.log),
    now: context.now,
  });
  if (saved) return { finished: results.finished };
  // The same upload arriving twice at once, or the run changing between the checks and the write.
  const resent = await findOfflineUpload(context.db, results.uploadId);
  if (resent?.judge_session_id === session.id) return { finished: resent.finished === 1 };
  throw conflict();
}

/**
 * Where the run stands after the upload. Finishing the block ends the run for its last
 * block, or leaves it at the next block's first screen (as run/post does). A run the
 * server had already taken past this block (online, then overwritten) keeps its place:
 * an upload replaces answers, it never reopens a closed block.
 */
function progressAfter(run: Run, block: BlockBounds, results: OfflineResults, now: number) {
  const { session, sequence } = run;
  if (session.status === 'finished' || session.furthest_position >= block.end) {
    return {
      position: session.position,
      furthestPosition: session.furthest_position,
      finishedAt: session.finished_at,
      blockFinished: true,
    };
  }
  if (!results.finished) {
    return {
      position: results.position,
      furthestPosition: Math.max(session.furthest_position, results.position),
      finishedAt: null,
      blockFinished: false,
    };
  }
  const runFinished = block.end === sequence.length;
  const position = runFinished ? block.end - 1 : block.end;
  return {
    position,
    furthestPosition: Math.max(session.furthest_position, position),
    finishedAt: runFinished ? now : null,
    blockFinished: true,
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
