import type { AuditEntryView } from '@palate/protocol';
import { insertAuditEntry, listAuditEntries, type AuditQuery } from './audit.repository.ts';
import { newId } from '../security/tokens.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';

/**
 * Keeps in the account's audit log that the caller did `action` to `target`. Called by
 * each service that changes a session or a setting from the console, after the change.
 */
export async function recordAudit(
  context: CallContext,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const { member } = requireCaller(context);
  await insertAuditEntry(context.db, {
    id: newId(),
    account_id: member.account_id,
    actor_id: member.id,
    actor_name: member.display_name,
    action,
    target,
    detail: JSON.stringify(detail),
    at: context.now,
  });
}

/** acc/audit: the caller's account's log, newest first, as the filters ask. */
export async function auditLog(context: CallContext, query: AuditQuery): Promise<AuditEntryView[]> {
  const rows = await listAuditEntries(context.db, requireCaller(context).member.account_id, query);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    target: row.target,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
    at: row.at,
  }));
}
