import {
  API_TOKEN_PREFIX,
  CallError,
  ErrorCode,
  isLeader,
  scopeAllows,
  type ApiTokenScope,
  type ApiTokenView,
  type CallPath,
} from '@palate/protocol';
import type { ApiTokenTable } from '../db/schema.ts';
import { hashToken, newId, newToken } from '../security/tokens.ts';
import { refusedRequest } from '../shared/refusal.ts';
import { requireCaller, type CallContext, type Caller } from '../shared/context.ts';
import { recordAudit } from './audit.service.ts';
import {
  findApiTokenOwner,
  insertApiToken,
  listMemberApiTokens,
  markApiTokenUsed,
  revokeMemberApiToken,
} from './api-tokens.repository.ts';

/** A token ends within a year: a script's token forgotten somewhere does not live for ever. */
const LONGEST_LIFE_MS = 366 * 24 * 3600 * 1000;

const viewOf = (row: ApiTokenTable): ApiTokenView => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiTokenScope,
  created: row.created_at,
  expires: row.expires_at,
  lastUsed: row.last_used_at,
});

/** acc/tokens/list: the caller's own tokens still in force or expired, never revoked ones. */
export async function listApiTokens(context: CallContext): Promise<ApiTokenView[]> {
  return (await listMemberApiTokens(context.db, requireCaller(context).member.id)).map(viewOf);
}

/** acc/tokens/create: the token is in this answer only; the database keeps its SHA-256. */
export async function createApiToken(
  context: CallContext,
  request: { name: string; scope: ApiTokenScope; expires: number },
): Promise<{ id: string; token: string }> {
  const caller = requireCaller(context);
  if (caller.apiToken) throw new CallError(ErrorCode.notEnoughRights, 'An API token cannot make tokens.');
  if (request.expires <= context.now) throw refusedRequest('The token must end in the future.');
  if (request.expires > context.now + LONGEST_LIFE_MS) throw refusedRequest('A token lives a year at most.');
  const token = API_TOKEN_PREFIX + newToken();
  const id = newId();
  await insertApiToken(context.db, {
    id,
    token_hash: hashToken(token),
    member_id: caller.member.id,
    name: request.name,
    scope: request.scope,
    created_at: context.now,
    expires_at: request.expires,
    last_used_at: null,
    revoked_at: null,
  });
  await recordAudit(context, 'apiToken.create', request.name, {
    token: id,
    scope: request.scope,
    expires: request.expires,
  });
  return { id, token };
}

/** acc/tokens/revoke: one of the caller's own tokens ends now; another's is as if it did not exist. */
export async function revokeApiToken(context: CallContext, id: string): Promise<void> {
  const revoked = await revokeMemberApiToken(context.db, requireCaller(context).member.id, id, context.now);
  if (!revoked) throw refusedRequest('There is no such token.');
  await recordAudit(context, 'apiToken.revoke', revoked.name, { token: id });
}

/**
 * The caller of a call made with an API token: 1101 when it is unknown, revoked or its
 * member deactivated, 1100 once expired, 50202 for a call outside its scope or a member who
 * is no leader any more. Every use is in the audit log, one entry per call (`apiToken.use`,
 * or `apiToken.refused`), and the token's last use is kept for the account page.
 */
export async function admitApiToken(context: CallContext, token: string, path: CallPath): Promise<Caller> {
  const tokenHash = hashToken(token);
  const owner = await findApiTokenOwner(context.db, tokenHash);
  if (!owner) throw new CallError(ErrorCode.tokenNotFound, 'Unknown token.');
  if (owner.token.expires_at <= context.now) throw new CallError(ErrorCode.tokenExpired, 'The token has expired.');
  const scope = owner.token.scope as ApiTokenScope;
  const caller: Caller = {
    member: owner.member,
    tokenHash,
    token,
    expiresAt: owner.token.expires_at,
    apiToken: { id: owner.token.id, scope },
  };
  const allowed = scopeAllows(scope, path) && isLeader(JSON.parse(owner.member.roles) as string[]);
  await markApiTokenUsed(context.db, owner.token.id, context.now);
  await recordAudit({ ...context, caller }, allowed ? 'apiToken.use' : 'apiToken.refused', owner.token.name, {
    token: owner.token.id,
    call: path,
  });
  if (!allowed) throw new CallError(ErrorCode.notEnoughRights, `This token's scope (${scope}) does not allow ${path}.`);
  return caller;
}
