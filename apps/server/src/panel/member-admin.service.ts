import { LANGUAGES, type Language } from '@palate/engine';
import {
  CallError,
  ErrorCode,
  type AdministeredMemberView,
  type CallRequest,
  type Participation,
} from '@palate/protocol';
import {
  findMemberById,
  listParticipations,
  revokeOtherTokens,
  updatePassword,
  updateRoles,
} from '../accounts/logins.repository.ts';
import {
  findAccount,
  listAdministeredMembers,
  setMemberDeactivated,
  type MemberRow,
} from '../accounts/members.repository.ts';
import { generatePassword, hashPassword } from '../security/passwords.ts';
import { createUser, unlock } from '../accounts/admin.service.ts';
import { deleteJudge } from './judge-deletion.service.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { rolesOfCaller } from '../accounts/login.service.ts';
import { refusedRequest } from '../shared/refusal.ts';
import { foldedLogin, parseJudgesFile } from './judges-file.ts';
import { visibleProfileFields } from './judge-profiles.service.ts';
import { storedProfileValue } from './profile-values.ts';
import { writeProfileValues } from './profiles.repository.ts';
import { setMemberEmail } from './judge-emails.repository.ts';

async function isAdmin(context: CallContext): Promise<boolean> {
  return (await rolesOfCaller(context)).includes('admin');
}

/** Leaders manage named judges; users (leaders and administrators) are an administrator's to manage. */
async function assertMayManage(context: CallContext, type: MemberRow['type']): Promise<void> {
  if (type === 'u' && !(await isAdmin(context))) {
    throw new CallError(ErrorCode.notEnoughRights, 'Only an administrator manages users.');
  }
}

/** A member of the caller's account, or 90422 as if there were none. */
async function ownMember(context: CallContext, id: string): Promise<MemberRow> {
  const member = await findMemberById(context.db, id);
  if (!member || member.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such member.');
  }
  return member;
}

async function callerAccount(context: CallContext) {
  const account = await findAccount(context.db, requireCaller(context).member.account_id);
  if (!account) throw new CallError(ErrorCode.tokenNotFound, 'The account is gone.');
  return account;
}

const nameOf = (member: MemberRow) => member.login ?? member.display_name;

/** member/admin/list */
export async function listMembers(
  context: CallContext,
  filters: { search?: string | undefined; type?: 'u' | 'j' | undefined },
): Promise<AdministeredMemberView[]> {
  const rows = await listAdministeredMembers(context.db, requireCaller(context).member.account_id, filters);
  return rows.map((row) => ({
    id: row.id,
    login: row.login,
    name: row.display_name,
    type: row.type,
    roles: JSON.parse(row.roles) as string[],
    language: (LANGUAGES as readonly string[]).includes(row.language ?? '') ? (row.language as Language) : null,
    email: row.email,
    created: row.created_at,
    deactivated: row.deactivated_at,
    locked: row.locked_until !== null && Number(row.locked_until) > context.now,
    lastSeen: row.last_seen === null ? null : Number(row.last_seen),
  }));
}

/** member/admin/create */
export async function createMember(
  context: CallContext,
  request: Pick<
    CallRequest<'member/admin/create'>,
    'type' | 'login' | 'name' | 'roles' | 'language' | 'password' | 'email'
  >,
): Promise<{ id: string; password: string | null }> {
  await assertMayManage(context, request.type);
  const account = await callerAccount(context);
  try {
    const { id, generatedPassword } = await createUser(
      context.db,
      account,
      {
        type: request.type,
        login: request.login,
        name: request.name || undefined,
        roles: request.roles ?? [],
        language: request.language,
        password: request.password,
      },
      context.now,
    );
    if (request.email !== undefined && request.type === 'j') await setMemberEmail(context.db, id, request.email);
    await recordAudit(context, 'member.create', request.login.trim(), {
      type: request.type,
      roles: request.roles ?? [],
    });
    return { id, password: generatedPassword };
  } catch (error) {
    if (error instanceof CallError) throw error;
    throw refusedRequest(error instanceof Error ? error.message : String(error));
  }
}

/** member/admin/email: a named judge's address for invitations (outreach/invitations), or none. */
export async function setJudgeEmail(context: CallContext, id: string, email: string | null): Promise<void> {
  const member = await ownMember(context, id);
  if (member.type !== 'j') throw refusedRequest('Only a judge is invited by email.');
  await setMemberEmail(context.db, member.id, email);
  await recordAudit(context, 'member.email', nameOf(member));
}

/** member/admin/roles: an administrator's; a judge has no roles to give, and nobody takes their own admin role. */
export async function setMemberRoles(context: CallContext, id: string, roles: string[]): Promise<void> {
  const member = await ownMember(context, id);
  if (member.type === 'j') throw refusedRequest('A judge has no roles.');
  if (member.id === requireCaller(context).member.id && !roles.includes('admin')) {
    throw refusedRequest('An administrator cannot take their own admin role away.');
  }
  const kept = [...new Set(roles.filter((role) => role !== 'judge'))];
  await updateRoles(context.db, member.id, JSON.stringify(kept.length > 0 ? kept : ['user']));
  await recordAudit(context, 'member.roles', nameOf(member), { roles: kept });
}

/** member/admin/deactivate: the member keeps their answers and history; their tokens end at once. */
export async function setDeactivated(context: CallContext, id: string, deactivated: boolean): Promise<void> {
  const member = await ownMember(context, id);
  await assertMayManage(context, member.type);
  if (member.id === requireCaller(context).member.id) throw refusedRequest('Nobody deactivates themselves.');
  if ((member.deactivated_at !== null) === deactivated) return;
  await setMemberDeactivated(context.db, member.id, deactivated ? context.now : null);
  if (deactivated) await revokeOtherTokens(context.db, member.id, null, context.now);
  await recordAudit(context, deactivated ? 'member.deactivate' : 'member.reactivate', nameOf(member));
}

/**
 * member/admin/delete: a named judge goes, their answers stay anonymised (deleteJudge). The
 * audit entry names the member by id only: their login is what the deletion removes.
 */
export async function deleteMember(context: CallContext, id: string): Promise<void> {
  const member = await ownMember(context, id);
  if (member.type !== 'j') throw refusedRequest('Only a judge is deleted; deactivate a user instead.');
  await deleteJudge(context.db, member, context.now);
  await recordAudit(context, 'member.delete', member.id);
}

/** member/admin/unlock */
export async function unlockMember(context: CallContext, id: string): Promise<boolean> {
  const member = await ownMember(context, id);
  await assertMayManage(context, member.type);
  if (member.login === null) return false;
  const unlocked = await unlock(context.db, await callerAccount(context), member.login);
  if (unlocked) await recordAudit(context, 'member.unlock', nameOf(member));
  return unlocked;
}

/** member/admin/participations */
export async function participationsOf(context: CallContext, id: string): Promise<Participation[]> {
  const member = await ownMember(context, id);
  return (await listParticipations(context.db, member.id)).map((row) => ({
    pubId: row.pubId,
    pubName: row.pubName,
    status: row.status,
    started: Number(row.started),
    updated: Number(row.updated),
    finished: row.finished === null ? null : Number(row.finished),
  }));
}

/**
 * member/admin/import: every line checked first (the file's own faults, then logins the
 * account already has), and only a file without a fault stored, each judge with a
 * generated password given back once.
 */
export async function importJudges(
  context: CallContext,
  text: string,
  checkOnly: boolean,
): Promise<{ faults: { line: number; message: string }[]; created: { login: string; password: string }[] }> {
  const account = await callerAccount(context);
  const { judges, faults } = parseJudgesFile(text, await visibleProfileFields(context));
  const existing = new Set(
    (await listAdministeredMembers(context.db, account.id, {})).map((member) => foldedLogin(member.login ?? '')),
  );
  for (const judge of judges) {
    if (existing.has(foldedLogin(judge.login))) {
      faults.push({ line: judge.line, message: `"${judge.login}" already exists in this account.` });
    }
  }
  faults.sort((a, b) => a.line - b.line);
  if (faults.length > 0 || checkOnly) return { faults, created: [] };
  const created: { login: string; password: string }[] = [];
  const profiles: { memberId: string; fieldId: string; value: string }[] = [];
  for (const judge of judges) {
    const { id, generatedPassword } = await createUser(
      context.db,
      account,
      { type: 'j', login: judge.login, name: judge.name || undefined, roles: [], language: judge.language },
      context.now,
    );
    created.push({ login: judge.login, password: generatedPassword ?? '' });
    if (judge.email !== undefined) await setMemberEmail(context.db, id, judge.email);
    for (const [fieldId, value] of judge.profile) {
      profiles.push({ memberId: id, fieldId, value: storedProfileValue(value) });
    }
  }
  await writeProfileValues(context.db, profiles, context.now);
  const logins = created.map((judge) => judge.login);
  const named = logins.slice(0, 5).join(', ') + (logins.length > 5 ? ', …' : '');
  await recordAudit(context, 'member.import', named, { count: logins.length, logins });
  return { faults: [], created };
}

/** member/admin/password: an administrator sets a member's password, typed or generated (given back once). */
export async function setMemberPassword(
  context: CallContext,
  id: string,
  password: string | undefined,
  mustChange: boolean,
): Promise<string | null> {
  const member = await ownMember(context, id);
  const chosen = password ?? generatePassword();
  await updatePassword(context.db, member.id, await hashPassword(chosen), mustChange ? context.now : null);
  await recordAudit(context, 'member.password', nameOf(member), { mustChange, generated: password === undefined });
  return password === undefined ? chosen : null;
}
