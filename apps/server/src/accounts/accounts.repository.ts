import type { Db } from '../db/database.ts';
import type { AccountTable, CustomAssetTable } from '../db/schema.ts';

export function listAccounts(db: Db): Promise<AccountTable[]> {
  return db.selectFrom('account').selectAll().orderBy('created_at').orderBy('code').execute();
}

export async function setAccountLicence(db: Db, accountId: string, maxDevices: number | null): Promise<void> {
  await db.updateTable('account').set({ max_devices: maxDevices }).where('id', '=', accountId).execute();
}

export async function renameAccount(db: Db, accountId: string, name: string): Promise<void> {
  await db.updateTable('account').set({ name }).where('id', '=', accountId).execute();
}

/** Named members per account, for the accounts list. */
export async function countNamedMembers(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('member')
    .select(['account_id', (eb) => eb.fn.countAll<number | string>().as('members')])
    .where('login', 'is not', null)
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((row) => [row.account_id, Number(row.members)]));
}

export function findCustomAsset(db: Db, name: string): Promise<CustomAssetTable | undefined> {
  return db.selectFrom('custom_asset').selectAll().where('name', '=', name).executeTakeFirst();
}

export function listCustomAssets(db: Db, accountId: string): Promise<CustomAssetTable[]> {
  return db.selectFrom('custom_asset').selectAll().where('account_id', '=', accountId).execute();
}

/** Stores an account's custom file, or removes it when empty (the custom folder's, if any, serves again). */
export async function saveCustomAsset(db: Db, asset: CustomAssetTable): Promise<void> {
  if (asset.content === '') {
    await db.deleteFrom('custom_asset').where('name', '=', asset.name).execute();
    return;
  }
  await db
    .insertInto('custom_asset')
    .values(asset)
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ content: asset.content, updated_at: asset.updated_at }),
    )
    .execute();
}

/** The licence counts these: booth devices (not virtual terminals) holding a token, other than the one named. */
export async function countConnectedDevices(db: Db, accountId: string, exceptId: string | null): Promise<number> {
  let query = db
    .selectFrom('terminal')
    .select((eb) => eb.fn.countAll<number | string>().as('devices'))
    .where('account_id', '=', accountId)
    .where('virtual', '=', 0)
    .where('token_hash', 'is not', null);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.devices);
}
