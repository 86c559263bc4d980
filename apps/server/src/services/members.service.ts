import { CallError, ErrorCode } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import {
  deleteToken,
  extendToken,
  findAccountByCode,
  findDefaultAccount,
  findTokenOwner,
  insertMember,
  insertToken,
} from '../repositories/members.repository.ts';
import { hashToken, newId, newToken } from '../security/tokens.ts';
import type { Caller, ServerSettings } from './context.ts';

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

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
  await insertMember(db, {
    id: memberId,
    account_id: account.id,
    type: 'j',
    login: null,
    login_key: null,
    display_name: '',
    roles: JSON.stringify(['judge']),
    password_hash: null,
    created_at: now,
  });
  return issueToken(db, memberId, now + settings.judgeTokenLifeSeconds * 1000, now);
}

async function issueToken(db: Db, memberId: string, expiresAt: number, now: number): Promise<IssuedToken> {
  const token = newToken();
  await insertToken(db, hashToken(token), memberId, expiresAt, now);
  return { token, expiresAt };
}

/** Who sent this token: 1101 when it is unknown, 1100 when it has expired. */
export async function authenticate(db: Db, settings: ServerSettings, token: string, now: number): Promise<Caller> {
  const tokenHash = hashToken(token);
  const owner = await findTokenOwner(db, tokenHash);
  if (!owner) throw new CallError(ErrorCode.tokenNotFound, 'Unknown token.');
  if (owner.expiresAt <= now) {
    await deleteToken(db, tokenHash);
    throw new CallError(ErrorCode.tokenExpired, 'The connection has expired.');
  }
  const life = (owner.member.type === 'j' ? settings.judgeTokenLifeSeconds : settings.userTokenLifeSeconds) * 1000;
  let expiresAt = owner.expiresAt;
  // Extended only once half its life is gone, so a judge's every click does not write.
  if (expiresAt - now < life / 2) {
    expiresAt = now + life;
    await extendToken(db, tokenHash, expiresAt);
  }
  return { member: owner.member, tokenHash, token, expiresAt };
}

export async function disconnect(db: Db, caller: Caller): Promise<void> {
  await deleteToken(db, caller.tokenHash);
}
