import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability.ts';
import {
  CallError,
  ErrorCode,
  VERSION_HEADER,
  authenticated,
  calls,
  takesMemberToken,
  terminalToken,
  type Access,
  isApiToken,
  isCallPath,
  serviceOf,
  type CallPath,
  type ResponseEnvelope,
} from '@palate/protocol';
import type { Db } from '../db/database.ts';
import type { CallContext, Caller, ServerSettings, SystemFacts } from '../shared/context.ts';
import { findTerminalByToken } from '../publishing/terminals.repository.ts';
import { hashToken } from '../security/tokens.ts';
import { admitApiToken } from '../accounts/api-tokens.service.ts';
import { authenticate } from '../accounts/members.service.ts';
import { authenticateWithRun } from '../judging/run-caller.ts';
import { handlers } from './handlers.ts';
import { type Outcome } from '../shared/handler.ts';
import { recordCall } from './call-record.ts';
import type { CallLimiter } from './rate-limits.ts';
import { languageOf } from './language.ts';
import { errorMessage, invalidFieldMessage, refusalMessage } from './messages.ts';

export interface WsDependencies {
  /** Refuses a guarded call (new judges, logins) from an address past its limit. */
  limitCall: CallLimiter;
  db: Db;
  settings: ServerSettings;
  system: SystemFacts;
  now?: () => number;
}

/**
 * POST /ws/{service}/{path}: every call of the protocol. Each answer is an envelope with
 * errorType 0 or a catalogue code and a message in the caller's language, never a stack.
 */
export function registerWsRoutes(app: FastifyInstance, dependencies: WsDependencies): void {
  const now = dependencies.now ?? Date.now;

  app.addHook('onSend', async (_request, reply) => {
    reply.header(VERSION_HEADER, dependencies.system.serverVersion);
  });

  app.post('/ws/:service/*', async (request, reply) => {
    const { service, '*': path } = request.params as { service: string; '*': string };
    const language = languageOf(request.headers['accept-language']);
    if (!isCallPath(path) || serviceOf(path) !== service) {
      recordCall(request, { path: 'unknown', errorType: ErrorCode.unknownCall });
      return reply.code(404).send(failure(ErrorCode.unknownCall, errorMessage(ErrorCode.unknownCall, language)));
    }
    const definition = calls[path];
    const context: CallContext = {
      db: dependencies.db,
      settings: dependencies.settings,
      system: dependencies.system,
      now: now(),
      language,
      caller: undefined,
    };
    try {
      // The caller's role is checked before the body, so a call refused by role does not
      // disclose its shape by naming the fields it lacks.
      await dependencies.limitCall(path, request, reply, context.now);
      if (definition.access === 'terminal') {
        await assertKnownTerminal(context.db, request.body, definition.terminalTokenField);
      } else if (takesMemberToken(definition.access)) {
        const token = tokenOf(request.body);
        const sessionId = READS_RUN_WITH_TOKEN.has(path) ? sessionIdOf(request.body) : undefined;
        // An API token is told by its prefix and length: a judge's token is never looked up twice.
        if (isApiToken(token)) {
          context.caller = await admitApiToken(context, token, path);
        } else if (sessionId === undefined) {
          const renewing = path === 'members/check' && isRenewal(request.body);
          context.caller = await authenticate(context.db, context.settings, token, context.now, renewing);
        } else {
          const read = await authenticateWithRun(context.db, context.settings, token, sessionId, context.now);
          context.caller = read.caller;
          context.runReadWithToken = read.run;
        }
        assertAccess(definition.access, context.caller, language);
      }
      const parsed = definition.request.safeParse(request.body ?? {});
      if (!parsed.success) {
        recordCall(request, { path, errorType: ErrorCode.invalidRequest });
        return reply.send(failure(ErrorCode.invalidRequest, invalidFieldMessage(parsed.error, language)));
      }
      const outcome = (await (handlers[path] as (c: CallContext, r: unknown) => Promise<Outcome<CallPath>>)(
        context,
        parsed.data,
      )) as Outcome<CallPath>;
      recordCall(request, { path, errorType: ErrorCode.success });
      return reply.send(success(outcome, context));
    } catch (error) {
      return sendError(request, reply, error, language, path);
    }
  });
}

/**
 * The calls that read the run their `se` names together with the token (one statement on
 * PostgreSQL): a judge's post, the hot path. The handler checks that the run is the caller's.
 */
const READS_RUN_WITH_TOKEN: ReadonlySet<CallPath> = new Set<CallPath>(['run/post']);

/** The body's `se` before the body is validated; the handler uses what was read only if the validated one is the same. */
function sessionIdOf(body: unknown): string | undefined {
  const se = (body as { se?: unknown } | null)?.se;
  return typeof se === 'string' ? se : undefined;
}

/** A body without a well-formed token has no caller: refused as an unknown token (1101). */
function tokenOf(body: unknown): string {
  const parsed = authenticated.safeParse(body);
  if (!parsed.success) throw new CallError(ErrorCode.tokenNotFound, 'Unknown token.');
  return parsed.data.tk;
}

/** members/check with updTk asks to renew an expired token rather than refuse it. */
function isRenewal(body: unknown): boolean {
  return (body as { updTk?: unknown } | null)?.updTk === true;
}

/** A booth's call: 2301 unless the body holds the token of a terminal that exists. */
async function assertKnownTerminal(db: Db, body: unknown, field: string | undefined): Promise<void> {
  const token = field === undefined ? undefined : (body as Record<string, unknown> | null)?.[field];
  const parsed = terminalToken.safeParse(token);
  if (!parsed.success || !(await findTerminalByToken(db, hashToken(parsed.data)))) {
    throw new CallError(ErrorCode.wrongTerminalToken, 'Wrong terminal token.');
  }
}

function assertAccess(access: Access, caller: Caller, language: CallContext['language']): void {
  if (access !== 'leader' && access !== 'admin') return;
  const roles = JSON.parse(caller.member.roles) as string[];
  const allowed = access === 'admin' ? roles.includes('admin') : roles.includes('user') || roles.includes('admin');
  if (!allowed) {
    throw new CallError(ErrorCode.notEnoughRights, errorMessage(ErrorCode.notEnoughRights, language));
  }
}

function success(outcome: Outcome<CallPath>, context: CallContext): ResponseEnvelope {
  const token =
    outcome.token === undefined
      ? context.caller && { token: context.caller.token, expiresAt: context.caller.expiresAt }
      : outcome.token;
  return {
    errorType: ErrorCode.success,
    errorMsg: '',
    ...(token ? { tk: token.token, tkl: Math.max(0, Math.floor((token.expiresAt - context.now) / 1000)) } : {}),
    ...outcome.payload,
  };
}

function failure(code: number, message: string, data?: unknown): ResponseEnvelope {
  return { errorType: code, errorMsg: message, ...(data === undefined ? {} : { errorData: data }) };
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  language: CallContext['language'],
  path: CallPath,
) {
  if (error instanceof CallError) {
    recordCall(request, { path, errorType: error.code });
    // Every refusal is an answer (200), except a rate limit: 429 lets proxies and monitoring see it.
    const status = error.code === ErrorCode.tooManyRequests ? 429 : 200;
    return reply.code(status).send(failure(error.code, refusalMessage(error, language), error.data));
  }
  if (isDatabaseUnavailable(error)) {
    recordCall(request, { path, errorType: ErrorCode.databaseConnect });
    request.log.error({ err: error }, 'database unavailable');
    return reply.code(503).send(failure(ErrorCode.databaseConnect, errorMessage(ErrorCode.databaseConnect, language)));
  }
  recordCall(request, { path, errorType: ErrorCode.internalError });
  request.log.error({ err: error }, 'call failed');
  return reply.code(500).send(failure(ErrorCode.internalError, errorMessage(ErrorCode.internalError, language)));
}
