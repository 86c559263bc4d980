import type { Db } from '../db/database.ts';
import type { ProfileFieldTable } from '../db/schema.ts';

export type ProfileFieldRow = ProfileFieldTable;

/** A judge's value of a field: the field's id and the value as JSON text. */
export interface StoredProfileValue {
  member_id: string;
  field_id: string;
  value: string;
}

/** An account's profile fields, in their order. */
export function listProfileFields(db: Db, accountId: string): Promise<ProfileFieldRow[]> {
  return db
    .selectFrom('profile_field')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export function findProfileField(db: Db, id: string): Promise<ProfileFieldRow | undefined> {
  return db.selectFrom('profile_field').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new field, placed after the account's others. */
export async function insertProfileField(db: Db, field: Omit<ProfileFieldRow, 'position'>): Promise<void> {
  const last = await db
    .selectFrom('profile_field')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('account_id', '=', field.account_id)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  await db
    .insertInto('profile_field')
    .values({ ...field, position })
    .execute();
}

export async function updateProfileField(
  db: Db,
  id: string,
  change: Pick<ProfileFieldRow, 'label' | 'options' | 'required' | 'visibility' | 'judge_editable'>,
): Promise<void> {
  await db.updateTable('profile_field').set(change).where('id', '=', id).execute();
}

/** A field and every judge's value of it. */
export async function deleteProfileField(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('profile_value').where('field_id', '=', id).execute();
    await trx.deleteFrom('profile_field').where('id', '=', id).execute();
  });
}

/** The profile values of some members (of any field). */
export async function profileValuesOf(db: Db, memberIds: string[]): Promise<StoredProfileValue[]> {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('profile_value')
    .select(['member_id', 'field_id', 'value'])
    .where('member_id', 'in', memberIds)
    .execute();
}

/** Sets some of several members' values at once (null removes one), all or nothing. */
export async function writeProfileValues(
  db: Db,
  entries: { memberId: string; fieldId: string; value: string | null }[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) await writeProfileValue(trx, entry, now);
  });
}

async function writeProfileValue(
  db: Db,
  entry: { memberId: string; fieldId: string; value: string | null },
  now: number,
): Promise<void> {
  await db
    .deleteFrom('profile_value')
    .where('member_id', '=', entry.memberId)
    .where('field_id', '=', entry.fieldId)
    .execute();
  if (entry.value === null) return;
  await db
    .insertInto('profile_value')
    .values({ member_id: entry.memberId, field_id: entry.fieldId, value: entry.value, updated_at: now })
    .execute();
}
