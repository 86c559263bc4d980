import {
  CallError,
  ErrorCode,
  calls,
  callUrl,
  responseEnvelope,
  VERSION_HEADER,
  type CallPath,
  type CallRequest,
  type CallResponse,
} from '@palate/protocol';
import { i18n } from '../i18n/setup.ts';
import { connectivityOfFailure, reportConnectivity } from './connectivity.ts';
import { NetworkError, isAuthError } from './errors.ts';
import { clearJudge, readJudge, saveJudgeToken } from './judgeStore.ts';
import { forgetTokenLife, noteTokenLife } from './tokenLife.ts';
import { noteServerVersion } from './updater.ts';

/** What a caller gives: the request without the token, which the client adds itself. */
export type CallBody<P extends CallPath> = Omit<CallRequest<P>, 'tk'>;

/** The part of a zod schema the client needs, so that this app does not depend on zod itself. */
interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Proxies answer these without an envelope when the server behind them is down. */
const SERVER_UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Makes one call of the protocol as the stored judge. Resolves with the call's payload,
 * checked against its schema; rejects with a CallError carrying the server's code, or a
 * NetworkError when the server could not be reached.
 */
export async function callApi<P extends CallPath>(
  path: P,
  body: CallBody<P>,
  /** Another member's token (a leader's) instead of the stored judge's; the judge is left alone. */
  options: { token?: string } = {},
): Promise<CallResponse<P>> {
  try {
    const payload = await callServer(path, body, options);
    reportConnectivity('online');
    return payload;
  } catch (error) {
    reportConnectivity(connectivityOfFailure(error));
    throw error;
  }
}

async function callServer<P extends CallPath>(
  path: P,
  body: CallBody<P>,
  options: { token?: string },
): Promise<CallResponse<P>> {
  const definition = calls[path];
  const request: Record<string, unknown> = { ...body };
  const asJudge = options.token === undefined;
  if (definition.access !== 'none') {
    const token = options.token ?? readJudge()?.token;
    // Without a token the server could only refuse; say so without a round trip.
    if (token === undefined) throw new CallError(ErrorCode.tokenNotFound, 'No judge token is stored.');
    request.tk = token;
  }

  let response: Response;
  try {
    response = await fetch(callUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': i18n.language },
      body: JSON.stringify(request),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }

  noteServerVersion(response.headers.get(VERSION_HEADER));
  const json = await readJson(response);
  const envelope = responseEnvelope.safeParse(json);
  if (!envelope.success) {
    if (SERVER_UNREACHABLE_STATUSES.has(response.status)) throw new NetworkError(`HTTP ${response.status}`);
    throw new CallError(ErrorCode.unexpectedResponse, `${path} answered HTTP ${response.status} without an envelope.`);
  }

  const { errorType, errorMsg, errorData, tk } = envelope.data;
  if (errorType !== ErrorCode.success) {
    const error = new CallError(errorType, errorMsg, errorData);
    // The spec also refreshes the token on these codes, but the judge is cleared so that
    // the next screen is the welcome, which asks for a new token anyway.
    if (isAuthError(error) && asJudge && definition.access !== 'none') {
      clearJudge();
      forgetTokenLife();
    }
    throw error;
  }

  // Kept before the payload is checked: the server has already moved on to the new token.
  if (tk && asJudge) {
    saveJudgeToken(tk);
    noteTokenLife(envelope.data.tkl);
  }
  const payload = (definition.response as ResponseSchema<CallResponse<P>>).safeParse(json);
  if (!payload.success) throw new CallError(ErrorCode.unexpectedResponse, `${path} answered an unexpected payload.`);
  return payload.data;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
