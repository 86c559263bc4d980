import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LoginAttemptTable, MemberConnectionTable, ResetKeyTable } from '../db/schema.ts';
import type { Account, MemberRow } from './members.repository.ts';

export type LoginAttempt = LoginAttemptTable;
export type ConnectionRow = MemberConnectionTable;

export function countAccounts(db: Db): Promise<number> {
  return db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  return db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateAccountSettings(db: Db, accountId: string, settings: string): Promise<void> {
  await db.updateTable('account').set({ login_settings: settings }).where('id', '=', accountId).execute();
}

export function findMemberByLogin(db: Db, accountId: string, loginKey: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('login_key', '=', loginKey)
    .executeTakeFirst();
}

export function findMemberById(db: Db, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Named judges of an account, for a login screen that offers their names. */
export async function listJudgeLogins(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('member')
    .select('login')
    .where('account_id', '=', accountId)
    .where('type', '=', 'j')
    .where('login', 'is not', null)
    .orderBy('login')
    .execute();
  return rows.flatMap((row) => (row.login === null ? [] : [row.login]));
}

export async function updatePassword(
  db: Db,
  memberId: string,
  passwordHash: string,
  expiresAt: number | null,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ password_hash: passwordHash, password_expires_at: expiresAt })
    .where('id', '=', memberId)
    .execute();
}

export async function updateRoles(db: Db, memberId: string, roles: string): Promise<void> {
  await db.updateTable('member').set({ roles }).where('id', '=', memberId).execute();
}

export function findLoginAttempt(db: Db, accountKey: string, loginKey: string): Promise<LoginAttempt | undefined> {
  return db
    .selectFrom('login_attempt')
    .selectAll()
    .where('account_key', '=', accountKey)
    .where('login_key', '=', loginKey)
    .executeTakeFirst();
}

/**
 * Counts one more failure in a single statement, so that concurrent attempts cannot
 * share a count; a lock that has run out starts the count again. Returns the new count.
 */
export async function recordLoginFailure(db: Db, accountKey: string, loginKey: string, now: number): Promise<number> {
  const row = await db
    .insertInto('login_attempt')
    .values({ account_key: accountKey, login_key: loginKey, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['account_key', 'login_key']).doUpdateSet({
        failures: sql<number>`case when login_attempt.locked_until is not null and login_attempt.locked_until <= ${now} then 1 else login_attempt.failures + 1 end`,
        locked_until: sql<
          number | null
        >`case when login_attempt.locked_until <= ${now} then null else login_attempt.locked_until end`,
        updated_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockLogin(db: Db, accountKey: string, loginKey: string, until: number): Promise<void> {
  await db
    .updateTable('login_attempt')
    .set({ locked_until: until })
    .where('account_key', '=', accountKey)
    .where('login_key', '=', loginKey)
    .execute();
}

export async function clearLoginAttempts(db: Db, accountKey: string, loginKey: string): Promise<number> {
  const result = await db
    .deleteFrom('login_attempt')
    .where('account_key', '=', accountKey)
    .where('login_key', '=', loginKey)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Ends every token of the member but one. Their open connections are recorded as replaced,
 * or as expired when their token had already run out.
 */
export async function revokeOtherTokens(db: Db, memberId: string, keptTokenHash: string | null, now: number) {
  await db.transaction().execute(async (trx) => {
    let open = trx
      .selectFrom('member_connection')
      .leftJoin('member_token', 'member_token.token_hash', 'member_connection.token_hash')
      .select(['member_connection.id as id', 'member_token.expires_at as expiresAt'])
      .where('member_connection.member_id', '=', memberId)
      .where('member_connection.status', '=', 'active');
    let tokens = trx.deleteFrom('member_token').where('member_id', '=', memberId);
    if (keptTokenHash !== null) {
      open = open.where('member_connection.token_hash', '!=', keptTokenHash);
      tokens = tokens.where('token_hash', '!=', keptTokenHash);
    }
    // One device per member: there is rarely more than one to end.
    for (const connection of await open.execute()) {
      const lapsed = connection.expiresAt === null || connection.expiresAt <= now;
      await trx
        .updateTable('member_connection')
        .set({
          status: lapsed ? 'expired' : 'replaced',
          ended_at: lapsed ? (connection.expiresAt ?? now) : now,
          token_hash: null,
        })
        .where('id', '=', connection.id)
        .execute();
    }
    await tokens.execute();
  });
}

export async function insertConnection(db: Db, connection: ConnectionRow): Promise<void> {
  await db.insertInto('member_connection').values(connection).execute();
}

/** Last activity, written at most once a minute so that a busy member does not write on every call. */
export async function touchConnection(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('member_connection')
    .set({ last_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_at', '<', now - 60_000)
    .execute();
}

export async function endConnection(
  db: Db,
  tokenHash: string,
  status: 'ended' | 'expired',
  endedAt: number,
): Promise<void> {
  await db
    .updateTable('member_connection')
    .set({ status, ended_at: endedAt, token_hash: null })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function moveConnectionToken(db: Db, oldHash: string, newHash: string): Promise<void> {
  await db.updateTable('member_connection').set({ token_hash: newHash }).where('token_hash', '=', oldHash).execute();
}

/** A member's connections, newest first, with the expiry of the token of those still open. */
export function listConnections(
  db: Db,
  memberId: string,
  filters: { last: number; from?: number | undefined; to?: number | undefined },
): Promise<(ConnectionRow & { token_expires_at: number | null })[]> {
  let query = db
    .selectFrom('member_connection')
    .leftJoin('member_token', 'member_token.token_hash', 'member_connection.token_hash')
    .selectAll('member_connection')
    .select('member_token.expires_at as token_expires_at')
    .where('member_connection.member_id', '=', memberId);
  if (filters.from !== undefined) query = query.where('member_connection.started_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('member_connection.started_at', '<', filters.to);
  return query
    .orderBy('member_connection.started_at', 'desc')
    .orderBy('member_connection.id')
    .limit(filters.last)
    .execute();
}

export async function insertResetKey(db: Db, key: ResetKeyTable): Promise<void> {
  await db.insertInto('reset_key').values(key).execute();
}

export function findResetKey(db: Db, keyHash: string): Promise<ResetKeyTable | undefined> {
  return db.selectFrom('reset_key').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export async function deleteResetKeys(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('reset_key').where('member_id', '=', memberId).execute();
}

/**
 * A member's runs, newest first, with their publication's name (the leader's) and what
 * judges see it as: its title for judges, else its questionnaire's definition (for its title).
 */
export function listParticipations(db: Db, memberId: string) {
  return db
    .selectFrom('judge_session')
    .innerJoin('publication', 'publication.id', 'judge_session.publication_id')
    .innerJoin('questionnaire', 'questionnaire.id', 'publication.questionnaire_id')
    .select([
      'publication.id as pubId',
      'publication.name as pubName',
      'publication.judges_title',
      'questionnaire.definition',
      'judge_session.status as status',
      'judge_session.started_at as started',
      'judge_session.updated_at as updated',
      'judge_session.finished_at as finished',
    ])
    .where('judge_session.member_id', '=', memberId)
    .orderBy('judge_session.started_at', 'desc')
    .execute();
}
