import { resolveMove, validatePage, type Answer, type ScreenState, type ValidationIssue } from '@palate/engine';
import { CallError, ErrorCode, type PageView } from '@palate/protocol';
import {
  entryOfSession,
  offlineSaved,
  readOffline,
  updateOffline,
  withAnsweredScreen,
  withArrival,
  withStarted,
  type OfflineEntry,
} from '../../lib/offlineStore.ts';
import { adaptsToJudge, loadDownloadedScreens } from './adaptive/adapts.ts';
import { pageDefinition, type Submission } from './answers.ts';
import type { RunSource, RunStep } from './runSource.ts';

/** The engine's rules for screens that adapt to the judge: a chunk loaded for a download that has such screens only. */
type ScreenRules = Awaited<ReturnType<typeof loadDownloadedScreens>>;

function rulesFor(entry: OfflineEntry): Promise<ScreenRules | null> {
  return entry.download.pages.some(adaptsToJudge) ? loadDownloadedScreens() : Promise.resolve(null);
}

/**
 * The run served from a download, with the engine alone and by the server's rules: the
 * same validation (forced-choice answers locked once the judge moved on), moves within the
 * block, and the block's end only once every screen of it is complete; the same conditions
 * (screens skipped, controls hidden, a screen-out), pipes and timed waits, a wait counted on
 * this device's clock from the judge's first arrival, which is stored. Each screen's answers
 * are stored on this device as soon as it is left.
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
    async start() {
      const current = entry();
      if (current.finished) throw finishedError();
      const rules = await rulesFor(current);
      const at = now();
      const blockId = current.download.id;
      const saved = updateOffline((state) =>
        withArrival(withStarted(state, blockId, at), blockId, current.position, at),
      ).downloads[blockId];
      return screenAt(saved ?? current, current.position, rules, at);
    },
    async post(submission) {
      const current = entry();
      const step = post(current, submission, now(), await rulesFor(current));
      // The judge sees the next screen only once this one's answers are on disk.
      await offlineSaved();
      return step;
    },
  };
}

function post(current: OfflineEntry, submission: Submission, now: number, rules: ScreenRules | null): RunStep {
  if (current.finished) throw finishedError();
  if (submission.position !== current.position) {
    throw new CallError(ErrorCode.postConflict, 'This screen was already answered elsewhere.');
  }
  const page = storedScreen(current, submission.position);
  const answersAt = (position: number) =>
    position === submission.position ? submission.answers : storedScreen(current, position).answers;
  const states = rules?.screenStates(current.download.pages, answersAt);
  const state = states?.get(submission.position);
  if (rules && submission.moving === 'next') {
    const seconds = rules.secondsLeftOnScreen(page, current.entered[submission.position], now);
    if (seconds > 0) throw new CallError(ErrorCode.movedTooEarly, 'The screen asks for a longer wait.', { seconds });
  }
  const leftBefore = submission.position < current.furthest;
  const issues = validatePage(pageDefinition(page), submission.answers, {
    mandatoryAnswers: submission.moving === 'next',
    served: page.served,
    ...(leftBefore ? { answeredBeforeMovingOn: page.answers } : {}),
    ...(state ? { shown: state.shownControls } : {}),
  });
  if (issues.length > 0) throw invalidAnswers(issues, submission.position);

  const isShown = (position: number) => states?.get(position + page.blockStart)?.shown ?? true;
  const target = resolveMove(
    submission.position - page.blockStart,
    page.count - page.blockStart,
    { kind: submission.moving },
    isShown,
  );
  if (target.kind === 'none') throw new CallError(ErrorCode.noMove, 'There is no screen to move to.');
  const screenedOut = submission.moving === 'next' && state?.endsRun === true;
  const finished = screenedOut || target.kind === 'end';
  if (finished) assertComplete(current, submission, states);
  const nextPosition = target.kind === 'page' && !finished ? target.position + page.blockStart : submission.position;
  const blockId = current.download.id;
  const hiddenSince = states && rules?.answersHiddenSince(current.download.pages, states, answersAt);
  const saved = updateOffline((stored) =>
    withAnsweredScreen(
      stored,
      blockId,
      { position: submission.position, answers: submission.answers, hiddenSince, nextPosition, finished },
      now,
    ),
  ).downloads[blockId];
  if (saved === undefined) throw new CallError(ErrorCode.noSession, 'The download was deleted meanwhile.');
  if (screenedOut) return { page: null, finished: true, screenedOut: true, screenOut: 'endIf' };
  return finished
    ? { page: null, finished: true }
    : { page: screenAt(saved, nextPosition, rules, now), finished: false };
}

/** A screen of the download, with what the judge answered for it on this device, or before the download. */
function storedScreen(entry: OfflineEntry, position: number): PageView {
  const page = entry.download.pages.find((candidate) => candidate.position === position);
  if (page === undefined) throw new CallError(ErrorCode.noMove, `The download has no screen ${position}.`);
  const answers = entry.answers[String(position)];
  return answers === undefined ? page : { ...page, answers };
}

/** A screen as the judge is served it: one that adapts with what its conditions and pipes read, and its wait. */
function screenAt(entry: OfflineEntry, position: number, rules: ScreenRules | null, now: number): PageView {
  const page = storedScreen(entry, position);
  if (rules === null) return page;
  const states = rules.screenStates(entry.download.pages, (at) => storedScreen(entry, at).answers);
  return rules.servedScreen(page, states.get(position), entry.entered[String(position)], now);
}

/**
 * Every screen of the block valid, the one being left with the answers just given; on a run
 * that adapts, those shown up to it (after it, screens are skipped, or the run ends there
 * screened out), each with the controls shown.
 */
function assertComplete(
  current: OfflineEntry,
  last: Submission,
  states: ReadonlyMap<number, ScreenState> | undefined,
): void {
  for (const { position } of current.download.pages) {
    const state = states?.get(position);
    if (state?.shown === false || (states && position > last.position)) continue;
    const page = storedScreen(current, position);
    const answers: readonly Answer[] = position === last.position ? last.answers : page.answers;
    const issues = validatePage(pageDefinition(page), answers, {
      served: page.served,
      ...(state ? { shown: state.shownControls } : {}),
    });
    if (issues.length > 0) throw invalidAnswers(issues, position);
  }
}

function invalidAnswers(issues: ValidationIssue[], position: number): CallError {
  return new CallError(ErrorCode.sessionPosting, 'Some answers are missing or invalid.', { issues, position });
}

function finishedError(): CallError {
  return new CallError(ErrorCode.sessionInvalid, 'This questionnaire is already answered.');
}
