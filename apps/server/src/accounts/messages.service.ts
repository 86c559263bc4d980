import { createHash } from 'node:crypto';
import { CallError, ErrorCode, type Message, type NamedMember, type ParsedCallRequest } from '@palate/protocol';
import {
  findAccountMessage,
  insertMessage,
  listAccountMessages,
  membersOfAccount,
  saveMessageStatus,
  type StoredMessage,
} from './messages.repository.ts';
import { listNamedMembers, type MemberRow } from './members.repository.ts';
import { newId } from '../security/tokens.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { recordAudit } from './audit.service.ts';

/** A leader is a member with role user or admin (spec section 4). */
function isLeader(member: MemberRow): boolean {
  const roles = JSON.parse(member.roles) as string[];
  return roles.includes('user') || roles.includes('admin');
}

/** Whether a message is for this member: by its group, or by name. */
function isAddressedTo(message: StoredMessage, member: MemberRow): boolean {
  if (message.users.includes(member.id)) return true;
  switch (message.recipient_group) {
    case 'all':
      return true;
    case 'judges':
      return member.type === 'j';
    case 'leaders':
      return isLeader(member);
    default:
      return false;
  }
}

function toView(message: StoredMessage): Message {
  const status = (message.status ?? 'unread') as Message['status'];
  const view = {
    sid: message.id,
    owner: message.owner_id,
    text: message.text,
    type: message.type as Message['type'],
    recipients: { group: message.recipient_group as Message['recipients']['group'], users: message.users },
    target: message.target,
    lang: message.lang,
    created: Number(message.created_at),
    status,
  };
  const checksum = createHash('sha256').update(JSON.stringify(view)).digest('base64url').slice(0, 22);
  return { ...view, checksum };
}

/** messages/add: a leader writes to a group of the account and/or named members of it. */
/** members/list: whom a leader can write to by name (the account's members with a login). */
export async function messageRecipients(context: CallContext): Promise<NamedMember[]> {
  const members = await listNamedMembers(context.db, requireCaller(context).member.account_id);
  return members.map((member) => ({
    id: member.id,
    login: member.login ?? '',
    name: member.display_name || (member.login ?? ''),
    type: member.type,
  }));
}

export async function addMessage(context: CallContext, request: ParsedCallRequest<'messages/add'>): Promise<Message> {
  const { member } = requireCaller(context);
  const named = [...new Set(request.recipients.users ?? [])];
  const known = await membersOfAccount(context.db, member.account_id, named);
  const unknown = named.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new CallError(ErrorCode.invalidRequest, 'Some recipients are not members of this account.', {
      unknownUsers: unknown,
    });
  }
  const row = {
    id: newId(),
    account_id: member.account_id,
    owner_id: member.id,
    text: request.text,
    type: request.type,
    recipient_group: request.recipients.group ?? null,
    target: request.target ?? null,
    lang: request.lang ?? null,
    created_at: context.now,
  };
  await insertMessage(context.db, row, known);
  await recordAudit(context, 'message.send', request.text.slice(0, 80), {
    id: row.id,
    type: row.type,
    group: row.recipient_group,
    users: known.length,
  });
  return toView({ ...row, users: [...known].sort(), status: null });
}

/**
 * messages: what a leader wrote and what was written to them, newest first; only the
 * messages of `owner` when given; without those whose checksum the caller already holds.
 */
export async function listMessages(context: CallContext, request: ParsedCallRequest<'messages'>): Promise<Message[]> {
  const { member } = requireCaller(context);
  const held = new Set(request.checksums ?? []);
  return (await listAccountMessages(context.db, member.account_id, member.id))
    .filter((message) => message.owner_id === member.id || isAddressedTo(message, member))
    .filter((message) => request.owner === undefined || message.owner_id === request.owner)
    .map(toView)
    .filter((message) => !held.has(message.checksum));
}

/**
 * srvrmsg/current: the newest banner for this member that they have not dismissed, for
 * their app (`target`) and language, or null.
 */
export async function currentBanner(
  context: CallContext,
  request: ParsedCallRequest<'srvrmsg/current'>,
): Promise<Message | null> {
  const { member } = requireCaller(context);
  const language = request.lang?.toLowerCase().split(/[-_]/)[0];
  const banner = (await listAccountMessages(context.db, member.account_id, member.id)).find(
    (message) =>
      message.type === 'banner' &&
      message.status !== 'dismissed' &&
      isAddressedTo(message, member) &&
      (message.target === null || message.target === request.target) &&
      (message.lang === null || message.lang === language),
  );
  return banner ? toView(banner) : null;
}

/** message/status/set: a recipient marks a message read or dismissed. */
export async function setMessageStatus(
  context: CallContext,
  request: ParsedCallRequest<'message/status/set'>,
): Promise<void> {
  const { member } = requireCaller(context);
  const message = await findAccountMessage(context.db, member.account_id, request.msg, member.id);
  if (!message || !isAddressedTo(message, member)) {
    throw new CallError(ErrorCode.notEnoughRights, 'This message is not addressed to you.');
  }
  await saveMessageStatus(context.db, message.id, member.id, request.status, context.now);
}
