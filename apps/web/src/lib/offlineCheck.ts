import { offlineDownload, offlineLogEntry } from '@palate/protocol';
import type { OfflineEntry, OfflineState } from './offlineStore.ts';

/**
 * The downloads on this device checked against the protocol's schemas: a download that is
 * not one is dropped, one stored by an older version gets the fields it lacks, and a log
 * line the server would refuse is left out. The same state when nothing changes.
 * Loaded only on a device that holds downloads (offlineStore's restoreOffline).
 */
export function checkedOfflineState(state: OfflineState): OfflineState {
  const downloads: Record<string, OfflineEntry> = {};
  for (const [id, entry] of Object.entries(state.downloads)) {
    const download = offlineDownload.safeParse(entry.download);
    if (!download.success) continue;
    const log = entry.log.filter((line) => offlineLogEntry.safeParse(line).success);
    downloads[id] = { ...entry, download: download.data, log };
  }
  const checked = { ...state, downloads };
  return sameValue(checked, state) ? state : checked;
}

/** Equal as JSON, whatever the order of the keys (the schemas' output follows their own). */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a).filter(([, value]) => value !== undefined);
  const bFields = new Map(Object.entries(b).filter(([, value]) => value !== undefined));
  return aEntries.length === bFields.size && aEntries.every(([key, value]) => sameValue(value, bFields.get(key)));
}
