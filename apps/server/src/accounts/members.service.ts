import { CallError, ErrorCode } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import {
  deleteToken,
  extendToken,
  findAccountByCode,
  findDefaultAccount,
  findTokenOwner,
  insertAnonymousJudge,
  insertToken,
  type TokenOwner,
} from './members.repository.ts';
import { endConnection, moveConnectionToken, touchConnection } from './logins.repository.ts';
import { hashToken, newId, newToken } from '../security/tokens.ts';
import type { Caller, ServerSettings } from '../shared/context.ts';
import type { IssuedToken } from '../shared/handler.ts';

/** A judge who answers without identification (members/add, type j). */
export async function addAnonymousJudge(
  db: Db,
  settings: ServerSettings,
  accountCode: string | undefined,
  now: number,
): Promise<IssuedToken> {
  const account = accountCode ? await findAccountByCode(db, accountCode) : await findDefaultAccount(db);
  if (!account) throw new CallError(ErrorCode.invalidLink, `No account "${accountCode ?? ''}".`);
  const memberId = newId();
  await insertAnonymousJudge(db, memberId, account.id, now);
  return issueToken(db, memberId, now + settings.judgeTokenLifeSeconds * 1000, now);
}

export async function issueToken(db: Db, memberId: string, expiresAt: number, now: number): Promise<IssuedToken> {
  const token = newToken();
  await insertToken(db, hashToken(token), memberId, expiresAt, now);
  return { token, expiresAt };
}

const DEFAULT_RENEWAL_GRACE_SECONDS = 300;

/**
 * Who sent this token: 1101 when it is unknown, 1100 when it has expired. An anonymous
 * judge's expired token stays renewable for the grace period (spec section 4: a refresh on
 * 1100), by members/check with updTk only (`renewing`), since such a judge has no login to
 * come back with and would lose their run; past the grace it is gone (then 1101). A named
 * member's time-out is the point of it: they log in again.
 */
export async function authenticate(
  db: Db,
  settings: ServerSettings,
  token: string,
  now: number,
  renewing = false,
): Promise<Caller> {
  const tokenHash = hashToken(token);
  return admit(db, settings, { token, tokenHash, owner: await findTokenOwner(db, tokenHash) }, now, renewing);
}

/** Checks a token's owner and life, renewing an anonymous judge's within its grace: every authentication's rule. */
export async function admit(
  db: Db,
  settings: ServerSettings,
  { token, tokenHash, owner }: { token: string; tokenHash: string; owner: TokenOwner | undefined },
  now: number,
  renewing: boolean,
): Promise<Caller> {
  if (!owner) throw new CallError(ErrorCode.tokenNotFound, 'Unknown token.');
  const named = owner.member.login !== null;
  const life = (owner.member.type === 'j' ? settings.judgeTokenLifeSeconds : settings.userTokenLifeSeconds) * 1000;
  const graceEnd = owner.expiresAt + (settings.tokenRenewalGraceSeconds ?? DEFAULT_RENEWAL_GRACE_SECONDS) * 1000;
  const renewable = !named && now < graceEnd;
  if (owner.expiresAt <= now && !(renewing && renewable)) {
    if (!renewable) {
      if (named) await endConnection(db, tokenHash, 'expired', owner.expiresAt);
      await deleteToken(db, tokenHash);
    }
    throw new CallError(ErrorCode.tokenExpired, 'The connection has expired.');
  }
  let expiresAt = owner.expiresAt;
  // Extended only once half its life is gone, so a judge's every click does not write.
  if (expiresAt - now < life / 2) {
    expiresAt = now + life;
    await extendToken(db, tokenHash, expiresAt);
  }
  if (named) await touchConnection(db, tokenHash, now);
  return { member: owner.member, tokenHash, token, expiresAt };
}

export async function disconnect(db: Db, caller: Caller, now: number): Promise<void> {
  await endConnection(db, caller.tokenHash, 'ended', now);
  await deleteToken(db, caller.tokenHash);
}

/** members/check with updTk: a new token for the same connection; the old one is gone at once. */
export async function renewToken(db: Db, caller: Caller, now: number): Promise<IssuedToken> {
  const renewed = await issueToken(db, caller.member.id, caller.expiresAt, now);
  await moveConnectionToken(db, caller.tokenHash, hashToken(renewed.token));
  await deleteToken(db, caller.tokenHash);
  return renewed;
}
