import { buildPageSequence, type PageInstance, type Questionnaire } from '@palate/engine';
import {
  CallError,
  ErrorCode,
  type MonitoredBoothView,
  type MonitoredJudgeView,
  type SessionMonitorView,
} from '@palate/protocol';
import { findSession, finishSession, reopenSessionAt } from '../judging/runs.repository.ts';
import { recordRunEnd } from '../judging/run-end-events.ts';
import { monitoredRuns, type MonitoredRun } from '../judging/panel-runs.repository.ts';
import { setSynchronisedStart } from '../publishing/publications.repository.ts';
import { findTerminal, listTerminals, releaseTerminal } from '../publishing/terminals.repository.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { designBalance } from './balance.service.ts';
import { blockIdsOf } from '../publishing/blocks.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { incompleteBlocksOf } from '../publishing/design.ts';
import { ownPublication } from '../publishing/own-publication.ts';
import { quotaCounts } from '../judging/quota-admission.service.ts';
import { judgeLabel } from '../panel/judge-label.ts';
import { judgePlan } from '../publishing/design.ts';

const DEFAULT_STUCK_AFTER_SECONDS = 300;

/**
 * The screens of each judge's run, built once per distinct order: the judges of a
 * publication share a handful of orders, so 300 judges cost a handful of sequences.
 */
function sequenceCache(definition: Questionnaire) {
  const sequences = new Map<string, PageInstance[]>();
  return (orders: readonly (readonly number[])[]): PageInstance[] => {
    const key = JSON.stringify(orders);
    let sequence = sequences.get(key);
    if (!sequence) {
      sequence = buildPageSequence(definition, orders);
      sequences.set(key, sequence);
    }
    return sequence;
  };
}

/**
 * pub/monitor: where every judge of a publication stands, the account's booths with their
 * calls, the quota cells' counts, and the totals against the target. Three queries and the stored definition: nothing
 * is kept between calls, so any server process answers it and each refresh sees every
 * judge's last post.
 */
export async function sessionMonitor(
  context: CallContext,
  id: string,
  stuckAfterSeconds = DEFAULT_STUCK_AFTER_SECONDS,
): Promise<SessionMonitorView> {
  const publication = await ownPublication(context, id);
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  const [runs, terminals, quotas] = await Promise.all([
    monitoredRuns(context.db, publication.id),
    listTerminals(context.db, requireCaller(context).member.account_id),
    quotaCounts(context.db, publication),
  ]);
  const blocks = new Set(blockIdsOf(publication));
  const connected = terminals.filter((terminal) => terminal.token_hash !== null);
  const boothOf = new Map(
    connected
      .filter((terminal) => terminal.judge_member_id !== null && blocks.has(terminal.judge_block_id ?? ''))
      .map((terminal) => [terminal.judge_member_id, terminal.name]),
  );
  const sequenceOf = sequenceCache(definition);
  const judges = runs.map((run): MonitoredJudgeView => {
    const sequence = sequenceOf(judgePlan(run, publication).orders);
    const finished = run.status === 'finished';
    const idleSeconds = finished ? 0 : Math.max(0, Math.floor((context.now - run.updated_at) / 1000));
    const booth = boothOf.get(run.member_id) ?? null;
    return {
      run: run.id,
      label: judgeLabel({ previewed_by: null, judge_rank: run.judge_rank, display_name: run.member_name }),
      identified: run.member_login !== null,
      tray: run.tray,
      via: booth !== null ? 'booth' : run.via_link === 1 ? 'link' : 'direct',
      booth,
      position: Math.min(run.position, sequence.length - 1),
      screens: sequence.length,
      repetition: sequence[Math.min(run.position, sequence.length - 1)]?.repetition ?? 1,
      status: run.status,
      started: run.started_at,
      updated: run.updated_at,
      finished: run.finished_at,
      screenedOut: screenOutOf(run) !== null,
      screenOut: screenOutOf(run),
      idleSeconds,
      stuck: !finished && idleSeconds >= stuckAfterSeconds,
    };
  });
  const booths = terminals.map((terminal): MonitoredBoothView => ({
    id: terminal.id,
    name: terminal.name,
    connected: terminal.token_hash !== null,
    judge: terminal.token_hash === null ? null : (terminal.judge_name ?? null),
    here: terminal.token_hash !== null && blocks.has(terminal.judge_block_id ?? ''),
    callAt: terminal.token_hash === null || terminal.judge_member_id === null ? null : terminal.call_at,
  }));
  // The people screened out (a full quota, a page's endIf) are listed, but count neither towards the target nor in the design.
  const counted = runs.filter((run) => screenOutOf(run) === null);
  const balance = designBalance(definition, publication, counted);
  return {
    now: context.now,
    name: publication.name,
    target: publication.target_judges,
    started: counted.length,
    finished: counted.filter((run) => run.status === 'finished').length,
    screenedOut: runs.length - counted.length,
    synchronised: definition.pages.some((page) =>
      page.controls.some((control) => 'start' in control && control.start === 'synchronised'),
    ),
    synchronisedStartAt: publication.synchronised_start_at,
    stuckAfterSeconds,
    incompleteBlocks: incompleteBlocksOf(definition, publication),
    replicates:
      balance === null
        ? null
        : {
            whole: balance.completeBlocks,
            // Every replicate begun is whole: the next takes a whole block of new judges.
            judgesToNext: balance.nextBlock === null ? balance.blockSize : balance.judgesToCompleteNextBlock,
          },
    judges,
    quotas,
    booths,
  };
}

/** Why a run ended screened out: its quota cell was full, or a page's endIf held; null when it was not. */
function screenOutOf(run: Pick<MonitoredRun, 'quota_state' | 'screened_out'>): 'quota' | 'endIf' | null {
  if (run.quota_state === 'stopped') return 'quota';
  return run.screened_out === 1 ? 'endIf' : null;
}

/** A judge's run of a publication of the caller's account, or 90422 as if there were none. */
async function ownRun(context: CallContext, publicationId: string, runId: string) {
  const publication = await ownPublication(context, publicationId);
  const run = await findSession(context.db, runId);
  if (!run || run.publication_id !== publication.id || run.previewed_by !== null) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such run.');
  }
  return { publication, run };
}

function runTarget(publicationName: string, run: { judge_rank: number }): string {
  return `${publicationName} · J${String(run.judge_rank + 1).padStart(3, '0')}`;
}

/**
 * pub/synch/start: every booth waiting on a synchronised temporal screen of the
 * publication starts `delay` seconds from now, all at once (after a hot sample is served).
 */
export async function startSynchronised(
  context: CallContext,
  publicationId: string,
  delaySeconds: number,
): Promise<{ startsAt: number }> {
  const publication = await ownPublication(context, publicationId);
  const startsAt = context.now + delaySeconds * 1000;
  await setSynchronisedStart(context.db, publication.id, startsAt);
  await recordAudit(context, 'publication.synchronise', publication.name, { id: publication.id, startsAt });
  return { startsAt };
}

/** pub/run/end: the leader ends a judge's run as it stands (answers kept). */
export async function endRunAsLeader(context: CallContext, publicationId: string, runId: string): Promise<void> {
  const { publication, run } = await ownRun(context, publicationId, runId);
  if (run.status === 'finished') return;
  await finishSession(context.db, run.id, context.now);
  await recordRunEnd(context.db, publication, run, null, context.now);
  await recordAudit(context, 'run.end', runTarget(publication.name, run), { run: run.id, position: run.position });
}

/** pub/run/restart: the judge carries on from a screen of their run, finished or not; answers are kept. */
export async function restartRunAt(
  context: CallContext,
  publicationId: string,
  runId: string,
  position: number,
): Promise<void> {
  const { publication, run } = await ownRun(context, publicationId, runId);
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  const screens = buildPageSequence(definition, judgePlan(run, publication).orders).length;
  if (position >= screens) {
    throw new CallError(ErrorCode.invalidRequest, `The run has ${screens} screens.`, { screens });
  }
  await reopenSessionAt(context.db, run.id, position, context.now);
  await recordAudit(context, 'run.restart', runTarget(publication.name, run), { run: run.id, position });
}

/** pub/booth/release: a booth of the caller's account is free again (2301 for any other, as term/call/answer). */
export async function releaseBooth(context: CallContext, terminalId: string): Promise<void> {
  const terminal = await findTerminal(context.db, terminalId);
  if (!terminal || terminal.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.wrongTerminalToken, 'There is no such terminal.');
  }
  await releaseTerminal(context.db, terminal.id);
  await recordAudit(context, 'booth.release', terminal.name, {
    terminal: terminal.id,
    judge: terminal.judge_member_id,
  });
}
