import { CallError, ErrorCode, ROLES, accountSettings, type AccountSettings } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import {
  clearLoginAttempts,
  findMemberByLogin,
  updateAccountSettings,
  updatePassword,
  updateRoles,
} from './logins.repository.ts';
import { findAccountByCode, insertAccount, insertMember, type Account } from './members.repository.ts';
import { generatePassword, hashPassword } from '../security/passwords.ts';
import { newId } from '../security/tokens.ts';
import { settingsOf } from './account-settings.ts';
import { foldLogin, issueResetKey, type IssuedResetKey } from './login.service.ts';

/** The administration the command line offers (cli.ts); the rules live here so tests share them. */

const RESERVED_CODE_TAGS = new Set(['lang', 'report', 'link', 'syncResults', 'expTime', 'debug', 'd-win', 'd-android']);

/** The spec's account-code rule (section 5): non-empty, none of / % # or space, no reserved tag. */
export function accountCodeProblem(code: string): string | null {
  if (code.trim() === '') return 'Please provide a valid code.';
  const bad = [...new Set([...code].filter((character) => '/%# '.includes(character)))];
  if (bad.length > 0) return `Characters not allowed: ${bad.map((character) => `"${character}"`).join(' ')}`;
  const reserved = code.split('.').filter((tag) => RESERVED_CODE_TAGS.has(tag));
  if (reserved.length > 0) return `Keyword(s) not allowed: ${reserved.join(', ')}`;
  return null;
}

export async function createAccount(
  db: Db,
  input: { code: string; name: string; settings?: Partial<AccountSettings> },
  now: number,
): Promise<Account> {
  const problem = accountCodeProblem(input.code);
  if (problem) throw new Error(problem);
  if (await findAccountByCode(db, input.code)) throw new Error(`The account "${input.code}" already exists.`);
  const account: Account = {
    id: newId(),
    code: input.code,
    name: input.name,
    created_at: now,
    login_settings: input.settings ? JSON.stringify(accountSettings.parse(input.settings)) : null,
    max_devices: null,
  };
  await insertAccount(db, account);
  return account;
}

export async function requireAccount(db: Db, code: string): Promise<Account> {
  const account = await findAccountByCode(db, code);
  if (!account) throw new Error(`No account "${code}".`);
  return account;
}

function checkRoles(roles: readonly string[]): string[] {
  const unknown = roles.filter((role) => !(ROLES as readonly string[]).includes(role) || role === 'judge');
  if (unknown.length > 0) throw new Error(`Unknown role(s): ${unknown.join(', ')} (use user, admin or debug).`);
  return [...new Set(roles)];
}

export interface NewUser {
  login: string;
  name?: string | undefined;
  type: 'u' | 'j';
  roles: string[];
  /** Generated (and returned once) when absent. */
  password?: string | undefined;
  /** The first login must change the password (1004). */
  mustChange?: boolean | undefined;
  /** The judge's language, as the lab gave it. */
  language?: string | undefined;
}

/** A leader (type u) or a named judge (type j). Returns the password when it was generated. */
export async function createUser(
  db: Db,
  account: Account,
  user: NewUser,
  now: number,
): Promise<{ id: string; generatedPassword: string | null }> {
  const loginKey = foldLogin(user.login);
  if (loginKey === '') throw new Error('The login is empty.');
  if (await findMemberByLogin(db, account.id, loginKey)) {
    throw new Error(`"${user.login}" already exists in this account (names are compared without case or spaces).`);
  }
  const roles = checkRoles(user.type === 'j' ? [] : user.roles.length > 0 ? user.roles : ['user']);
  const password = user.password ?? generatePassword();
  const id = newId();
  await insertMember(db, {
    id,
    account_id: account.id,
    type: user.type,
    login: user.login.trim(),
    login_key: loginKey,
    display_name: user.name ?? user.login.trim(),
    roles: JSON.stringify(roles),
    password_hash: await hashPassword(password),
    created_at: now,
    password_expires_at: user.mustChange ? now : null,
    language: user.language ?? null,
  });
  return { id, generatedPassword: user.password === undefined ? password : null };
}

export async function requireMember(db: Db, account: Account, login: string) {
  const member = await findMemberByLogin(db, account.id, foldLogin(login));
  if (!member) throw new Error(`No user "${login}" in account "${account.code}".`);
  return member;
}

export async function setRoles(db: Db, account: Account, login: string, roles: string[]): Promise<void> {
  const member = await requireMember(db, account, login);
  await updateRoles(db, member.id, JSON.stringify(checkRoles(roles)));
}

/** Sets a password directly (for example a generated one); with mustChange it is expired at once. */
export async function setPassword(
  db: Db,
  account: Account,
  login: string,
  password: string,
  mustChange: boolean,
  now: number,
): Promise<void> {
  const member = await requireMember(db, account, login);
  await updatePassword(db, member.id, await hashPassword(password), mustChange ? now : null);
}

/** Lifts a lock-out at once; true when there was something to lift. */
export async function unlock(db: Db, account: Account, login: string): Promise<boolean> {
  return (await clearLoginAttempts(db, account.id, foldLogin(login))) > 0;
}

export function resetKeyFor(db: Db, account: Account, login: string, now: number): Promise<IssuedResetKey> {
  return issueResetKey(db, account, login, now).catch((error: unknown) => {
    if (error instanceof CallError && error.code === ErrorCode.wrongIdentifierOrPassword) {
      throw new Error(`No user "${login}" in account "${account.code}".`, { cause: error });
    }
    throw error;
  });
}

/** Changes some login settings of an account, keeping the others; returns the settings now in force. */
export async function changeSettings(
  db: Db,
  account: Account,
  changes: Partial<AccountSettings>,
): Promise<AccountSettings> {
  const settings = accountSettings.parse({ ...settingsOf(account), ...changes });
  await updateAccountSettings(db, account.id, JSON.stringify(settings));
  return settings;
}
