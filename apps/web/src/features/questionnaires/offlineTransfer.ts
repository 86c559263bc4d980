import { CallError, ErrorCode, imageUrl, type CallRequest, type OfflineDownload } from '@palate/protocol';
import { callApi } from '../../lib/api.ts';
import { isRecord } from '../../lib/localStore.ts';
import {
  offlineSaved,
  readOffline,
  updateOffline,
  withDownload,
  withLogLine,
  withoutDownload,
  withPendingUpload,
  type OfflineEntry,
  type PendingUpload,
} from '../../lib/offlineStore.ts';

/**
 * Downloads a run (run/start with offline) and keeps it on this device, with the pictures
 * its screens show, which the service worker keeps for offline use. Rejects with 3402 when
 * the judge must first type a tray number.
 */
export async function downloadRun(sessionId: string, tray?: number): Promise<OfflineDownload> {
  const { offline } = await callApi('run/start', {
    se: sessionId,
    offline: true,
    ...(tray === undefined ? {} : { pres: { tray } }),
  });
  if (offline === undefined) throw new CallError(ErrorCode.unexpectedResponse, 'run/start gave no download.');
  updateOffline((state) => withDownload(state, offline, Date.now()));
  await Promise.all([offlineSaved(), fetchImages(offline)]);
  return offline;
}

/** Fetching each picture once is enough: the service worker stores what it fetches. */
async function fetchImages(download: OfflineDownload): Promise<void> {
  const names = new Set(
    download.pages.flatMap((page) =>
      page.controls.flatMap((control) => (control.kind === 'info' && control.image ? [control.image.name] : [])),
    ),
  );
  // A picture that cannot be fetched now is missed offline, but the questions still work.
  await Promise.allSettled([...names].map((name) => fetch(imageUrl(name))));
}

export function deleteDownload(blockId: string): void {
  updateOffline((state) => withoutDownload(state, blockId));
}

/** The body of run/upload: every screen answered on this device, and where the judge stopped. */
export function uploadRequest(entry: OfflineEntry, pending: PendingUpload, now: number): CallRequest<'run/upload'> {
  const pages = Object.entries(entry.answers)
    .map(([position, answers]) => ({ position: Number(position), answers }))
    .sort((a, b) => a.position - b.position);
  return {
    id: entry.download.id,
    se: entry.download.se,
    key: entry.download.uploadKey,
    uploadId: pending.uploadId,
    overwrite: pending.overwrite,
    pages,
    position: entry.position,
    finished: entry.finished,
    log: [...entry.log, { at: now, event: 'uploaded' }],
  };
}

/** The server has answers for this run that came after the download (3310 with conflict). */
export function isUploadConflict(error: unknown): boolean {
  return (
    error instanceof CallError &&
    error.code === ErrorCode.postConflict &&
    isRecord(error.data) &&
    error.data.conflict === true
  );
}

/**
 * Sends a download's results (run/upload), then deletes the download. The upload id is
 * stored before the call, so that a retry after a network failure repeats it and the
 * server stores nothing twice; choosing to overwrite is a new upload with an id of its own.
 */
export async function sendResults(blockId: string, overwrite: boolean): Promise<void> {
  const entry = readOffline().downloads[blockId];
  if (entry === undefined) return;
  const pending =
    entry.pendingUpload?.overwrite === overwrite ? entry.pendingUpload : { uploadId: crypto.randomUUID(), overwrite };
  updateOffline((state) => withPendingUpload(state, blockId, pending));
  try {
    await callApi('run/upload', uploadRequest(entry, pending, Date.now()));
  } catch (error) {
    if (isUploadConflict(error)) {
      const line = { at: Date.now(), event: 'conflict' as const };
      updateOffline((state) => withLogLine(withPendingUpload(state, blockId, null), blockId, line));
    }
    throw error;
  }
  deleteDownload(blockId);
}
