import {
  CallError,
  ErrorCode,
  calls,
  callUrl,
  readEnvelope,
  type CallPath,
  type CallRequest,
  type CallResponse,
} from '@palate/protocol';
import { readSession, saveSession, type LeaderSession } from './session.ts';

/** A call's body without the token, which the client adds for the signed-in leader. */
export type CallBody<P extends CallPath> = Omit<CallRequest<P>, 'tk'>;

/** The token is unknown or expired: the leader signs in again. */
export function isSignedOut(error: unknown): boolean {
  return (
    error instanceof CallError && (error.code === ErrorCode.tokenExpired || error.code === ErrorCode.tokenNotFound)
  );
}

/** The member signed in, but is no panel leader (role user or admin). */
export class NotALeaderError extends Error {}

async function exchange<P extends CallPath>(
  path: P,
  body: Record<string, unknown>,
  language: string,
): Promise<{ payload: CallResponse<P>; token: string | undefined }> {
  const response = await fetch(callUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  const envelope = readEnvelope(json);
  if (!envelope) {
    throw new CallError(ErrorCode.unexpectedResponse, 'The server gave an answer that could not be read.');
  }
  if (envelope.errorType !== 0) {
    throw new CallError(envelope.errorType, envelope.errorMsg, envelope.errorData);
  }
  const payload = calls[path].response.safeParse(json);
  if (!payload.success) {
    throw new CallError(ErrorCode.unexpectedResponse, `${path} gave an answer that could not be read.`);
  }
  return { payload: payload.data as CallResponse<P>, token: envelope.tk };
}

/**
 * One call as the signed-in leader. Resolves with the payload checked against the call's
 * schema; rejects with the server's CallError. Every answer's refreshed token is kept; a
 * refused token ends the session.
 */
export async function callAsLeader<P extends CallPath>(
  path: P,
  body: CallBody<P>,
  language: string,
): Promise<CallResponse<P>> {
  const session = readSession();
  try {
    const { payload, token } = await exchange(path, { ...body, tk: session?.token }, language);
    if (session && token) saveSession({ ...session, token });
    return payload;
  } catch (error) {
    if (isSignedOut(error)) saveSession(null);
    throw error;
  }
}

/** Signs a member in with the one login of the product; only a panel leader is kept. */
export async function signIn(
  credentials: { login: string; password: string; account: string },
  language: string,
): Promise<LeaderSession> {
  const { payload, token } = await exchange(
    'members/connect',
    { l: credentials.login, p: credentials.password, ...(credentials.account ? { acc: credentials.account } : {}) },
    language,
  );
  const account = payload.acc.items[0];
  const leader = account?.roles.some((role) => role.n === 'user' || role.n === 'admin') === true;
  if (!token || !account) throw new CallError(ErrorCode.unexpectedResponse, 'members/connect gave no token.');
  if (!leader) {
    // A judge's token is of no use here: end it rather than leave it alive.
    await exchange('members/disconnect', { tk: token }, language).catch(() => undefined);
    throw new NotALeaderError();
  }
  return {
    token,
    name: payload.user.name,
    account: account.acc,
    admin: account.roles.some((role) => role.n === 'admin'),
  };
}
