import type { Db } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';

export async function insertAuditEntry(db: Db, entry: AuditLogTable): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditQuery {
  action?: string | undefined;
  actor?: string | undefined;
  since?: number | undefined;
  until?: number | undefined;
  limit: number;
}

/** An account's log, newest first, filtered by action (a prefix: `run.` for every run action), actor and period. */
export async function listAuditEntries(db: Db, accountId: string, query: AuditQuery): Promise<AuditLogTable[]> {
  let select = db.selectFrom('audit_log').selectAll().where('account_id', '=', accountId);
  // A prefix as a range, which both databases compare alike (LIKE escapes differ between them).
  if (query.action)
    select = select.where('action', '>=', query.action).where('action', '<', `${query.action}\u{10ffff}`);
  if (query.actor) select = select.where('actor_id', '=', query.actor);
  if (query.since !== undefined) select = select.where('at', '>=', query.since);
  if (query.until !== undefined) select = select.where('at', '<', query.until);
  return select.orderBy('at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}
