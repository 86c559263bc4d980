import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AccountTable, MemberTable } from '../db/schema.ts';

export type Account = AccountTable;
export type MemberRow = MemberTable;

export interface TokenOwner {
  member: MemberRow;
  expiresAt: number;
}

export async function insertAccount(db: Db, account: Insertable<Account>): Promise<void> {
  await db.insertInto('account').values(account).execute();
}

export function findAccountByCode(db: Db, code: string): Promise<Account | undefined> {
  return db.selectFrom('account').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The account anonymous judges join when they name none: the oldest one. */
export function findDefaultAccount(db: Db): Promise<Account | undefined> {
  return db.selectFrom('account').selectAll().orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

export async function insertMember(db: Db, member: Insertable<MemberRow>): Promise<void> {
  await db.insertInto('member').values(member).execute();
}

/** A judge known to no one: no login, name or password (a link's respondent, or a deleted judge's answers). */
export async function insertAnonymousJudge(db: Db, id: string, accountId: string, now: number): Promise<void> {
  await insertMember(db, {
    id,
    account_id: accountId,
    type: 'j',
    login: null,
    login_key: null,
    display_name: '',
    roles: JSON.stringify(['judge']),
    password_hash: null,
    created_at: now,
  });
}

export async function insertToken(db: Db, tokenHash: string, memberId: string, expiresAt: number, now: number) {
  await db
    .insertInto('member_token')
    .values({ token_hash: tokenHash, member_id: memberId, expires_at: expiresAt, created_at: now })
    .execute();
}

export async function findTokenOwner(db: Db, tokenHash: string): Promise<TokenOwner | undefined> {
  const row = await db
    .selectFrom('member_token')
    .innerJoin('member', 'member.id', 'member_token.member_id')
    .selectAll('member')
    .select('member_token.expires_at as token_expires_at')
    .where('member_token.token_hash', '=', tokenHash)
    // A deactivated member's token is no token at all.
    .where('member.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_expires_at: expiresAt, ...member } = row;
  return { member, expiresAt };
}

export async function extendToken(db: Db, tokenHash: string, expiresAt: number): Promise<void> {
  await db.updateTable('member_token').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('member_token').where('token_hash', '=', tokenHash).execute();
}

export function findAccount(db: Db, id: string): Promise<Account | undefined> {
  return db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account's members who log in by name (leaders and named judges), by name. */
export function listNamedMembers(
  db: Db,
  accountId: string,
): Promise<Pick<MemberRow, 'id' | 'login' | 'display_name' | 'type'>[]> {
  return db
    .selectFrom('member')
    .select(['id', 'login', 'display_name', 'type'])
    .where('account_id', '=', accountId)
    .where('login', 'is not', null)
    .orderBy('display_name')
    .orderBy('login')
    .execute();
}

/** The account's judges who log in by name, for a booth's list of logins. */
export function listNamedJudges(db: Db, accountId: string): Promise<Pick<MemberRow, 'login' | 'display_name'>[]> {
  return db
    .selectFrom('member')
    .select(['login', 'display_name'])
    .where('account_id', '=', accountId)
    .where('type', '=', 'j')
    .where('login', 'is not', null)
    .orderBy('login')
    .execute();
}

export type AdministeredMemberRow = MemberRow & { last_seen: number | null; locked_until: number | null };

/**
 * The account's members for the console, by name, with when each was last seen and their
 * lock-out, if any: one query whatever the account's size.
 */
export function listAdministeredMembers(
  db: Db,
  accountId: string,
  filters: { search?: string | undefined; type?: 'u' | 'j' | undefined },
): Promise<AdministeredMemberRow[]> {
  let query = db
    .selectFrom('member')
    .selectAll('member')
    .select((eb) => [
      eb
        .selectFrom('member_connection')
        .select((inner) => inner.fn.max('member_connection.last_at').as('last'))
        .whereRef('member_connection.member_id', '=', 'member.id')
        .as('last_seen'),
      eb
        .selectFrom('login_attempt')
        .select('login_attempt.locked_until')
        .where('login_attempt.account_key', '=', accountId)
        .whereRef('login_attempt.login_key', '=', 'member.login_key')
        .as('locked_until'),
    ])
    .where('member.account_id', '=', accountId)
    // Anonymous judges are many and nameless: the screen is for the members a lab manages.
    .where('member.login', 'is not', null);
  if (filters.type) query = query.where('member.type', '=', filters.type);
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['member.login']), 'like', `%${search.replace(/[%_]/g, '')}%`),
        eb(eb.fn('lower', ['member.display_name']), 'like', `%${search.replace(/[%_]/g, '')}%`),
      ]),
    );
  }
  return query.orderBy('member.display_name').orderBy('member.login').limit(1000).execute() as Promise<
    AdministeredMemberRow[]
  >;
}

export async function setMemberDeactivated(db: Db, memberId: string, at: number | null): Promise<void> {
  await db.updateTable('member').set({ deactivated_at: at }).where('id', '=', memberId).execute();
}
