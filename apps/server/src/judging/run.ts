import {
  blindControl,
  buildPageSequence,
  labelledReferenceOf,
  pageOf,
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
  type PageInstance,
  type Questionnaire,
  type ScreenState,
  type TrainingTarget,
  type ValidationIssue,
} from '@palate/engine';
import { CallError, ErrorCode, type PageView } from '@palate/protocol';
import { boundsAt } from '../publishing/blocks.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { judgePlan } from '../publishing/design.ts';
import { judgeCodes } from '../publishing/judge-codes.ts';
import { findPublication, type PublicationRow } from '../publishing/publications.repository.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { findSession, type AnswerRow, type JudgeSessionRow } from './runs.repository.ts';
import { answersOfPage, answersOfSession, findPost } from './answers.repository.ts';
import { toAnswer } from './stored-answers.ts';
import { judgePage } from './judge-page.ts';
import { secondsLeft } from './screen-entries.ts';
import { screenTargets } from './training-targets.ts';
import { answersByScreen, readsAnswers, screenStates, type PendingScreen } from './screen-states.ts';

export { toAnswer, toRow } from './stored-answers.ts';

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
  /** The run ended screened out (they are thanked): a page's endIf held, or their quota cell was full. */
  screenedOut?: true;
  screenOut?: 'quota' | 'endIf';
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

/**
 * Before a block ends: every screen of it valid, with `pending` answers standing in for a
 * screen's stored ones; screens and controls that conditions hide are not required.
 */
export async function assertComplete(context: CallContext, run: Run, pending?: PendingScreen): Promise<void> {
  const stored = await answersOfSession(context.db, run.session.id);
  const byKey = answersByScreen(stored);
  const states = readsAnswers(run.definition) ? screenStates(run, stored, pending) : null;
  for (let position = run.block.start; position < run.block.end; position++) {
    const instance = instanceAt(run, position);
    const state = states?.[position];
    if (state?.shown === false) continue;
    const answers = position === pending?.position ? pending.answers : (byKey.get(instance.key) ?? []);
    const issues = validatePage(pageOf(run.definition, instance), answers, {
      mandatoryAnswers: forcesAnswers(run),
      served: served(run, instance).served,
      ...(state ? { shown: state.shownControls } : {}),
    });
    if (issues.length > 0) throw invalidAnswers(issues, position);
  }
}

export async function loadRun(context: CallContext, sessionId: string): Promise<Run> {
  return runOf(context, await ownSession(context, sessionId));
}

/** A post's run: from the rows read with the caller's token (ws-routes) when they are this session's, else read now. */
export async function postedRun(context: CallContext, sessionId: string): Promise<Run> {
  const read = context.runReadWithToken;
  if (read?.sessionId !== sessionId) return loadRun(context, sessionId);
  return runWith(context, callersSession(context, read.session), read.publication);
}

/** The caller's session: another judge's is answered exactly like a missing one, so nothing leaks. */
export async function ownSession(context: CallContext, sessionId: string): Promise<JudgeSessionRow> {
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

export async function acknowledgedPost(context: CallContext, run: Run, postId: string) {
  const acknowledged = await findPost(context.db, postId);
  return acknowledged?.judge_session_id === run.session.id ? acknowledged : undefined;
}

/** The answer to a resent post: where the run stands, or finished when the post ended the run or its block. */
export async function currentStep(context: CallContext, run: Run, postedPosition: number): Promise<RunStep> {
  if (run.session.quota_state === 'stopped')
    return { page: null, finished: true, screenedOut: true, screenOut: 'quota' };
  if (run.session.screened_out === 1) return { page: null, finished: true, screenedOut: true, screenOut: 'endIf' };
  return run.session.status === 'finished' || postedPosition < run.block.start
    ? { page: null, finished: true }
    : { page: await pageView(context, run, run.session.position), finished: false };
}

function wholeRun(sequence: readonly PageInstance[]): BlockBounds {
  return { start: 0, end: sequence.length };
}

/** Answers are forced, except in a simulation whose leader turned forced answers off. */
export function forcesAnswers(run: Run): boolean {
  return run.session.mandatory_answers === 1;
}

export function instanceAt(run: Run, position: number): PageInstance {
  const instance = run.sequence[position];
  if (!instance) throw new CallError(ErrorCode.noMove, 'There is no such screen.');
  return instance;
}

/** The judge's codes: the publication's, or under codes per judge their own (a simulation's, its simulated judge's). */
function codesOf(run: Run): Record<string, string> {
  return judgeCodes(run.publication, run.plan.judgeRank);
}

export function served(run: Run, instance: PageInstance) {
  return servedCodes(run.definition, instance, run.plan, codesOf(run));
}

/**
 * The screen at a position as the judge sees it now. A questionnaire whose screens read
 * earlier answers reads the run's answers (one read, in place of the screen's own).
 */
export async function pageView(context: CallContext, run: Run, position: number): Promise<PageView> {
  const key = instanceAt(run, position).key;
  const targets = await screenTargets(context.db, run, position);
  if (!readsAnswers(run.definition)) {
    const own = await answersOfPage(context.db, run.session.id, key);
    return pageViewOf(run, position, own, { now: context.now, targets });
  }
  const stored = await answersOfSession(context.db, run.session.id);
  const state = screenStates(run, stored)[position];
  const own = stored.filter((row) => row.page_key === key);
  return pageViewOf(run, position, own, { now: context.now, state, targets });
}

/** How a page view is made: online (its wait counted to `now`, its state from the run's answers) or offline. */
export interface ViewOptions {
  now?: number;
  state?: ScreenState | undefined;
  /** An offline download's or a preview's page: conditions and pipes of answers are the browser's to decide. */
  offline?: boolean;
  /** A training publication's targets for the screen's sample (training-targets.ts), when it has some. */
  targets?: Record<string, TrainingTarget> | undefined;
}

/** The screen at a position as the judge sees it, with its stored answers (rows of that screen). */
export function pageViewOf(run: Run, position: number, stored: AnswerRow[], options: ViewOptions = {}): PageView {
  const instance = instanceAt(run, position);
  const code =
    instance.productId === null
      ? null
      : (codesOf(run)[sampleCodeKey(instance.productId, instance.repetition)] ?? '???');
  const written = pageOf(run.definition, instance);
  const { page, view } = judgePage(
    { definition: run.definition, plan: run.plan, orderSeed: run.publication.order_seed ?? 0 },
    // Offline, the browser decides conditions and pipes only where the questionnaire has some.
    {
      instance,
      page: written,
      code,
      state: options.state,
      offline: options.offline === true && readsAnswers(run.definition),
    },
  );
  const wait =
    options.now === undefined || options.offline ? undefined : secondsLeft(run.session, page, position, options.now);
  const repetition = instance.repetition === 1 ? '' : `#${instance.repetition}`;
  const { served: codes, references } = served(run, instance);
  return {
    position,
    count: run.block.end,
    blockStart: run.block.start,
    // The engine's key names the product; the judge's client must only ever see its code.
    key: `${instance.pageId}${code === null ? (instance.ideal ? '@ideal' : '') : `@${code}`}${repetition}`,
    title: page.title,
    sample: code === null ? null : sampleOf(run.definition, code),
    // The page's ideal scales only, on the screen after its samples (the engine's pageOf).
    ideal: instance.ideal === true,
    controls: page.controls.map(blindControl),
    ...view,
    ...(page.minimumSeconds === undefined ? {} : { minimumSeconds: page.minimumSeconds }),
    ...(wait === undefined ? {} : { secondsLeft: wait }),
    ...(options.targets === undefined ? {} : { targets: options.targets }),
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

/** A screen's sample by its code, with a difference-from-control test's labelled reference served beside it. */
function sampleOf(definition: Questionnaire, code: string): NonNullable<PageView['sample']> {
  const reference = labelledReferenceOf(definition);
  return reference === null ? { code } : { code, reference: { label: reference.label } };
}

export function invalidAnswers(issues: ValidationIssue[], position?: number): CallError {
  return new CallError(ErrorCode.sessionPosting, 'Some answers are missing or not valid.', { issues, position });
}
