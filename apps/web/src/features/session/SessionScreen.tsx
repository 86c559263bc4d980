import {
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/navigation.tsx';
import { localize, validatePage, type Control, type ValidationIssue } from '@palate/engine';
import { CallError, ErrorCode, type ConsentDue, type PageView } from '@palate/protocol';
import { ErrorDialog } from '../../components/ErrorDialog.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { appPath, type AppPrefix, type SignedOutState } from '../../lib/appPath.ts';
import { NetworkError, isAuthError } from '../../lib/errors.ts';
import { keepOfflineCopy } from '../../lib/offlineCopy.ts';
import { parseSessionParams } from '../../lib/routeOptions.ts';
import { releaseJudge } from '../../lib/judgeSession.ts';
import { useStoredTerminal } from '../../lib/termStore.ts';
import { useConfirmClose } from '../shell/useConfirmClose.ts';
import {
  answersOf,
  isSameSubmission,
  issuesFromServer,
  pageDefinition,
  valuesOf,
  type AnswerPayload,
  type AnswerValues,
  type Moving,
  type Submission,
} from './answers.ts';
import { applyAppAppearance, pageAppearance } from './appearance.ts';
import { useLiveScreen } from './adaptive/useLiveScreen.ts';
import { secondsLeftIn, useTimedWait } from './adaptive/timedWait.ts';
import { SessionNav } from './SessionNav.tsx';
import { PageControls } from './PageControls.tsx';
import type { ReportMode } from './reportMode.ts';
import { TRAY_CODES, TrayPrompt } from './TrayPrompt.tsx';
import { useResultsReport } from './useResultsReport.ts';
import type { RunSource, RunStep } from './runSource.ts';
import type { TrainingFeedbackData } from './TrainingFeedback.tsx';
import { useRunSource } from './useRunSource.ts';
import './session.css';
import './controls.css';

export interface SessionScreenProps {
  prefix: AppPrefix;
  sessionId: string;
  debug: boolean;
  /** Where "back" leads; home unless the session was reached through a link. */
  listHref?: string;
  /** A panel leader's simulation: the calls carry the leader's token rather than a judge's. */
  asLeader?: boolean;
  /** What the end of the run shows instead of the judges' thank-you. */
  renderEnd?: () => ReactNode;
  /** The judge's scores beside the panel's under the thank-you (route options `report`, `syncResults`). */
  report?: ReportMode;
  /** The session parameters of the address (`n2+m1+M40+c1`); none by default. */
  params?: string | null;
  /** Each screen once it is on show (a simulation's screen captures). */
  onScreenShown?: (position: number) => void;
  /** Screens from elsewhere than this session's run (the console's live preview). */
  source?: RunSource;
}

interface Failure {
  error: unknown;
  retry: () => void;
}

/** A post that may have reached the server before the network failed. */
interface UnsentPost extends Submission {
  postId: string;
}

/** The server and the client disagree on the current screen: the way on is to show the server's. */
const RELOAD_CODES: ReadonlySet<number> = new Set([ErrorCode.postConflict, ErrorCode.noMove]);

// The thank-you and the judge's report come as the run ends (fetched ahead on the last
// screen): nothing of them is downloaded before the first question.
const loadEndScreen = () => import('./EndScreen.tsx');
const EndScreen = lazy(() => loadEndScreen().then((module) => ({ default: module.EndScreen })));
// Only a publication that asks for informed consent shows it (run/start's 90450): nothing of it is downloaded otherwise.
const ConsentScreen = lazy(() =>
  import('../consent/ConsentScreen.tsx').then((module) => ({ default: module.ConsentScreen })),
);
// Only a training publication with targets shows feedback after a sample: nothing of it is downloaded otherwise.
const loadTrainingFeedback = () => import('./TrainingFeedback.tsx');
const TrainingFeedback = lazy(() => loadTrainingFeedback().then((module) => ({ default: module.TrainingFeedback })));

/** The feedback on the sample just answered, shown before the step its post led to. */
interface FeedbackDue {
  data: TrainingFeedbackData;
  step: RunStep;
}

export function SessionScreen({
  prefix,
  sessionId,
  debug,
  listHref,
  asLeader = false,
  renderEnd,
  report = 'off',
  params: paramsText = null,
  onScreenShown,
  source: givenSource,
}: SessionScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const homeHref = listHref ?? appPath(prefix, { name: 'home' });
  // On a shared booth the next person must find nothing of this judge.
  const onTerminal = useStoredTerminal() !== null;
  const params = useMemo(() => parseSessionParams(paramsText ?? ''), [paramsText]);
  const runSource = useRunSource(sessionId, asLeader, params);
  const source = givenSource ?? runSource;
  const [page, setPage] = useState<PageView | null>(null);
  const [values, setValues] = useState<AnswerValues>({});
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [finished, setFinished] = useState(false);
  /** Why the run ended early: a full quota cell, or a page's screen-out (`endIf`); null at a run's end. */
  const [screenedOut, setScreenedOut] = useState<RunStep['screenOut'] | null>(null);
  const { wait, waiting, arrive, hold } = useTimedWait();
  const { screen, prepare, ShownChanges } = useLiveScreen(page, values);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [loadCount, setLoadCount] = useState(0);
  /** Null while no tray number is asked for; otherwise the refusal of the last one typed (0 before the first). */
  const [trayError, setTrayError] = useState<number | null>(null);
  const [trayPending, setTrayPending] = useState(false);
  /** The consent text the judge must accept before the run goes on; null when none is due. */
  const [consentDue, setConsentDue] = useState<ConsentDue | null>(null);
  /** A training sample's feedback, between its acknowledged post and the next screen (or the end). */
  const [feedback, setFeedback] = useState<FeedbackDue | null>(null);
  const feedbackShown = feedback !== null;
  const unsentPost = useRef<UnsentPost | null>(null);
  // Closing the app loses nothing once the run is over (its last feedback on show included), so the end screen does not ask.
  useConfirmClose(!finished && feedback?.step.finished !== true);

  // Offline there is no server to compare with. On a booth the report is fetched once: the
  // judge's token, which it needs, goes when the judge is let go below.
  const liveReport = report === 'live' && !onTerminal;
  const results = useResultsReport(sessionId, {
    enabled: finished && screenedOut === null && !source.offline && !renderEnd && report !== 'off',
    live: liveReport,
  });

  // The judge is done: on a booth they are let go at once (once their report is in), so
  // that a judge who walks away from the thank-you screen leaves nothing (token, name) for
  // the next person; "next person" takes their report away with the screen.
  // Offline, the judge stays: their answers still have to be sent from this device.
  useEffect(() => {
    if (!finished || !onTerminal || source.offline) return;
    if (results.settled) {
      void releaseJudge();
      return;
    }
    // Leaving before the report has come ("next person", the header's Home) lets them go all the same.
    return () => void releaseJudge();
  }, [finished, onTerminal, source, results.settled]);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reload = useCallback(() => setLoadCount((count) => count + 1), []);

  const fail = useCallback(
    (error: unknown, retry: () => void) => {
      if (isAuthError(error) && error instanceof CallError) {
        const state: SignedOutState = { signedOutBy: error.code };
        void navigate(homeHref, { replace: true, state });
      } else {
        setFailure({ error, retry });
      }
    },
    [navigate, homeHref],
  );

  // A transition: the screen on show stays until the next one's controls have loaded
  // (ariaControls.ts), and, for a screen that changes as the judge answers, the engine's rules.
  const showPage = useCallback(
    (next: PageView) => {
      const show = () =>
        startTransition(() => {
          setPage(next);
          setValues(valuesOf(next));
          setIssues([]);
          arrive(next);
        });
      const preparing = prepare(next);
      if (preparing === null) show();
      else preparing.then(show, (error: unknown) => fail(error, () => showPage(next)));
    },
    [fail, arrive, prepare],
  );

  useEffect(() => {
    let current = true;
    source.start().then(
      (started) => current && showPage(started),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof CallError && error.code === ErrorCode.trayNumberMissing) setTrayError(0);
        else if (error instanceof CallError && error.code === ErrorCode.consentRequired) {
          setConsentDue(error.data as ConsentDue);
        } else fail(error, reload);
      },
    );
    return () => {
      current = false;
    };
  }, [source, loadCount, showPage, fail, reload]);

  // The questionnaire's background and fluid layout dress the app around its screens.
  const appearance = page?.appearance;
  useEffect(() => (appearance ? applyAppAppearance(document.documentElement, appearance) : undefined), [appearance]);

  // Each new screen starts at its top, and a screen reader starts reading at its heading: in
  // the commit itself, so that no key pressed meanwhile lands on the screen before. A screen
  // that came while a sample's feedback was shown is on show once the judge continues.
  useLayoutEffect(() => {
    if (page === null || feedbackShown) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [page, feedbackShown]);

  useEffect(() => {
    if (page !== null && !feedbackShown) onScreenShown?.(page.position);
  }, [page, feedbackShown, onScreenShown]);

  const onLastScreen = page !== null && page.position + 1 >= page.count;
  useEffect(() => {
    if (onLastScreen) void loadEndScreen();
  }, [onLastScreen]);

  // The judge has moved past the screen the run opened on: the app's copy for offline use may
  // come now (lib/offlineCopy.ts), not while the first two screens and their call are on the way.
  const openedAt = useRef<number | null>(null);
  const position = page?.position ?? null;
  useEffect(() => {
    if (position === null) return;
    openedAt.current ??= position;
    if (position !== openedAt.current) void keepOfflineCopy();
  }, [position]);

  function showIssues(found: ValidationIssue[]) {
    flushSync(() => setIssues(found));
    const form = formRef.current;
    for (const issue of found) {
      const field = form?.querySelector<HTMLElement>(
        `[data-control-id="${CSS.escape(issue.controlId)}"] :is(input, textarea, select, [data-answer-field])`,
      );
      if (field) {
        field.focus();
        return;
      }
    }
  }

  async function move(direction: Moving) {
    if (page === null || screen === null || moving !== null) return;
    if (direction === 'next' && waiting) return;
    const answers = answersOf(page, values, screen.shown);
    const submission: Submission = { position: page.position, moving: direction, answers };
    // Going back keeps what was answered so far without insisting on the rest.
    const found = validatePage(pageDefinition(page), submission.answers, {
      mandatoryAnswers: direction === 'next' && page.preview?.mandatoryAnswers !== false,
      served: page.served,
      ...(screen.shown === undefined ? {} : { shown: screen.shown }),
    });
    if (found.length > 0) {
      showIssues(found);
      return;
    }
    setIssues([]);
    const unsent = unsentPost.current;
    const postId = unsent && isSameSubmission(unsent, submission) ? unsent.postId : crypto.randomUUID();
    setMoving(direction);
    // A training sample's feedback is made ready while the post is on its way. Only the
    // answers' being stored is awaited before it shows; should its chunk not load, the run
    // goes on without it rather than stopping on what is a help to the judge.
    const feedbackReady =
      direction === 'next' && page.targets !== undefined
        ? loadTrainingFeedback()
            .then((module) => module.prepareTrainingFeedback(page, answers, i18n.language))
            .catch(() => null)
        : null;
    let ended = false;
    try {
      const result = await source.post(submission, postId);
      unsentPost.current = null;
      const feedbackData = result.finished || result.page ? await feedbackReady : null;
      if (feedbackData) {
        // The next screen is made ready behind the feedback; the end comes once the judge continues.
        startTransition(() => setFeedback({ data: feedbackData, step: result }));
        if (result.page) showPage(result.page);
      } else if (result.finished) {
        // The last screen stays, Next busy, until the thank-you has loaded.
        ended = true;
        finish(result);
      } else if (result.page) showPage(result.page);
      else throw new CallError(ErrorCode.unexpectedResponse, 'run/post gave neither a screen nor the end.');
    } catch (error) {
      // Only a post lost on the way may have been stored; anything the server answered was not.
      unsentPost.current = error instanceof NetworkError ? { ...submission, postId } : null;
      // The server's clock says the wait is not over (a clock on this device ahead of it): the countdown again.
      if (error instanceof CallError && error.code === ErrorCode.movedTooEarly) {
        hold(secondsLeftIn(error));
        return;
      }
      // The leader changed the consent text during the run: the new one first, then this screen again.
      if (error instanceof CallError && error.code === ErrorCode.consentRequired) {
        setConsentDue(error.data as ConsentDue);
        return;
      }
      const refused = error instanceof CallError && error.code === ErrorCode.sessionPosting;
      const issuesFound = refused ? issuesFromServer(error.data, page) : [];
      if (issuesFound.length > 0) {
        showIssues(issuesFound);
        return;
      }
      const conflict = error instanceof CallError && RELOAD_CODES.has(error.code);
      fail(error, conflict ? reload : () => void move(direction));
    } finally {
      if (!ended) setMoving(null);
    }
  }

  /** The run's end, in a transition: what is on show stays until the thank-you has loaded. */
  function finish(step: RunStep) {
    startTransition(() => {
      setFeedback(null);
      setScreenedOut(step.screenedOut ? (step.screenOut ?? 'quota') : null);
      setFinished(true);
    });
  }

  /** The judge has read a sample's feedback: on to the screen made ready behind it, or to the end. */
  function continueAfterFeedback() {
    if (feedback === null) return;
    if (feedback.step.finished) finish(feedback.step);
    else setFeedback(null);
  }

  function change(controlId: string, answer: AnswerPayload) {
    setValues((current) => ({ ...current, [controlId]: answer }));
    setIssues((current) => current.filter((issue) => issue.controlId !== controlId));
  }

  async function startWithTray(tray: number | undefined) {
    setTrayPending(true);
    try {
      const started = await source.start(tray);
      setTrayError(null);
      showPage(started);
    } catch (error) {
      if (error instanceof CallError && TRAY_CODES.has(error.code)) setTrayError(error.code);
      else fail(error, () => void startWithTray(tray));
    } finally {
      setTrayPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void move('next');
  }

  const dialog = failure && (
    <ErrorDialog
      error={failure.error}
      homeHref={homeHref}
      debug={debug}
      onHome={() => void navigate(homeHref)}
      onRetry={() => {
        setFailure(null);
        failure.retry();
      }}
    />
  );

  if (finished && renderEnd) return renderEnd();
  if (finished) {
    return (
      <EndScreen
        screenedOut={screenedOut}
        offline={source.offline}
        onTerminal={onTerminal}
        results={results}
        liveReport={liveReport}
        onLeave={() => void navigate(homeHref, onTerminal ? { replace: true } : undefined)}
      />
    );
  }

  if (consentDue !== null) {
    return (
      <ConsentScreen
        sessionId={sessionId}
        due={consentDue}
        language={i18n.language}
        onTerminal={onTerminal}
        onAccepted={() => {
          setConsentDue(null);
          reload();
        }}
        onLeave={() => {
          // A booth lets the judge who declined go, as it does at a run's end.
          if (onTerminal) void releaseJudge();
          void navigate(homeHref, onTerminal ? { replace: true } : undefined);
        }}
      />
    );
  }

  if (feedback !== null) {
    return (
      <>
        <TrainingFeedback feedback={feedback.data} language={i18n.language} onContinue={continueAfterFeedback} />
        {dialog}
      </>
    );
  }

  if (page === null && trayError !== null) {
    return (
      <>
        <TrayPrompt
          confirm={params.tray?.confirm === true}
          errorCode={trayError === 0 ? null : trayError}
          isPending={trayPending}
          onSubmit={(tray) => void startWithTray(tray)}
        />
        {dialog}
      </>
    );
  }

  if (page === null || screen === null) {
    return (
      <>
        <Loading />
        {dialog}
      </>
    );
  }

  const language = i18n.language;
  // A block served on its own (one repetition of several) counts its own screens.
  const current = page.position - page.blockStart + 1;
  const screenCount = page.count - page.blockStart;
  const progress = t('session.progress', { current, count: screenCount });
  const title = screen.title === undefined ? null : localize(screen.title, language);
  // Controls that come and go as the judge answers: Next is held at the foot of the window, where none moves it.
  const pinned = page.controls.some((control) => control.showIf !== undefined);
  const messageFor = (control: Control): string | null => {
    const issue = issues.find((candidate) => candidate.controlId === control.id);
    return issue ? t(`validation.${issue.rule}`, issue.params) : null;
  };

  return (
    <section {...pageAppearance(page.appearance)} aria-labelledby="pl-session-title">
      {page.preview && (
        <p className="pl-simulation-banner" role="note">
          {t(page.preview.mandatoryAnswers ? 'preview.banner' : 'preview.bannerOptional', {
            judge: page.preview.judge,
          })}
        </p>
      )}
      <ProgressBar label={progress} value={current} maxValue={screenCount} />
      {source.offline && <p className="pl-offline-note">{t('session.offlineNote')}</p>}
      {page.sample && <p className="pl-sample">{t('session.sample', { code: page.sample.code })}</p>}
      {/* A difference-from-control test: the labelled reference served beside the blind sample. */}
      {page.sample?.reference && (
        <p className="pl-reference">
          {t('session.reference', { code: localize(page.sample.reference.label, language) })}
        </p>
      )}
      {page.ideal && (
        <>
          <p className="pl-sample">{t('session.ideal.title')}</p>
          <p className="pl-ideal-text">{t('session.ideal.text')}</p>
        </>
      )}
      <h1
        id="pl-session-title"
        ref={headingRef}
        tabIndex={-1}
        className={title === null ? 'pl-visually-hidden' : 'pl-session-title'}
      >
        {title ?? progress}
      </h1>
      {/* Keyed by screen: a control keeps no state of its own from one sample to the next. */}
      <form
        key={page.key}
        ref={formRef}
        className={pinned ? 'pl-session-form pl-session-form--pinned' : 'pl-session-form'}
        onSubmit={submit}
        noValidate
      >
        <PageControls
          controls={screen.controls}
          shown={screen.shown}
          page={page}
          values={values}
          onChange={change}
          messageFor={messageFor}
          language={language}
          clock={source.clock}
        />
        {ShownChanges && (
          <ShownChanges
            controls={screen.controls.filter((control) => screen.shown?.includes(control.id) !== false)}
            language={language}
          />
        )}
        <SessionNav
          wait={wait}
          moving={moving}
          isLast={onLastScreen}
          onPrevious={page.position > page.blockStart ? () => void move('prev') : null}
        />
      </form>
      {dialog}
    </section>
  );
}
