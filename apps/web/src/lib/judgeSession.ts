import { CallError, ErrorCode, type CallResponse } from '@palate/protocol';
import { callApi, exchange } from './api.ts';
import { clearJudge, readJudge, saveJudge } from './judgeStore.ts';
import { readTerminal } from './termStore.ts';

/** The protocol caps the user agent it keeps. */
const USER_AGENT_MAX = 512;

/** A list older than this is asked again: questionnaires may have opened or closed since. */
const NEW_JUDGE_LIST_FRESH_MS = 30_000;

type JudgeList = CallResponse<'term/publication'>;

let newJudgeList: { askedAt: number; list: Promise<JudgeList | undefined> } | null = null;

/**
 * members/add: a judge who answers without identification, kept under fzj_judge. Spec
 * section 8: an answer without a token is rejected with no message. Away from a booth
 * (whose list the booth records first) the judge's list comes with the token, one round
 * trip fewer before Start: the list screen takes it (takeNewJudgeList), which may be drawn
 * as soon as the token is stored, before this call has returned.
 */
export async function answerWithoutIdentification(account: string | null): Promise<void> {
  const answer = callApi('members/add', {
    type: 'j',
    ua: navigator.userAgent.slice(0, USER_AGENT_MAX),
    ...(account === null ? {} : { conn: account }),
    ...(readTerminal() ? {} : { list: true }),
  });
  const list = answer.then(
    (added) => added.list,
    () => undefined,
  );
  newJudgeList = { askedAt: Date.now(), list };
  await answer;
  if (!readJudge()) throw new CallError(ErrorCode.unexpectedResponse, '');
}

/** The list that came with the new judge's token, once and while fresh; undefined when there is none. */
export async function takeNewJudgeList(): Promise<JudgeList | undefined> {
  const taken = newJudgeList;
  newJudgeList = null;
  if (!taken || Date.now() - taken.askedAt > NEW_JUDGE_LIST_FRESH_MS) return undefined;
  return taken.list;
}

/** The release under way, which a second caller joins rather than ending the token twice. */
let releasing: Promise<void> | null = null;

/**
 * The judge is done on this device (end screen, "I have finished", another judge comes):
 * the terminal is freed on the server and the judge's token ended, and whatever happens
 * on the network, nothing of the judge stays in this browser for the next person.
 */
export function releaseJudge(): Promise<void> {
  releasing ??= letJudgeGo().finally(() => {
    releasing = null;
  });
  return releasing;
}

async function letJudgeGo(): Promise<void> {
  const judge = readJudge();
  const terminal = readTerminal();
  try {
    if (judge && terminal) await callApi('term/session', { term: terminal.token, leave: true });
    if (judge) await callApi('members/disconnect', { anonym: judge.name === '' });
  } catch {
    // Offline or already gone: the token dies with its timeout; the browser forgets it now.
  } finally {
    clearJudge();
  }
}

/** A judge on a shared terminal: the terminal records who answers there and which block. */
export async function recordOnTerminal(block: string | null): Promise<void> {
  const terminal = readTerminal();
  if (terminal) await callApi('term/session', { term: terminal.token, block });
}

/**
 * A judge picks their name at a booth and logs in (members/connect). The judge who was
 * on the device is logged out first when it is someone else (another token), so that
 * nothing of theirs stays for the named judge.
 */
export async function identifyJudge(login: string, password: string): Promise<void> {
  const { payload, tk } = await exchange('members/connect', { l: login, p: password }, 'nextJudge');
  if (!tk) throw new CallError(ErrorCode.wrongIdentifierOrPassword, 'The login gave no token.');
  if (readJudge()?.token !== tk) await releaseJudge();
  saveJudge({ name: payload.user.name, token: tk });
}

/** The judge at a booth calls the panel leader, or cancels the call. */
export async function callLeader(calling: boolean): Promise<void> {
  const terminal = readTerminal();
  if (terminal) await callApi('term/session', { term: terminal.token, call: calling });
}
