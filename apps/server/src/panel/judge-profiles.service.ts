import {
  CallError,
  ErrorCode,
  type KeptProfileValue,
  type ProfileFieldView,
  type ProfileValue,
} from '@palate/protocol';
import { findMemberById } from '../accounts/logins.repository.ts';
import {
  deleteProfileField,
  findProfileField,
  insertProfileField,
  listProfileFields,
  profileValuesOf,
  updateProfileField,
  writeProfileValues,
} from './profiles.repository.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { newId } from '../security/tokens.ts';
import type { Db } from '../db/database.ts';
import type { ProfileByKey } from './audience.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { rolesOfCaller } from '../accounts/login.service.ts';
import { checkProfileValue, parsedProfileValue, profileFieldView, storedProfileValue } from './profile-values.ts';
import { refusedRequest } from '../shared/refusal.ts';

/** The account's fields the caller sees: every one for an administrator, the leaders' ones for other leaders. */
export async function visibleProfileFields(context: CallContext): Promise<ProfileFieldView[]> {
  const caller = requireCaller(context);
  const fields = (await listProfileFields(context.db, caller.member.account_id)).map(profileFieldView);
  const admin = (await rolesOfCaller(context)).includes('admin');
  return admin ? fields : fields.filter((field) => field.visibility === 'leaders');
}

export interface ProfileFieldChange {
  id?: string | undefined;
  key: string;
  label: string;
  kind: ProfileFieldView['kind'];
  options: string[];
  required: boolean;
  visibility: ProfileFieldView['visibility'];
  judgeEditable: boolean;
}

/** acc/profile/field/save: a new field, or a change of one whose key and kind stay (its values were checked against them). */
export async function saveProfileField(context: CallContext, change: ProfileFieldChange): Promise<string> {
  const accountId = requireCaller(context).member.account_id;
  const options = change.kind === 'choice' || change.kind === 'choices' ? change.options : [];
  const columns = {
    label: change.label,
    options: JSON.stringify(options),
    required: change.required ? 1 : 0,
    visibility: change.visibility,
    judge_editable: change.judgeEditable ? 1 : 0,
  };
  if (change.id === undefined) {
    const taken = (await listProfileFields(context.db, accountId)).some((field) => field.key === change.key);
    if (taken) throw refusedRequest(`The account already has a field "${change.key}".`);
    const id = newId();
    await insertProfileField(context.db, {
      id,
      account_id: accountId,
      key: change.key,
      kind: change.kind,
      created_at: context.now,
      ...columns,
    });
    await recordAudit(context, 'profile.field.create', change.key, { kind: change.kind });
    return id;
  }
  const field = await ownField(context, change.id);
  if (field.key !== change.key || field.kind !== change.kind) {
    throw refusedRequest("A field's key and kind stay as they were made.");
  }
  await updateProfileField(context.db, field.id, columns);
  await recordAudit(context, 'profile.field.change', field.key);
  return field.id;
}

/** acc/profile/field/delete */
export async function removeProfileField(context: CallContext, id: string): Promise<void> {
  const field = await ownField(context, id);
  await deleteProfileField(context.db, field.id);
  await recordAudit(context, 'profile.field.delete', field.key);
}

async function ownField(context: CallContext, id: string) {
  const field = await findProfileField(context.db, id);
  if (!field || field.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such field.');
  }
  return field;
}

/** A member's stored values by field id. */
async function valuesByField(db: Db, memberId: string): Promise<Map<string, ProfileValue>> {
  const rows = await profileValuesOf(db, [memberId]);
  return new Map(rows.map((row) => [row.field_id, parsedProfileValue(row.value)]));
}

function kept(fields: ProfileFieldView[], values: Map<string, ProfileValue>): KeptProfileValue[] {
  return fields.map((field) => ({ ...field, value: values.get(field.id) ?? null }));
}

/** A judge's profile by field key, as filters and quotas read it. */
export async function profileByKey(db: Db, member: MemberRow): Promise<ProfileByKey> {
  const [fields, values] = await Promise.all([listProfileFields(db, member.account_id), valuesByField(db, member.id)]);
  const profile = new Map<string, ProfileValue>();
  for (const field of fields) {
    const value = values.get(field.id);
    if (value !== undefined) profile.set(field.key, value);
  }
  return profile;
}

/** Several judges' profiles by field key (of one account), read in two queries rather than two a judge. */
export async function profilesByKey(
  db: Db,
  accountId: string,
  memberIds: string[],
): Promise<Map<string, ProfileByKey>> {
  const [fields, rows] = await Promise.all([listProfileFields(db, accountId), profileValuesOf(db, memberIds)]);
  const keyOf = new Map(fields.map((field) => [field.id, field.key]));
  const profiles = new Map(memberIds.map((id) => [id, new Map<string, ProfileValue>()]));
  for (const row of rows) {
    const key = keyOf.get(row.field_id);
    if (key !== undefined) profiles.get(row.member_id)?.set(key, parsedProfileValue(row.value));
  }
  return profiles;
}

/**
 * The values to store for a profile change: each given key must be one of `fields`, each
 * value fit its field, and no required field left empty. Refused whole, the field named.
 */
export function checkedProfileChange(
  fields: ProfileFieldView[],
  current: Map<string, ProfileValue>,
  given: Record<string, ProfileValue | null>,
): { fieldId: string; value: string | null }[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const changes: { fieldId: string; value: string | null }[] = [];
  for (const [key, value] of Object.entries(given)) {
    const field = byKey.get(key);
    if (!field) throw refusedRequest(`There is no profile field "${key}" to fill.`);
    if (
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0)
    ) {
      if (field.required) throw refusedRequest(`"${key}" is required.`);
      changes.push({ fieldId: field.id, value: null });
      continue;
    }
    const checked = checkProfileValue(field, value);
    if ('fault' in checked) throw refusedRequest(checked.fault);
    changes.push({ fieldId: field.id, value: storedProfileValue(checked.value) });
  }
  for (const field of fields) {
    if (field.required && !Object.hasOwn(given, field.key) && !current.has(field.id)) {
      throw refusedRequest(`"${field.key}" is required.`);
    }
  }
  return changes;
}

/** A judge of the caller's account, or 90422 as if there were none: profiles are judges'. */
async function ownJudge(context: CallContext, id: string): Promise<MemberRow> {
  const member = await findMemberById(context.db, id);
  if (!member || member.account_id !== requireCaller(context).member.account_id || member.type !== 'j') {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such judge.');
  }
  return member;
}

/** member/admin/profile */
export async function judgeProfileForLeader(context: CallContext, id: string): Promise<KeptProfileValue[]> {
  const judge = await ownJudge(context, id);
  return kept(await visibleProfileFields(context), await valuesByField(context.db, judge.id));
}

/** member/admin/profile/save: a leader changes the fields they see. */
export async function saveJudgeProfile(
  context: CallContext,
  id: string,
  values: Record<string, ProfileValue | null>,
): Promise<void> {
  const judge = await ownJudge(context, id);
  const fields = await visibleProfileFields(context);
  const changes = checkedProfileChange(fields, await valuesByField(context.db, judge.id), values);
  await writeProfileValues(
    context.db,
    changes.map((change) => ({ memberId: judge.id, ...change })),
    context.now,
  );
  await recordAudit(context, 'member.profile', judge.login ?? judge.display_name, { fields: Object.keys(values) });
}

/** member/profile/values: everything the account keeps about the caller, and what they may change. */
export async function ownProfile(context: CallContext): Promise<KeptProfileValue[]> {
  const caller = requireCaller(context);
  const fields = (await listProfileFields(context.db, caller.member.account_id)).map(profileFieldView);
  const values = await valuesByField(context.db, caller.member.id);
  // A judge sees every value kept about them, and the fields they may fill; not the others.
  return kept(fields, values).filter((value) => value.value !== null || value.judgeEditable);
}

/** member/profile/values/save: the caller fills the fields the account lets judges change. */
export async function saveOwnProfile(context: CallContext, values: Record<string, ProfileValue | null>): Promise<void> {
  const caller = requireCaller(context);
  if (caller.member.login === null)
    throw new CallError(ErrorCode.notEnoughRights, 'An anonymous judge has no profile.');
  const fields = (await listProfileFields(context.db, caller.member.account_id))
    .map(profileFieldView)
    .filter((field) => field.judgeEditable);
  const changes = checkedProfileChange(fields, await valuesByField(context.db, caller.member.id), values);
  await writeProfileValues(
    context.db,
    changes.map((change) => ({ memberId: caller.member.id, ...change })),
    context.now,
  );
}
