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
