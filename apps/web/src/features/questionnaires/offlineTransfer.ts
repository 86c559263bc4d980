import { CallError, ErrorCode, imageUrl, offlineUploadRequest, type OfflineDownload } from '@palate/protocol';
import { callApi } from '../../lib/api.ts';
import { NetworkError } from '../../lib/errors.ts';
import { offlineCopyInPlace } from '../../lib/offlineCopy.ts';
import { hostRequest, inHost, tellHost } from '../../lib/host/host.ts';
import { isRecord } from '../../lib/localStore.ts';
import {
  offlineSaved,
  readOffline,
  updateOffline,
  withDownload,
  withLogLine,
  withoutDownload,
  withPendingUpload,
} from '../../lib/offlineStore.ts';

/**
 * Downloads a run (run/start with offline) and keeps it on this device, with the pictures
 * its screens show, which the service worker keeps for offline use with the app itself.
 * Rejects with 3402 when the judge must first type a tray number.
 */
export async function downloadRun(sessionId: string, tray?: number): Promise<OfflineDownload> {
  // The download is said to be there once the app itself opens offline too.
  const appCopy = offlineCopyInPlace();
  const { offline } = await callApi('run/start', {
    se: sessionId,
    offline: true,
    ...(tray === undefined ? {} : { pres: { tray } }),
  });
  if (offline === undefined) throw new CallError(ErrorCode.unexpectedResponse, 'run/start gave no download.');
  await appCopy;
  const state = updateOffline((previous) => withDownload(previous, offline, Date.now()));
  await Promise.all([
    offlineSaved(),
    fetchImages(offline),
    keepOnHost(offline, state.downloads[offline.id]?.log ?? []),
  ]);
  return offline;
}

/** A host keeps the download on its own disk too, and the page waits until it has it. */
async function keepOnHost(download: OfflineDownload, log: unknown[]): Promise<void> {
  if (!inHost()) return;
  const { id, text, nr, nb, se, order, promptOrder } = download;
  await hostRequest('Download', { id, text, nr, nb, se, order, promptOrder, log });
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
  const log = readOffline().downloads[blockId]?.log ?? [];
  updateOffline((state) => withoutDownload(state, blockId));
  tellHost('DownloadRemove', { id: blockId, log: [...log, { at: Date.now(), event: 'deleted' }] });
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
  const stored = updateOffline((state) => withPendingUpload(state, blockId, pending)).downloads[blockId] ?? entry;
  try {
    if (inHost()) await uploadThroughHost(blockId, overwrite, stored.log);
    else await callApi('run/upload', offlineUploadRequest(stored, pending, Date.now()));
  } catch (error) {
    if (isUploadConflict(error)) {
      const line = { at: Date.now(), event: 'conflict' as const };
      updateOffline((state) => withLogLine(withPendingUpload(state, blockId, null), blockId, line));
    }
    throw error;
  }
  deleteDownload(blockId);
}

/**
 * In a host the results are on its disk (the offline store is mirrored to it), and the host
 * sends them (UploadResults); its answer is the server's, or that the server was not reached.
 */
async function uploadThroughHost(blockId: string, overwrite: boolean, log: unknown[]): Promise<void> {
  const reply = await hostRequest('UploadResults', { id: blockId, overwrite, log });
  if (!reply.reached) throw new NetworkError('The host could not reach the server.');
  if (reply.errorType !== ErrorCode.success) {
    throw new CallError(reply.errorType, reply.errorMsg ?? 'The server refused the results.', reply.data);
  }
}
