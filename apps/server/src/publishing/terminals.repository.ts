import type { Db } from '../db/database.ts';
import type { TerminalTable } from '../db/schema.ts';

export type TerminalRow = TerminalTable;

export interface TerminalWithJudge extends TerminalRow {
  judge_login: string | null;
  judge_name: string | null;
}

export async function insertTerminal(db: Db, terminal: TerminalRow): Promise<void> {
  await db.insertInto('terminal').values(terminal).execute();
}

export function findTerminal(db: Db, id: string): Promise<TerminalRow | undefined> {
  return db.selectFrom('terminal').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTerminalByName(db: Db, accountId: string, name: string): Promise<TerminalRow | undefined> {
  return db
    .selectFrom('terminal')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export function findTerminalByToken(db: Db, tokenHash: string): Promise<TerminalRow | undefined> {
  return db.selectFrom('terminal').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function listTerminals(db: Db, accountId: string): Promise<TerminalWithJudge[]> {
  return db
    .selectFrom('terminal')
    .leftJoin('member', 'member.id', 'terminal.judge_member_id')
    .selectAll('terminal')
    .select(['member.login as judge_login', 'member.display_name as judge_name'])
    .where('terminal.account_id', '=', accountId)
    .orderBy('terminal.name')
    .execute();
}

export async function connectTerminal(db: Db, id: string, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('terminal')
    .set({
      token_hash: tokenHash,
      connected_at: now,
      last_seen_at: now,
      judge_member_id: null,
      judge_block_id: null,
      call_at: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function disconnectTerminal(db: Db, id: string): Promise<void> {
  await db
    .updateTable('terminal')
    .set({ token_hash: null, connected_at: null, judge_member_id: null, judge_block_id: null, call_at: null })
    .where('id', '=', id)
    .execute();
}

export async function touchTerminal(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('terminal').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/**
 * Who answers on the terminal now; null for nobody (the terminal shows its start screen).
 * A call to the leader belongs to the judge at the list: it ends when they move on.
 */
export async function setTerminalJudge(
  db: Db,
  id: string,
  judge: { memberId: string; blockId: string | null } | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('terminal')
    .set({
      judge_member_id: judge?.memberId ?? null,
      judge_block_id: judge?.blockId ?? null,
      call_at: null,
      last_seen_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The judge on the terminal calls the panel leader (a time), or no longer does (null). */
export async function setTerminalCall(db: Db, id: string, callAt: number | null): Promise<void> {
  await db.updateTable('terminal').set({ call_at: callAt }).where('id', '=', id).execute();
}

/** The connected terminals, other than one, where a judge is answering now. */
export function listOtherTerminalsOfJudge(db: Db, memberId: string, exceptId: string): Promise<TerminalRow[]> {
  return db
    .selectFrom('terminal')
    .selectAll()
    .where('judge_member_id', '=', memberId)
    .where('id', '!=', exceptId)
    .where('token_hash', 'is not', null)
    .execute();
}

/** Judges answering each block on a connected terminal now. */
export async function countJudgesOnTerminals(db: Db, blockIds: string[]): Promise<Map<string, number>> {
  if (blockIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('terminal')
    .select(['judge_block_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('judges'))
    .where('judge_block_id', 'in', blockIds)
    .where('token_hash', 'is not', null)
    .groupBy('judge_block_id')
    .execute();
  return new Map(rows.map((row) => [row.judge_block_id ?? '', Number(row.judges)]));
}

/** The booth is free again: no judge on it, no call waiting. */
export async function releaseTerminal(db: Db, id: string): Promise<void> {
  await db
    .updateTable('terminal')
    .set({ judge_member_id: null, judge_block_id: null, call_at: null })
    .where('id', '=', id)
    .execute();
}
