import type { Answer } from '@palate/engine';
import type { CallRequest } from './calls.ts';
import type { OfflineDownload, OfflineLogEntry } from './offline.ts';

/** An upload that may have reached the server: resent with the same id, it stores nothing twice. */
export interface PendingUpload {
  uploadId: string;
  overwrite: boolean;
}

/**
 * What a device keeps of a download's results: the client under its offline storage key
 * (fzj_offline, `downloads` by block id), which a desktop host mirrors and uploads from
 * (UploadResults).
 */
export interface OfflineResults {
  download: Pick<OfflineDownload, 'id' | 'se' | 'uploadKey'>;
  /** The answers given on the device, by screen position. */
  answers: Record<string, Answer[]>;
  position: number;
  finished: boolean;
  log: OfflineLogEntry[];
  pendingUpload: PendingUpload | null;
}

/** The body of run/upload: every screen answered on the device, and where the judge stopped. */
export function offlineUploadRequest(
  results: OfflineResults,
  pending: PendingUpload,
  now: number,
): CallRequest<'run/upload'> {
  const pages = Object.entries(results.answers)
    .map(([position, answers]) => ({ position: Number(position), answers }))
    .sort((a, b) => a.position - b.position);
  return {
    id: results.download.id,
    se: results.download.se,
    key: results.download.uploadKey,
    uploadId: pending.uploadId,
    overwrite: pending.overwrite,
    pages,
    position: results.position,
    finished: results.finished,
    log: [...results.log, { at: now, event: 'uploaded' }],
  };
}
