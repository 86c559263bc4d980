import { resolveMove, validatePage, type Answer, type ValidationIssue } from '@palate/engine';
import { CallError, ErrorCode, type PageView } from '@palate/protocol';
import {
  entryOfSession,
  offlineSaved,
  readOffline,
  updateOffline,
  withAnsweredScreen,
  withStarted,
  type OfflineEntry,
} from '../../lib/offlineStore.ts';
import { pageDefinition, type Submission } from './answers.ts';
import type { RunSource, RunStep } from './runSource.ts';

/**
 * The run served from a download, with the engine alone and by the server's rules: the
 * same validation (forced-choice answers locked once the judge moved on), moves within the
 * block, and the block's end only once every screen of it is complete. Each screen's
 * answers are stored on this device as soon as it is left.
 */
export function offlineRun(sessionId: string, now: () => number = Date.now): RunSource {
  function entry(): OfflineEntry {
    const found = entryOfSession(readOffline(), sessionId);
    // The download was deleted (or sent) meanwhile, in another tab.
    if (found === null)
      throw new CallError(ErrorCode.noSession, 'This questionnaire is not downloaded on this device.');
    return found;
  }

  return {
    offline: true,
    start() {
      try {
        const current = entry();
        if (current.finished) throw finishedError();
        updateOffline((state) => withStarted(state, current.download.id, now()));
        return Promise.resolve(screenAt(current, current.position));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    async post(submission) {
      const step = post(entry(), submission, now());
      // The judge sees the next screen only once this one's answers are on disk.
      await offlineSaved();
      return step;
    },
  };
}

function post(current: OfflineEntry, submission: Submission, now: number): RunStep {
  if (current.finished) throw finishedError();
  if (submission.position !== current.position) {
    throw new CallError(ErrorCode.postConflict, 'This screen was already answered elsewhere.');
  }
  const page = screenAt(current, submission.position);
  const leftBefore = submission.position < current.furthest;
  const issues = validatePage(pageDefinition(page), submission.answers, {
    mandatoryAnswers: submission.moving === 'next',
    served: page.served,
    ...(leftBefore ? { answeredBeforeMovingOn: page.answers } : {}),
  });
  if (issues.length > 0) throw invalidAnswers(issues, submission.position);

  const target = resolveMove(submission.position - page.blockStart, page.count - page.blockStart, {
    kind: submission.moving,
  });
  if (target.kind === 'none') throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  const finished = target.kind === 'end';
  if (finished) assertComplete(current, submission);
  const nextPosition = target.kind === 'page' ? target.position + page.blockStart : submission.position;
  const blockId = current.download.id;
  const saved = updateOffline((state) =>
    withAnsweredScreen(
      state,
      blockId,
      { position: submission.position, answers: submission.answers, nextPosition, finished },
      now,
    ),
  ).downloads[blockId];
  if (saved === undefined) throw new CallError(ErrorCode.noSession, 'The download was deleted meanwhile.');
  return finished ? { page: null, finished: true } : { page: screenAt(saved, nextPosition), finished: false };
}

/** A screen of the download, with what the judge answered for it on this device, or before the download. */
export function screenAt(entry: OfflineEntry, position: number): PageView {
  const page = entry.download.pages.find((candidate) => candidate.position === position);
  if (page === undefined) throw new CallError(ErrorCode.noMove, `The download has no screen ${position}.`);
  const answers = entry.answers[String(position)];
  return answers === undefined ? page : { ...page, answers };
}

/** Every screen of the block valid, the one being left with the answers just given. */
function assertComplete(current: OfflineEntry, last: Submission): void {
  for (const { position } of current.download.pages) {
    const page = screenAt(current, position);
    const answers: readonly Answer[] = position === last.position ? last.answers : page.answers;
    const issues = validatePage(pageDefinition(page), answers, { served: page.served });
    if (issues.length > 0) throw invalidAnswers(issues, position);
  }
}

function invalidAnswers(issues: ValidationIssue[], position: number): CallError {
  return new CallError(ErrorCode.sessionPosting, 'Some answers are missing or invalid.', { issues, position });
}

function finishedError(): CallError {
  return new CallError(ErrorCode.sessionInvalid, 'This questionnaire is already answered.');
}
