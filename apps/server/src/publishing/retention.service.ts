import type { Db } from '../db/database.ts';
import { listAllPublications } from './publications.repository.ts';
import { publicationsDueForPurge, purgePublication } from './retention.repository.ts';

/** How often a running server looks for publications whose deletion date has come. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Data retention: on its deletion date a publication's judges' data really goes (the
 * calls refuse a deleted publication from that moment; this removes what it held).
 * Returns the publications purged.
 */
export async function purgeDeletedPublications(db: Db, now: number): Promise<{ id: string; name: string }[]> {
  const due = await publicationsDueForPurge(db, now);
  for (const publication of due) await purgePublication(db, publication.id);
  return due;
}

/** The CLI's words for a publication's deletion date. */
export function deletionNote(deletesAt: number | null, now: number): string {
  if (deletesAt === null) return '';
  const day = new Date(deletesAt).toISOString().slice(0, 16).replace('T', ' ');
  return deletesAt <= now ? `\tdeleted on ${day} UTC` : `\tanswers deleted on ${day} UTC`;
}

/** How far ahead the server's start warns of deletions to come. */
export const DELETION_NOTICE_MS = 7 * 24 * 3600 * 1000;

/** The lines a starting server prints for the publications whose judges' data goes within the notice. */
export async function upcomingDeletionNotices(db: Db, now: number): Promise<string[]> {
  return (await listAllPublications(db))
    .filter(({ deletes_at }) => deletes_at !== null && deletes_at > now && deletes_at <= now + DELETION_NOTICE_MS)
    .map(({ id, name, deletes_at }) => `Publication ${id} "${name}": ${deletionNote(deletes_at, now).trim()}.`);
}
