import { CallError, ErrorCode, type Device } from '@palate/protocol';
import {
  connectTerminal,
  disconnectTerminal,
  findTerminal,
  findTerminalByName,
  findTerminalByToken,
  insertTerminal,
  listOtherTerminalsOfJudge,
  listTerminals,
  setTerminalCall,
  setTerminalJudge,
  touchTerminal,
  type TerminalRow,
} from './terminals.repository.ts';
import { countConnectedDevices } from '../accounts/accounts.repository.ts';
import { findPublication, listPublications } from './publications.repository.ts';
import { blockIdsOf } from './blocks.ts';
import { isDeleted, isPastExpiry } from './publication-state.ts';
import { hashToken, newId, newToken } from '../security/tokens.ts';
import { deviceLimit } from '../accounts/account-admin.service.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { findAccount } from '../accounts/members.repository.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';

const DEFAULT_TERMINAL_TIMEOUT_SECONDS = 7 * 24 * 3600;
const LAST_SEEN_PRECISION_MS = 60_000;

function timeoutOf(context: CallContext): number {
  return (context.settings.terminalTimeoutSeconds ?? DEFAULT_TERMINAL_TIMEOUT_SECONDS) * 1000;
}

function isTimedOut(context: CallContext, terminal: TerminalRow): boolean {
  return terminal.last_seen_at === null || context.now - terminal.last_seen_at >= timeoutOf(context);
}

/** terms: the account's terminals, which are connected and who answers on each. */
export async function listDevices(context: CallContext): Promise<Device[]> {
  const caller = requireCaller(context);
  const terminals = await listTerminals(context.db, caller.member.account_id);
  // Every booth of the account offers the same list: its open publications' blocks.
  const blocks = (await listPublications(context.db, caller.member.account_id, false))
    .filter((publication) => !isDeleted(publication, context.now) && !isPastExpiry(publication, context.now))
    .flatMap((publication) => blockIdsOf(publication).map((id) => ({ id, name: publication.name })));
  return terminals.map((terminal) => {
    const connected = terminal.token_hash !== null;
    return {
      id: terminal.id,
      name: terminal.name,
      connected,
      virtual: terminal.virtual === 1,
      online: connected && terminal.connected_at !== null ? { start: terminal.connected_at } : null,
      expired: connected && isTimedOut(context, terminal),
      judge:
        connected && terminal.judge_member_id !== null
          ? {
              login: terminal.judge_login,
              name: terminal.judge_name ?? '',
              block: terminal.judge_block_id === null ? null : { id: terminal.judge_block_id },
            }
          : null,
      call:
        connected && terminal.judge_member_id !== null && terminal.call_at !== null ? { at: terminal.call_at } : null,
      blocks: connected ? blocks : [],
    };
  });
}

export interface TerminalConnection {
  id: string;
  name: string;
  token: string;
  connected: true;
}

/**
 * term/connect: a leader sets up a booth device (by a new name, or an existing terminal
 * by id) or a virtual terminal. A new token replaces any earlier one of that terminal.
 */
export async function connect(
  context: CallContext,
  request: { term?: string | undefined; name?: string | undefined; virt?: boolean | undefined },
): Promise<TerminalConnection> {
  const accountId = requireCaller(context).member.account_id;
  let terminal: TerminalRow | undefined;
  const virtual = request.virt === true;
  let name = request.name;
  if (request.term !== undefined) {
    terminal = await findTerminal(context.db, request.term);
    if (!terminal || terminal.account_id !== accountId) {
      throw new CallError(ErrorCode.wrongTerminalToken, 'There is no such terminal.');
    }
  } else {
    name ??= virtual ? `virtual-${newId().slice(0, 8)}` : undefined;
    if (name === undefined) throw new CallError(ErrorCode.invalidRequest, 'A terminal needs a name.');
    terminal = await findTerminalByName(context.db, accountId, name);
  }
  // Checked before a new terminal is stored, so a refused one leaves nothing behind.
  const limit = deviceLimit(context, await findAccount(context.db, accountId));
  if (limit !== null && (terminal ? terminal.virtual === 0 : !virtual)) {
    if ((await countConnectedDevices(context.db, accountId, terminal?.id ?? null)) >= limit) {
      throw new CallError(ErrorCode.licenseLimitsDevices, `The licence allows ${limit} devices.`, { max: limit });
    }
  }
  if (!terminal) {
    terminal = {
      id: newId(),
      account_id: accountId,
      name: name ?? '',
      virtual: virtual ? 1 : 0,
      token_hash: null,
      connected_at: null,
      last_seen_at: null,
      judge_member_id: null,
      judge_block_id: null,
      call_at: null,
      created_at: context.now,
    };
    await insertTerminal(context.db, terminal);
  }
  const token = newToken();
  await connectTerminal(context.db, terminal.id, hashToken(token), context.now);
  return { id: terminal.id, name: terminal.name, token, connected: true };
}

/** term/call/answer: the leader answers the call of a booth of their account (2301 for any other). */
export async function answerCall(context: CallContext, terminalId: string): Promise<void> {
  const terminal = await findTerminal(context.db, terminalId);
  if (!terminal || terminal.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.wrongTerminalToken, 'There is no such terminal.');
  }
  if (terminal.call_at === null) return;
  await setTerminalCall(context.db, terminal.id, null);
  await recordAudit(context, 'booth.callAnswered', terminal.name, {
    terminal: terminal.id,
    calledAt: terminal.call_at,
  });
}

/**
 * The terminal a token names, heard from now: 2301 when the token is unknown (or of
 * another account), 2300 when the terminal was silent past the timeout (it is then
 * disconnected, so the booth must be set up again).
 */
export async function requireTerminal(context: CallContext, token: string, accountId?: string): Promise<TerminalRow> {
  const terminal = await findTerminalByToken(context.db, hashToken(token));
  if (!terminal || (accountId !== undefined && terminal.account_id !== accountId)) {
    throw new CallError(ErrorCode.wrongTerminalToken, 'Wrong terminal token.');
  }
  if (isTimedOut(context, terminal)) {
    await disconnectTerminal(context.db, terminal.id);
    throw new CallError(ErrorCode.terminalTimeout, 'The terminal was idle too long.');
  }
  // A booth polls its list every few seconds; a minute's precision is plenty for the timeout.
  if (context.now - (terminal.last_seen_at ?? 0) >= LAST_SEEN_PRECISION_MS) {
    await touchTerminal(context.db, terminal.id, context.now);
  }
  return terminal;
}

/** term/disconnect: the terminal's token stops working. */
export async function disconnect(context: CallContext, token: string): Promise<void> {
  const terminal = await findTerminalByToken(context.db, hashToken(token));
  if (!terminal) throw new CallError(ErrorCode.wrongTerminalToken, 'Wrong terminal token.');
  await disconnectTerminal(context.db, terminal.id);
}

/** term/wakeup: a sleeping booth checks that its saved token and name still stand. */
export async function wakeUp(context: CallContext, token: string, name: string): Promise<{ id: string; name: string }> {
  const terminal = await requireTerminal(context, token);
  if (terminal.name !== name) throw new CallError(ErrorCode.wrongTerminalToken, 'Wrong terminal token.');
  return { id: terminal.id, name: terminal.name };
}

/**
 * term/session: the judge now answering on a terminal, and the block they run; `leave`
 * frees the terminal for the next judge. A named judge already answering on another
 * connected terminal is refused with 1002.
 */
export async function recordJudge(
  context: CallContext,
  request: {
    term: string;
    block?: string | null | undefined;
    leave?: boolean | undefined;
    call?: boolean | undefined;
  },
): Promise<{ id: string; name: string }> {
  const caller = requireCaller(context);
  const terminal = await requireTerminal(context, request.term, caller.member.account_id);
  if (request.leave === true) {
    if (terminal.judge_member_id === caller.member.id)
      await setTerminalJudge(context.db, terminal.id, null, context.now);
    return { id: terminal.id, name: terminal.name };
  }
  if (caller.member.login !== null) {
    const elsewhere = await listOtherTerminalsOfJudge(context.db, caller.member.id, terminal.id);
    if (elsewhere.some((other) => !isTimedOut(context, other))) {
      throw new CallError(ErrorCode.judgeAlreadyConnected, 'This judge is already answering on another terminal.');
    }
  }
  if (request.call !== undefined) {
    // The judge stays where they are (on the list); only the call is set or cancelled.
    if (terminal.judge_member_id !== caller.member.id) {
      await setTerminalJudge(context.db, terminal.id, { memberId: caller.member.id, blockId: null }, context.now);
    }
    await setTerminalCall(context.db, terminal.id, request.call ? context.now : null);
    return { id: terminal.id, name: terminal.name };
  }
  const blockId = request.block ?? null;
  if (blockId !== null) {
    const publication = await findPublication(context.db, blockId);
    if (publication?.account_id !== caller.member.account_id) {
      throw new CallError(ErrorCode.sessionLoading, 'This questionnaire is not available.');
    }
  }
  await setTerminalJudge(context.db, terminal.id, { memberId: caller.member.id, blockId }, context.now);
  return { id: terminal.id, name: terminal.name };
}
