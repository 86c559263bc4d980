import { sql } from 'kysely';
import { engineOf, type Db } from '../db/database.ts';
import { inStatementBatch, type BatchedStatement } from '../db/statement-batch.ts';
import type { JudgeSessionTable, MemberTable, PublicationTable } from '../db/schema.ts';
import { findTokenOwner, type TokenOwner } from '../accounts/members.repository.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { findSession } from './runs.repository.ts';

/** A token's owner with the run a call names and that run's publication, when they exist (whoever's the run is). */
export interface CallerRun {
  owner: TokenOwner;
  session: JudgeSessionTable | undefined;
  publication: PublicationTable | undefined;
}

/**
 * The token's owner (a deactivated member's token is no token, as in findTokenOwner), the
 * session and its publication. On PostgreSQL one statement, shared with the other posts
 * read in the same turn (db/statement-batch.ts), since each is a round trip: a judge's post
 * reads all it needs before its write in one. SQLite answers in process, where three small
 * statements cost no more.
 */
export async function findCallerRun(db: Db, tokenHash: string, sessionId: string): Promise<CallerRun | undefined> {
  if (engineOf(db) === 'sqlite') {
    const owner = await findTokenOwner(db, tokenHash);
    if (!owner) return undefined;
    const session = await findSession(db, sessionId);
    const publication = session && (await findPublication(db, session.publication_id));
    return { owner, session, publication };
  }
  return inStatementBatch(db, callerRuns, { tokenHash, sessionId });
}

interface CallerRunWanted {
  tokenHash: string;
  sessionId: string;
}

/**
 * Whole rows as JSON (plain json, which PostgreSQL builds faster than jsonb), so that the
 * three tables' columns need no list (nor aliases) here; epoch milliseconds are bigint,
 * numbers in JSON as the pool's parser makes them. `wanted` numbers the items from 1.
 */
const callerRuns: BatchedStatement<CallerRunWanted, CallerRun | undefined> = {
  run: async (db, items) => {
    const { rows } = await sql<{
      item: number;
      token_expires_at: number;
      member: MemberTable;
      session: JudgeSessionTable | null;
      publication: PublicationTable | null;
    }>`
      select wanted.item::integer as item, member_token.expires_at as token_expires_at,
        row_to_json(member) as member, row_to_json(judge_session) as session,
        row_to_json(publication) as publication
      from unnest(${items.map((item) => item.tokenHash)}::text[], ${items.map((item) => item.sessionId)}::text[])
        with ordinality as wanted (token_hash, session_id, item)
      join member_token on member_token.token_hash = wanted.token_hash
      join member on member.id = member_token.member_id
      left join judge_session on judge_session.id = wanted.session_id
      left join publication on publication.id = judge_session.publication_id
      where member.deactivated_at is null`.execute(db);
    const found = new Map(rows.map((row) => [row.item, row]));
    return items.map((_, index) => {
      const row = found.get(index + 1);
      return (
        row && {
          owner: { member: row.member, expiresAt: row.token_expires_at },
          session: row.session ?? undefined,
          publication: row.publication ?? undefined,
        }
      );
    });
  },
};
