import { CallError, ErrorCode, type AuthoredPortalPart } from '@palate/protocol';
import { findPublicationLink } from './links.repository.ts';
import { listAccountPortalScreens, savePortalScreen } from './portal.repository.ts';
import { findPublication } from './publications.repository.ts';
import { findTerminal } from './terminals.repository.ts';
import { newId } from '../security/tokens.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';

/** acc/portal/list */
export async function portalParts(context: CallContext): Promise<AuthoredPortalPart[]> {
  const rows = await listAccountPortalScreens(context.db, requireCaller(context).member.account_id);
  return rows.flatMap((row) =>
    (row.type === 'home' || row.type === 'login') && (row.name === 'header' || row.name === 'footer')
      ? [
          {
            scope: row.scope,
            scopeId: row.scope_id,
            type: row.type,
            name: row.name,
            content: row.content,
            style: row.style,
          },
        ]
      : [],
  );
}

/** The scope named is the caller's account, one of its booths or one of its publications' links, or 90422. */
async function assertOwnScope(
  context: CallContext,
  scope: AuthoredPortalPart['scope'],
  scopeId: string,
): Promise<void> {
  const accountId = requireCaller(context).member.account_id;
  let own = false;
  if (scope === 'account') own = scopeId === accountId;
  else if (scope === 'terminal') own = (await findTerminal(context.db, scopeId))?.account_id === accountId;
  else {
    const link = await findPublicationLink(context.db, scopeId);
    own = link !== undefined && (await findPublication(context.db, link.publication_id))?.account_id === accountId;
  }
  if (!own) throw new CallError(ErrorCode.invalidRequest, 'There is no such booth or link in this account.');
}

/** acc/portal/save: stored as written; the judges' app sanitises it where it shows it (PortalFrame). */
export async function savePortalPart(
  context: CallContext,
  part: Omit<AuthoredPortalPart, 'scopeId'> & { scopeId?: string | undefined },
): Promise<void> {
  const accountId = requireCaller(context).member.account_id;
  const scopeId = part.scope === 'account' ? (part.scopeId ?? accountId) : part.scopeId;
  if (scopeId === undefined) throw new CallError(ErrorCode.invalidRequest, 'A booth or a link is needed.');
  await assertOwnScope(context, part.scope, scopeId);
  await savePortalScreen(context.db, {
    id: newId(),
    account_id: accountId,
    scope: part.scope,
    scope_id: scopeId,
    type: part.type,
    name: part.name,
    content: part.content,
    style: part.style,
  });
  await recordAudit(context, 'portal.save', `${part.type} ${part.name}`, {
    scope: part.scope,
    scopeId,
    removed: part.content.trim() === '',
  });
}
