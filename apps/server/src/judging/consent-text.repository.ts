import type { Db } from '../db/database.ts';

export async function setPublicationConsent(db: Db, publicationId: string, consent: string | null): Promise<void> {
  await db.updateTable('publication').set({ consent }).where('id', '=', publicationId).execute();
}
