import type { Db } from '../db/database.ts';
import type { PortalScreenTable } from '../db/schema.ts';

export type PortalScreenRow = PortalScreenTable;

export async function insertPortalScreen(db: Db, screen: PortalScreenRow): Promise<void> {
  await db.insertInto('portal_screen').values(screen).execute();
}

export function listPortalScreens(
  db: Db,
  accountId: string,
  type: string,
  scopes: { scope: PortalScreenRow['scope']; scopeId: string }[],
): Promise<PortalScreenRow[]> {
  return db
    .selectFrom('portal_screen')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('type', '=', type)
    .where((eb) => eb.or(scopes.map((s) => eb.and([eb('scope', '=', s.scope), eb('scope_id', '=', s.scopeId)]))))
    .orderBy('name')
    .execute();
}

/** Every header and footer of an account, whatever its scope, for the console. */
export function listAccountPortalScreens(db: Db, accountId: string): Promise<PortalScreenRow[]> {
  return db
    .selectFrom('portal_screen')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('scope')
    .orderBy('scope_id')
    .orderBy('type')
    .orderBy('name')
    .execute();
}

/** Stores a part of a screen (one per account, scope, screen and name), or removes it when its content is empty. */
export async function savePortalScreen(db: Db, screen: PortalScreenRow): Promise<void> {
  if (screen.content.trim() === '') {
    await db
      .deleteFrom('portal_screen')
      .where('account_id', '=', screen.account_id)
      .where('scope', '=', screen.scope)
      .where('scope_id', '=', screen.scope_id)
      .where('type', '=', screen.type)
      .where('name', '=', screen.name)
      .execute();
    return;
  }
  await db
    .insertInto('portal_screen')
    .values(screen)
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'scope', 'scope_id', 'type', 'name'])
        .doUpdateSet({ content: screen.content, style: screen.style }),
    )
    .execute();
}
