import { randomInt } from 'node:crypto';
import type { Questionnaire } from '@palate/engine';
import {
  CallError,
  ErrorCode,
  checkPassword,
  isLeader,
  type AccountSettings,
  type ConnectionItem,
  type LoginFailureData,
  type LoginForm,
  type MemberProfile,
  type Participation,
  type PasswordRules,
} from '@palate/protocol';
import type { Db } from '../db/database.ts';
import {
  clearLoginAttempts,
  countAccounts,
  deleteResetKeys,
  findAccountById,
  findLoginAttempt,
  findMemberById,
  findMemberByLogin,
  findResetKey,
  insertConnection,
  insertResetKey,
  listConnections,
  listJudgeLogins,
  listParticipations,
  lockLogin,
  recordLoginFailure,
  revokeOtherTokens,
  updatePassword,
} from './logins.repository.ts';
import { findAccountByCode, findDefaultAccount, type Account, type MemberRow } from './members.repository.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { hashToken, newId } from '../security/tokens.ts';
import { rulesFor, settingsOf } from './account-settings.ts';
import { recordAudit } from './audit.service.ts';
import { requireCaller, type CallContext, type Caller } from '../shared/context.ts';
import { judgesTitleOf } from '../shared/judges-title.ts';
import { authenticate, issueToken } from './members.service.ts';
import { type IssuedToken } from '../shared/handler.ts';

/**
 * The login key of a name: NFKC, no white space at all, lower case. Attempts are counted
 * under it, so "Leader", " leader " and "LEA DER" share one lock.
 */
export function foldLogin(login: string): string {
  return login.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/** Compared against when the name is unknown, so that the answer takes the same scrypt time. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${randomInt(2 ** 40)}`);
  return decoyHash;
}

interface LoginTarget {
  account: Account | undefined;
  settings: AccountSettings;
  /** Where attempts are counted: the account's id, or the folded code of an unknown account. */
  accountKey: string;
  loginKey: string;
  member: MemberRow | undefined;
}

async function findTarget(db: Db, accountCode: string | undefined, login: string): Promise<LoginTarget> {
  const code = accountCode?.trim() ?? '';
  const account = code === '' ? await findDefaultAccount(db) : await findAccountByCode(db, code);
  const loginKey = foldLogin(login);
  const member = account && loginKey !== '' ? await findMemberByLogin(db, account.id, loginKey) : undefined;
  return {
    account,
    settings: settingsOf(account ?? null),
    accountKey: account?.id ?? `unknown:${foldLogin(code)}`,
    loginKey,
    member,
  };
}

const seconds = (milliseconds: number) => Math.ceil(milliseconds / 1000);

async function assertNotLocked(db: Db, target: LoginTarget, now: number): Promise<void> {
  const attempt = await findLoginAttempt(db, target.accountKey, target.loginKey);
  if (attempt?.locked_until != null && attempt.locked_until > now) {
    const data: LoginFailureData = { nld: seconds(attempt.locked_until - now), ld: target.settings.lockSeconds };
    throw new CallError(ErrorCode.loginLocked, 'This login is locked.', data);
  }
}

/** Counts a failure and throws `code` with the tries left (and the lock, once reached). */
async function fail(db: Db, target: LoginTarget, code: number, now: number): Promise<never> {
  const failures = await recordLoginFailure(db, target.accountKey, target.loginKey, now);
  const rc = Math.max(0, target.settings.loginTries - failures);
  const data: LoginFailureData = { rc };
  if (rc === 0) {
    await lockLogin(db, target.accountKey, target.loginKey, now + target.settings.lockSeconds * 1000);
    data.nld = target.settings.lockSeconds;
    data.ld = target.settings.lockSeconds;
  }
  throw new CallError(code, 'Refused: wrong user name, password or key.', data);
}

/** The roles a member holds in this account: stored ones, judge for a judge login, debug when allowed. */
export function effectiveRoles(member: MemberRow, settings: AccountSettings): string[] {
  const roles = new Set(JSON.parse(member.roles) as string[]);
  if (member.type === 'j') roles.add('judge');
  if (settings.debugAllowed && isLeader([...roles])) roles.add('debug');
  return [...roles];
}

export interface LoginRequest {
  l: string;
  p: string;
  ua?: string | undefined;
  acc?: string | undefined;
  /** The facilitator's own login and password, when the account wants judges' logins completed. */
  fl?: string | undefined;
  fp?: string | undefined;
}

export type LoginResult =
  | { token: IssuedToken; account: Account; member: MemberRow; roles: string[]; facilitatorNeeded?: undefined }
  /** The judge is proven but gets no token until a facilitator completes the login. */
  | { token?: undefined; account: Account; member: MemberRow; roles: string[]; facilitatorNeeded: true };

/**
 * A facilitator completing a judge's login: a leader of the same account, with their own
 * password, under the same lock-out as their own login (wrong passwords count on their name).
 * Nothing is kept between the judge's step and this one: both are proven again in one call.
 */
async function checkFacilitator(db: Db, account: Account, request: LoginRequest, now: number): Promise<void> {
  const target = await findTarget(db, account.code, request.fl ?? '');
  if (target.loginKey === '') throw new CallError(ErrorCode.usernameEmpty, 'The facilitator name is empty.');
  await assertNotLocked(db, target, now);
  const { member } = target;
  const matches = await verifyPassword(request.fp ?? '', member?.password_hash ?? (await decoy()));
  if (!matches || !member || member.password_hash === null) {
    return fail(db, target, ErrorCode.wrongIdentifierOrPassword, now);
  }
  await clearLoginAttempts(db, target.accountKey, target.loginKey);
  if (member.password_expires_at !== null && member.password_expires_at <= now) {
    throw new CallError(ErrorCode.passwordExpired, "The facilitator's password has expired.");
  }
  if (!isLeader(effectiveRoles(member, target.settings))) {
    throw new CallError(ErrorCode.notEnoughRights, 'Only a leader (role user or admin) can facilitate a login.');
  }
}

/**
 * members/connect: the only login. One device per member: the new token replaces every
 * other one, whose next call gets 1101. A named judge of an account with `facilitator`
 * gets a token only once a facilitator completes the login in the same call.
 */
export async function login(context: CallContext, request: LoginRequest): Promise<LoginResult> {
  const { db, now } = context;
  const target = await findTarget(db, request.acc, request.l);
  if (target.loginKey === '') throw new CallError(ErrorCode.usernameEmpty, 'The user name is empty.');
  await assertNotLocked(db, target, now);
  const { member, account } = target;
  // An account whose login screen asks no password lets its named judges in by name alone;
  // users (leaders) always need theirs.
  const byNameAlone = !target.settings.password && member?.type === 'j';
  const matches = byNameAlone || (await verifyPassword(request.p, member?.password_hash ?? (await decoy())));
  // A deactivated member is told no more than anyone with a wrong password.
  const refused = !member || member.deactivated_at !== null || (member.password_hash === null && !byNameAlone);
  if (!matches || !account || refused) {
    return fail(db, target, ErrorCode.wrongIdentifierOrPassword, now);
  }
  await clearLoginAttempts(db, target.accountKey, target.loginKey);
  if (member.password_expires_at !== null && member.password_expires_at <= now) {
    throw new CallError(ErrorCode.passwordExpired, 'The password has expired.');
  }
  const roles = effectiveRoles(member, target.settings);
  if (member.type === 'j' && target.settings.facilitator) {
    if (request.fl === undefined) return { account, member, roles, facilitatorNeeded: true };
    await checkFacilitator(db, account, request, now);
  }
  await revokeOtherTokens(db, member.id, null, now);
  const life = member.type === 'j' ? context.settings.judgeTokenLifeSeconds : context.settings.userTokenLifeSeconds;
  const token = await issueToken(db, member.id, now + life * 1000, now);
  await insertConnection(db, {
    id: newId(),
    member_id: member.id,
    token_hash: hashToken(token.token),
    user_agent: (request.ua ?? '').slice(0, 512),
    status: 'active',
    started_at: now,
    last_at: now,
    ended_at: null,
  });
  return { token, account, member, roles };
}

export interface PasswordChange {
  tk?: string | undefined;
  l?: string | undefined;
  acc?: string | undefined;
  old?: string | undefined;
  updateKey?: string | undefined;
  new: string;
  confirm?: string | undefined;
}

/** Keys are typed by people: 16 characters without look-alikes (80 bits), shown in groups of four. */
const KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function normaliseKey(key: string): string {
  return key.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * members/updatePass. Old-password mode (old, with tk or l and acc) or reset-key mode
 * (updateKey, with l and acc). Wrong old passwords and keys count towards the lock.
 */
export async function changePassword(context: CallContext, request: PasswordChange): Promise<void> {
  const { db, now } = context;
  if (request.new === '') throw new CallError(ErrorCode.passwordEmpty, 'The new password is empty.');
  if (request.confirm !== undefined && request.confirm === '') {
    throw new CallError(ErrorCode.passwordConfirmEmpty, 'The confirmation is empty.');
  }
  if (request.confirm !== undefined && request.confirm !== request.new) {
    throw new CallError(ErrorCode.passwordConfirmMismatch, 'The confirmation differs.');
  }
  const keyMode = request.updateKey !== undefined;
  if (keyMode && normaliseKey(request.updateKey ?? '') === '') {
    throw new CallError(ErrorCode.resetKeyEmpty, 'The reset key is empty.');
  }
  if (!keyMode && !request.old) throw new CallError(ErrorCode.oldPasswordEmpty, 'The old password is empty.');

  let target: LoginTarget;
  let caller: Caller | undefined;
  if (request.tk !== undefined && !keyMode) {
    caller = await authenticate(db, context.settings, request.tk, now);
    const account = await findAccountById(db, caller.member.account_id);
    target = {
      account,
      settings: settingsOf(account ?? null),
      accountKey: caller.member.account_id,
      loginKey: caller.member.login_key ?? '',
      member: caller.member,
    };
  } else {
    if (!request.l || foldLogin(request.l) === '') throw new CallError(ErrorCode.usernameEmpty, 'No user name.');
    target = await findTarget(db, request.acc, request.l);
  }
  // A key a leader handed over is the way out of a lock, so only the old-password mode waits for it.
  if (!keyMode) await assertNotLocked(db, target, now);
  const { member } = target;
  const proven = keyMode
    ? await resetKeyMatches(db, request.updateKey ?? '', member, now)
    : await verifyPassword(request.old ?? '', member?.password_hash ?? (await decoy()));
  if (!member || !proven || (!keyMode && member.password_hash === null)) {
    return fail(db, target, keyMode ? ErrorCode.wrongResetKey : ErrorCode.wrongOldPassword, now);
  }

  const rules = rulesFor(target.settings, member.type);
  const issues = checkPassword(request.new, rules);
  if (issues.length > 0) {
    // Rules the client checks itself should have stopped this (a field error); rules it
    // does not check come back so that it can show them.
    const code = rules.clientCheck ? ErrorCode.passwordPatternField : ErrorCode.passwordPattern;
    throw new CallError(code, 'The new password does not follow the rules.', { rules, issues });
  }
  const life = target.settings.passwordLifeDays;
  await updatePassword(db, member.id, await hashPassword(request.new), life === null ? null : now + life * 86_400_000);
  await deleteResetKeys(db, member.id);
  await clearLoginAttempts(db, target.accountKey, target.loginKey);
  // A reset or change ends every other device: whoever knew the old password is out.
  await revokeOtherTokens(db, member.id, caller?.tokenHash ?? null, now);
}

async function resetKeyMatches(db: Db, typed: string, member: MemberRow | undefined, now: number): Promise<boolean> {
  const key = await findResetKey(db, hashToken(normaliseKey(typed)));
  return member !== undefined && key !== undefined && key.member_id === member.id && key.expires_at > now;
}

export interface IssuedResetKey {
  updateKey: string;
  hours: number;
}

/** A single-use reset key for a member, valid for the account's resetKeyHours; only its hash is kept. */
export async function issueResetKey(db: Db, account: Account, login: string, now: number): Promise<IssuedResetKey> {
  const member = await findMemberByLogin(db, account.id, foldLogin(login));
  if (!member) throw new CallError(ErrorCode.wrongIdentifierOrPassword, `No user "${login}".`);
  const hours = settingsOf(account).resetKeyHours;
  const key = Array.from({ length: 16 }, () => KEY_ALPHABET.charAt(randomInt(KEY_ALPHABET.length))).join('');
  await insertResetKey(db, {
    key_hash: hashToken(key),
    member_id: member.id,
    expires_at: now + hours * 3_600_000,
    created_at: now,
  });
  return { updateKey: key.match(/.{4}/g)?.join('-') ?? key, hours };
}

/** members/resetKey: an admin of the account issues a key for one of its members. */
export async function issueResetKeyAsAdmin(context: CallContext, login: string): Promise<IssuedResetKey> {
  const caller = requireCaller(context);
  const account = await findAccountById(context.db, caller.member.account_id);
  if (!account || !effectiveRoles(caller.member, settingsOf(account)).includes('admin')) {
    throw new CallError(ErrorCode.notEnoughRights, 'Only an admin issues reset keys.');
  }
  const issued = await issueResetKey(context.db, account, login, context.now);
  await recordAudit(context, 'member.resetKey', login.trim(), { hours: issued.hours });
  return issued;
}

/** members/loginForm: how the account's login screen asks. */
export async function loginFormOf(db: Db, accountCode: string | undefined): Promise<LoginForm> {
  const code = accountCode?.trim() ?? '';
  const account = code === '' ? await findDefaultAccount(db) : await findAccountByCode(db, code);
  const settings = settingsOf(account ?? null);
  const offersNames = settings.userInput !== 'text' && account !== undefined;
  return {
    // With several accounts a login without one cannot know where to look.
    accountRequired: code === '' && (await countAccounts(db)) > 1,
    userInput: offersNames ? settings.userInput : 'text',
    users: offersNames && account ? await listJudgeLogins(db, account.id) : [],
    confirm: settings.confirm,
    password: settings.password,
    resetKeyHours: settings.resetKeyHours,
  };
}

/** pass/rules: the caller's account when a token is given, else the named (or default) account. */
export async function passwordRulesOf(
  context: CallContext,
  request: { userType: 'u' | 'j' | 'p'; tk?: string | undefined; acc?: string | undefined; l?: string | undefined },
): Promise<PasswordRules> {
  const { db } = context;
  // Rules are checked by the member's own type (members/updatePass), so a known member is
  // shown those, whatever type the form asked for; userType serves a form with no member yet.
  if (request.tk !== undefined) {
    const caller = await authenticate(db, context.settings, request.tk, context.now);
    const account = await findAccountById(db, caller.member.account_id);
    return rulesFor(settingsOf(account ?? null), caller.member.type);
  }
  const target = await findTarget(db, request.acc, request.l ?? '');
  return rulesFor(target.settings, target.member?.type ?? request.userType);
}

async function callerRoles(context: CallContext): Promise<{ caller: Caller; account: Account; roles: string[] }> {
  const caller = requireCaller(context);
  const account = await findAccountById(context.db, caller.member.account_id);
  if (!account) throw new CallError(ErrorCode.tokenNotFound, 'The account is gone.');
  return { caller, account, roles: effectiveRoles(caller.member, settingsOf(account)) };
}

export async function rolesOfCaller(context: CallContext): Promise<string[]> {
  return (await callerRoles(context)).roles;
}

/** permission/request: a role name, or `leader` (user or admin). */
export async function requestPermission(context: CallContext, permission: string): Promise<void> {
  const { roles } = await callerRoles(context);
  const granted = permission === 'leader' ? isLeader(roles) : roles.includes(permission);
  if (!granted) throw new CallError(ErrorCode.notEnoughRights, `Permission "${permission}" refused.`);
}

/**
 * member/connections: the caller's own, or (for an admin) a member of the same account.
 * A member of another account is refused exactly like a missing one.
 */
export async function connectionsOf(
  context: CallContext,
  memberId: string | undefined,
  filters: { last?: number | undefined; from?: number | undefined; to?: number | undefined },
): Promise<ConnectionItem[]> {
  const { caller, roles } = await callerRoles(context);
  let owner = caller.member;
  if (memberId !== undefined && memberId !== caller.member.id) {
    const other = await findMemberById(context.db, memberId);
    if (!other || other.account_id !== caller.member.account_id || !roles.includes('admin')) {
      throw new CallError(ErrorCode.notEnoughRights, 'Not your member.');
    }
    owner = other;
  }
  const rows = await listConnections(context.db, owner.id, {
    last: filters.last ?? 50,
    from: filters.from,
    to: filters.to,
  });
  return rows.map((row) => {
    // A token that ran out unused leaves its connection open in the table: it ended all the same.
    const lapsed = row.status === 'active' && (row.token_expires_at === null || row.token_expires_at <= context.now);
    return {
      id: row.id,
      st: lapsed ? 'expired' : row.status,
      s: row.started_at,
      l: row.last_at,
      e: lapsed ? (row.token_expires_at ?? row.last_at) : row.ended_at,
      ua: row.user_agent,
    };
  });
}

/** member/profile: who the caller is, and the questionnaires they took part in. */
export async function profileOf(
  context: CallContext,
): Promise<{ profile: MemberProfile; participations: Participation[] }> {
  const { caller, account, roles } = await callerRoles(context);
  const member = caller.member;
  return {
    profile: {
      id: member.id,
      login: member.login ?? '',
      name: member.display_name,
      type: member.type,
      roles: roles.map((n) => ({ n })),
      acc: { code: account.code, name: account.name, guid: account.id },
      since: member.created_at,
      passwordExpiresAt: member.password_expires_at,
    },
    participations: (await listParticipations(context.db, member.id)).map((row) => ({
      pubId: row.pubId,
      // The judge's own page: the publication as judges know it, never the leader's name.
      pubName: judgesTitleOf(row, JSON.parse(row.definition) as Pick<Questionnaire, 'title'>, context.language),
      status: row.status,
      started: Number(row.started),
      updated: Number(row.updated),
      finished: row.finished === null ? null : Number(row.finished),
    })),
  };
}
