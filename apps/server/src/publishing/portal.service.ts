import type { PortalScreen } from '@palate/protocol';
import { findJudgeLink, findPublicationLink } from './links.repository.ts';
import { findAccountByCode, findDefaultAccount } from '../accounts/members.repository.ts';
import { listPortalScreens, type PortalScreenRow } from './portal.repository.ts';
import { findPublication } from './publications.repository.ts';
import { hashToken } from '../security/tokens.ts';
import { findTerminalByToken } from './terminals.repository.ts';
import type { CallContext } from '../shared/context.ts';
import { authenticate } from '../accounts/members.service.ts';

export interface PortalRequest {
  term?: string | undefined;
  tk?: string | undefined;
  acc?: { cd: string } | undefined;
  link?: string | undefined;
  type: string;
}

type Scope = PortalScreenRow['scope'];
const SCOPE_ORDER: Scope[] = ['account', 'terminal', 'link'];

/**
 * portal/screen/get: the header and footer of a screen, for the account and, when named,
 * the terminal and the link, least specific first (the client lets a later part of the
 * same name win). Content is returned as the leader wrote it: the client sanitises it
 * with DOMPurify, in the same parser that renders it, before it reaches the page.
 * Anything that names nothing known gets the account's screens or none: this call never fails.
 */
export async function screensFor(
  context: CallContext,
  request: PortalRequest,
): Promise<(PortalScreen & { scope: Scope })[]> {
  const scopes: { scope: Scope; scopeId: string }[] = [];
  let accountId: string | undefined;
  if (request.term) {
    const terminal = await findTerminalByToken(context.db, hashToken(request.term));
    if (terminal) {
      accountId = terminal.account_id;
      scopes.push({ scope: 'terminal', scopeId: terminal.id });
    }
  }
  if (request.link) {
    const individual = await findJudgeLink(context.db, request.link);
    const globalCode = individual?.global_code ?? request.link;
    const global = await findPublicationLink(context.db, globalCode);
    const publication = global && (await findPublication(context.db, global.publication_id));
    if (global && publication && (accountId === undefined || accountId === publication.account_id)) {
      accountId = publication.account_id;
      scopes.push({ scope: 'link', scopeId: global.code });
    }
  }
  if (accountId === undefined && request.tk) {
    accountId = await authenticate(context.db, context.settings, request.tk, context.now).then(
      (caller) => caller.member.account_id,
      () => undefined,
    );
  }
  if (accountId === undefined) {
    const account = request.acc
      ? await findAccountByCode(context.db, request.acc.cd)
      : await findDefaultAccount(context.db);
    accountId = account?.id;
  }
  if (accountId === undefined) return [];
  scopes.push({ scope: 'account', scopeId: accountId });
  const rows = await listPortalScreens(context.db, accountId, request.type, scopes);
  return SCOPE_ORDER.flatMap((scope) => {
    const parts = rows.filter((row) => row.scope === scope);
    if (parts.length === 0) return [];
    return [
      {
        scope,
        type: request.type,
        selectors: { items: parts.map((row) => ({ name: row.name, content: row.content, style: row.style })) },
      },
    ];
  });
}
