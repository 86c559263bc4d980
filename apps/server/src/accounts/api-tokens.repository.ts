import type { Db } from '../db/database.ts';
import type { ApiTokenTable } from '../db/schema.ts';
import type { MemberRow } from './members.repository.ts';

export async function insertApiToken(db: Db, row: ApiTokenTable): Promise<void> {
  await db.insertInto('api_token').values(row).execute();
}

/** A member's tokens not revoked, newest first (expired ones too: the leader sees them end). */
export function listMemberApiTokens(db: Db, memberId: string): Promise<ApiTokenTable[]> {
  return db
    .selectFrom('api_token')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export interface ApiTokenOwner {
  token: ApiTokenTable;
  member: MemberRow;
}

/** The token with this hash, not revoked, and its member, unless deactivated: one statement. */
export async function findApiTokenOwner(db: Db, tokenHash: string): Promise<ApiTokenOwner | undefined> {
  const row = await db
    .selectFrom('api_token')
    .innerJoin('member', 'member.id', 'api_token.member_id')
    .selectAll('member')
    .select([
      'api_token.id as token_id',
      'api_token.name as token_name',
      'api_token.scope as token_scope',
      'api_token.created_at as token_created_at',
      'api_token.expires_at as token_expires_at',
      'api_token.last_used_at as token_last_used_at',
    ])
    .where('api_token.token_hash', '=', tokenHash)
    .where('api_token.revoked_at', 'is', null)
    .where('member.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    token_id: id,
    token_name: name,
    token_scope: scope,
    token_created_at: createdAt,
    token_expires_at: expiresAt,
    token_last_used_at: lastUsedAt,
    ...member
  } = row;
  return {
    token: {
      id,
      token_hash: tokenHash,
      member_id: member.id,
      name,
      scope,
      created_at: createdAt,
      expires_at: expiresAt,
      last_used_at: lastUsedAt,
      revoked_at: null,
    },
    member,
  };
}

export async function markApiTokenUsed(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('api_token').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** Revokes one of the member's tokens; undefined when they hold no such token still in force. */
export async function revokeMemberApiToken(
  db: Db,
  memberId: string,
  id: string,
  now: number,
): Promise<ApiTokenTable | undefined> {
  return db
    .updateTable('api_token')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
