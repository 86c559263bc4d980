import {
  CALLS_WITHOUT_MEMBER_TOKEN,
  CallError,
  ErrorCode,
  callUrl,
  readEnvelope,
  ENVELOPE_FIELDS,
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
import { clearUser, readUser, saveUserToken } from './userStore.ts';

/** What a caller gives: the request without the token, which the client adds itself. */
export type CallBody<P extends CallPath> = Omit<CallRequest<P>, 'tk'>;

/** The envelope's fields, left out of the payload a call resolves with. */
const ENVELOPE_FIELD_SET: ReadonlySet<string> = new Set(ENVELOPE_FIELDS);

/** The calls that log a member or an anonymous judge in. */
const LOGIN_CALLS: ReadonlySet<CallPath> = new Set(['members/connect', 'members/add']);

/** Proxies answer these without an envelope when the server behind them is down. */
const SERVER_UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whose token a call carries: the judge's (fzj_judge) or the logged-in member's (fzj_user).
 * `nextJudge` carries none and keeps none: a judge logging in on a shared terminal, whose
 * token the caller stores only once the previous judge is logged out.
 */
export type Identity = 'judge' | 'user' | 'nextJudge';

interface TokenHolder {
  token(): string | undefined;
  save(token: string, lifeSeconds: number | undefined): void;
  clear(): void;
}

const IDENTITIES: Record<Identity, TokenHolder> = {
  // The judge's token life drives the session time-out warning.
  judge: {
    token: () => readJudge()?.token,
    save: (token, lifeSeconds) => {
      saveJudgeToken(token);
      noteTokenLife(lifeSeconds);
    },
    clear: () => {
      clearJudge();
      forgetTokenLife();
    },
  },
  user: { token: () => readUser()?.token, save: saveUserToken, clear: clearUser },
  nextJudge: { token: () => undefined, save: () => undefined, clear: () => undefined },
};

/**
 * Makes one call of the protocol as the stored judge. Resolves with the call's payload;
 * rejects with a CallError carrying the server's code, or a
 * NetworkError when the server could not be reached.
 */
export async function callApi<P extends CallPath>(path: P, body: CallBody<P>): Promise<CallResponse<P>> {
  return (await exchange(path, body, 'judge')).payload;
}

/**
 * The same as the logged-in member (a leader, or a judge who logged in by name). `withToken`
 * sends the member's token on a call that takes it optionally (members/updatePass, pass/rules).
 */
export async function callAsUser<P extends CallPath>(
  path: P,
  body: CallBody<P>,
  options: { withToken?: boolean } = {},
): Promise<CallResponse<P>> {
  return (await exchange(path, body, 'user', options.withToken)).payload;
}

/** A call whose answer hands out a token (the login): the payload and that token. */
export async function exchange<P extends CallPath>(
  path: P,
  body: CallBody<P>,
  identity: Identity,
  withToken = !CALLS_WITHOUT_MEMBER_TOKEN.has(path),
): Promise<{ payload: CallResponse<P>; tk: string | undefined }> {
  try {
    const result = await exchangeWithServer(path, body, IDENTITIES[identity], identity, withToken);
    reportConnectivity('online');
    return result;
  } catch (error) {
    reportConnectivity(connectivityOfFailure(error));
    throw error;
  }
}

/**
 * Spec section 4: a token is refreshed on 1100 as on success. The server renews an expired
 * token it still can (an anonymous judge's, shortly after its expiry) through members/check
 * with updTk; the call refused with 1100 ran nothing, so it is sent once more with the new
 * token. A token that cannot be renewed, and an unknown one (1101), are let go: the next
 * screen is the welcome or the login, which gets a new one.
 */
async function exchangeWithServer<P extends CallPath>(
  path: P,
  body: CallBody<P>,
  holder: TokenHolder,
  identity: Identity,
  withToken: boolean,
): Promise<{ payload: CallResponse<P>; tk: string | undefined }> {
  try {
    return await exchangeOnce(path, body, holder, identity, withToken);
  } catch (error) {
    if (!(error instanceof CallError) || !isAuthError(error) || !withToken) throw error;
    const held = holder.token();
    if (error.code === ErrorCode.tokenExpired && held !== undefined && (await renewToken(holder, identity, held))) {
      return exchangeOnce(path, body, holder, identity, withToken);
    }
    holder.clear();
    throw error;
  }
}

/** members/check with updTk for an expired token; true once the holder keeps the new one. */
async function renewToken(holder: TokenHolder, identity: Identity, expired: string): Promise<boolean> {
  try {
    await exchangeOnce('members/check', { updTk: true }, holder, identity, true);
    return holder.token() !== expired;
  } catch {
    return false;
  }
}

async function exchangeOnce<P extends CallPath>(
  path: P,
  body: CallBody<P>,
  holder: TokenHolder,
  identity: Identity,
  withToken: boolean,
): Promise<{ payload: CallResponse<P>; tk: string | undefined }> {
  const request: Record<string, unknown> = { ...body };
  if (withToken) {
    const token = holder.token();
    // Without a token the server could only refuse; say so without a round trip.
    if (token === undefined) throw new CallError(ErrorCode.tokenNotFound, `No ${identity} token is stored.`);
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
  const envelope = readEnvelope(json);
  if (!envelope) {
    if (SERVER_UNREACHABLE_STATUSES.has(response.status)) throw new NetworkError(`HTTP ${response.status}`);
    throw new CallError(ErrorCode.unexpectedResponse, `${path} answered HTTP ${response.status} without an envelope.`);
  }

  const { errorType, errorMsg, errorData, tk, tkl } = envelope;
  if (errorType !== ErrorCode.success) {
    // Spec section 8: a login reply fails with a message of the form [type]message.
    const message = LOGIN_CALLS.has(path) ? `[${errorType}]${errorMsg}` : errorMsg;
    throw new CallError(errorType, message, errorData);
  }

  // Kept before the payload is checked: the server has already moved on to the new token.
  // A call that carried a token refreshes it only while it is still the one held: a judge
  // let go (or replaced) while the call was on its way must not come back with its answer.
  if (tk && (!withToken || holder.token() === request.tk)) holder.save(tk, tkl);
  // The payload is not checked against the call's schema here: the schemas are most of what
  // a judge's phone would download for it, and this app is served by the server it talks to,
  // whose answers the server's own tests check against every schema (apps/server/test/api.ts).
  const payload = Object.fromEntries(
    Object.entries(json as Record<string, unknown>).filter(([field]) => !ENVELOPE_FIELD_SET.has(field)),
  );
  return { payload: payload as CallResponse<P>, tk };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
