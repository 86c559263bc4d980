/** Local storage key of the updater (spec section 3). */
export const UPDATER_STORAGE_KEY = 'fzj_updater';
/** How long the "updated" notice stays after the reload (spec section 9). */
export const UPDATED_NOTICE_MS = 7000;

/**
 * Spec section 9's update notification: how often an open app asks the server its version,
 * so that a screen left open (a booth's list) learns of an update without any call of its own.
 */
export const UPDATE_NOTIFICATION_MS = 120_000;

/** Runs `check` every UPDATE_NOTIFICATION_MS; the function returned stops it. */
export function startUpdateChecks(check: () => void): () => void {
  const timer = setInterval(check, UPDATE_NOTIFICATION_MS);
  return () => clearInterval(timer);
}

/** What is kept under fzj_updater: the server versions this app was loaded for, and when it last reloaded for a new one. */
export interface UpdaterRecord {
  versions: string[];
  updatedAt: number | null;
}

/**
 * What a server version header means for a stored record: the first version seen is
 * simply remembered; a version outside the known ones asks for a reload.
 */
export function noteVersion(record: UpdaterRecord | null, version: string): { record: UpdaterRecord; reload: boolean } {
  if (record === null || record.versions.length === 0)
    return { record: { versions: [version], updatedAt: null }, reload: false };
  if (record.versions.includes(version)) return { record, reload: false };
  return { record, reload: true };
}

/** The record written just before reloading for `version`. */
export function recordUpdate(version: string, now: number): UpdaterRecord {
  return { versions: [version], updatedAt: now };
}

/** How long the "updated" notice still has to show, in ms; 0 when it should not show. */
export function updatedNoticeRemaining(record: UpdaterRecord | null, now: number): number {
  if (record?.updatedAt == null) return 0;
  const elapsed = now - record.updatedAt;
  return elapsed >= 0 && elapsed < UPDATED_NOTICE_MS ? UPDATED_NOTICE_MS - elapsed : 0;
}

export function parseUpdaterRecord(text: string | null): UpdaterRecord | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<UpdaterRecord>;
    if (!Array.isArray(value.versions) || !value.versions.every((version) => typeof version === 'string')) return null;
    return { versions: value.versions, updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : null };
  } catch {
    return null;
  }
}

export function readUpdaterRecord(): UpdaterRecord | null {
  return parseUpdaterRecord(localStorage.getItem(UPDATER_STORAGE_KEY));
}

export function writeUpdaterRecord(record: UpdaterRecord): void {
  localStorage.setItem(UPDATER_STORAGE_KEY, JSON.stringify(record));
}

/** The new server version waiting for the next navigation, if any. */
let pendingVersion: string | null = null;

/** Called by the API client with the version header of every answer. */
export function noteServerVersion(version: string | null): void {
  if (!version) return;
  const { record, reload } = noteVersion(readUpdaterRecord(), version);
  writeUpdaterRecord(record);
  if (reload) pendingVersion = version;
}

/**
 * On a navigation after the server changed version: remembers the new version and
 * reloads the page at the address just navigated to, so that the new build is loaded
 * between two screens rather than in the middle of one. Returns whether it reloads.
 */
export function reloadIfUpdated(): boolean {
  if (pendingVersion === null) return false;
  writeUpdaterRecord(recordUpdate(pendingVersion, Date.now()));
  pendingVersion = null;
  window.location.reload();
  return true;
}
