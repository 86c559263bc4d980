import type { Db } from '../db/database.ts';
import type { ImageTable } from '../db/schema.ts';

export async function insertImage(db: Db, image: ImageTable): Promise<void> {
  await db.insertInto('image').values(image).execute();
}

export function findImage(db: Db, name: string): Promise<ImageTable | undefined> {
  return db.selectFrom('image').selectAll().where('name', '=', name).executeTakeFirst();
}

/** An account's pictures, newest first, without their bytes. */
export function listImages(db: Db, accountId: string): Promise<Omit<ImageTable, 'data'>[]> {
  return db
    .selectFrom('image')
    .select(['name', 'account_id', 'content_type', 'size', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();
}
