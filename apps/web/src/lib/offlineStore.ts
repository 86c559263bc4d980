import type { Answer } from '@palate/engine';
import type { OfflineDownload, OfflineLogEntry, PendingUpload } from '@palate/protocol';
import { loadDurable, saveDurably } from './durableCopy.ts';
import { createLocalStore, isRecord } from './localStore.ts';

/** Whether the app works against the server or from the downloads on this device. */
export type AppMode = 'online' | 'offline';

/** One line of a download's log, sent with the results. */
export type OfflineLogLine = OfflineLogEntry;
export type OfflineEvent = OfflineLogEntry['event'];

export type { PendingUpload };

/** A questionnaire block downloaded to be answered on this device. */
export interface OfflineEntry {
  download: OfflineDownload;
  /** The answers given on this device, by screen position (the positions of `download.pages`). */
  answers: Record<string, Answer[]>;
  /** When the judge first arrived on each screen here, by position: a timed wait counts from it, across reloads. */
  entered: Record<string, number>;
  position: number;
  furthest: number;
  finished: boolean;
  log: OfflineLogLine[];
  pendingUpload: PendingUpload | null;
}

export interface OfflineState {
  mode: AppMode;
  /** By block id (the list item's id, which is the download's id). */
  downloads: Record<string, OfflineEntry>;
  /** Counts the writes, so that the newer of the two stored copies is known. */
  revision: number;
}

export const OFFLINE_STORAGE_KEY = 'fzj_offline';

const EMPTY_STATE: OfflineState = { mode: 'online', downloads: {}, revision: 0 };

// ---- Pure changes of the state: each returns a new state and leaves its argument alone.

export function withMode(state: OfflineState, mode: AppMode): OfflineState {
  return state.mode === mode ? state : { ...state, mode };
}

/** A new download replaces any earlier one of the same block: the server's copy is the newer. */
export function withDownload(state: OfflineState, download: OfflineDownload, now: number): OfflineState {
  const entry: OfflineEntry = {
    download,
    answers: {},
    entered: {},
    position: download.position,
    furthest: download.furthest,
    finished: false,
    log: [{ at: now, event: 'downloaded' }],
    pendingUpload: null,
  };
  return { ...state, downloads: { ...state.downloads, [download.id]: entry } };
}

export function withoutDownload(state: OfflineState, blockId: string): OfflineState {
  if (!(blockId in state.downloads)) return state;
  return { ...state, downloads: Object.fromEntries(Object.entries(state.downloads).filter(([id]) => id !== blockId)) };
}

function withEntry(state: OfflineState, blockId: string, change: (entry: OfflineEntry) => OfflineEntry): OfflineState {
  const entry = state.downloads[blockId];
  return entry === undefined ? state : { ...state, downloads: { ...state.downloads, [blockId]: change(entry) } };
}

/** The judge opened the download for the first time. */
export function withStarted(state: OfflineState, blockId: string, now: number): OfflineState {
  return withEntry(state, blockId, (entry) =>
    entry.log.some((line) => line.event === 'started')
      ? entry
      : { ...entry, log: [...entry.log, { at: now, event: 'started', position: entry.position }] },
  );
}

/** The judge is on a screen: the first time, its timed wait starts counting. */
export function withArrival(state: OfflineState, blockId: string, position: number, now: number): OfflineState {
  return withEntry(state, blockId, (entry) =>
    String(position) in entry.entered ? entry : { ...entry, entered: { ...entry.entered, [position]: now } },
  );
}

export interface AnsweredScreen {
  position: number;
  answers: Answer[];
  /** Other screens' answers that these answers hide since (conditions), each with what it keeps. */
  hiddenSince?: Record<string, Answer[]>;
  /** Where the judge goes next; ignored once the block is finished. */
  nextPosition: number;
  finished: boolean;
}

/** A screen answered on this device: its answers kept, the run moved, the log extended. */
export function withAnsweredScreen(
  state: OfflineState,
  blockId: string,
  screen: AnsweredScreen,
  now: number,
): OfflineState {
  return withEntry(state, blockId, (entry) => {
    const position = screen.finished ? screen.position : screen.nextPosition;
    const log: OfflineLogLine[] = [...entry.log, { at: now, event: 'answered', position: screen.position }];
    if (screen.finished) log.push({ at: now, event: 'finished', position: screen.position });
    const arrived = screen.finished || String(position) in entry.entered ? {} : { [position]: now };
    return {
      ...entry,
      answers: { ...entry.answers, ...screen.hiddenSince, [String(screen.position)]: screen.answers },
      entered: { ...entry.entered, ...arrived },
      position,
      furthest: Math.max(entry.furthest, position),
      finished: entry.finished || screen.finished,
      log,
      // New answers make a new upload: an earlier attempt did not carry them.
      pendingUpload: null,
    };
  });
}

export function withPendingUpload(state: OfflineState, blockId: string, pending: PendingUpload | null): OfflineState {
  return withEntry(state, blockId, (entry) => ({ ...entry, pendingUpload: pending }));
}

export function withLogLine(state: OfflineState, blockId: string, line: OfflineLogLine): OfflineState {
  return withEntry(state, blockId, (entry) => ({ ...entry, log: [...entry.log, line] }));
}

// ---- Reading

/** Results wait on this device: something was answered here since the download. */
export function hasResults(entry: OfflineEntry): boolean {
  return entry.finished || Object.keys(entry.answers).length > 0;
}

export type DownloadStatus = 'notStarted' | 'inProgress' | 'waiting';

/** What the offline home says of a download. */
export function downloadStatus(entry: OfflineEntry): DownloadStatus {
  if (entry.finished) return 'waiting';
  return hasResults(entry) || entry.download.nr > 0 ? 'inProgress' : 'notStarted';
}

/** Screens answered: those answered before the download and those answered here since. */
export function answeredCount(entry: OfflineEntry): number {
  const before = new Set(entry.download.pages.filter((page) => page.answers.length > 0).map((page) => page.position));
  for (const position of Object.keys(entry.answers)) before.add(Number(position));
  return Math.min(before.size, entry.download.nb);
}

/** The download of a judge's run; several blocks of one run are never downloaded at once, but the open one wins. */
export function entryOfSession(state: OfflineState, sessionId: string): OfflineEntry | null {
  const entries = Object.values(state.downloads).filter((entry) => entry.download.se === sessionId);
  return entries.find((entry) => !entry.finished) ?? entries[0] ?? null;
}

// ---- Parsing what storage holds. Read synchronously on every start, so checked here only
// for the shape the app reads before a screen is served; the download's screens and log are
// checked against the protocol's schemas once, at start, on a device that holds any
// (restoreOffline and offlineCheck.ts), so that a first-time judge does not load the schemas.

function isText(value: unknown): boolean {
  return typeof value === 'string' || isRecord(value);
}

function isNumberOrNull(value: unknown): boolean {
  return value === null || typeof value === 'number';
}

function looksLikeDownload(value: unknown): value is OfflineDownload {
  if (!isRecord(value)) return false;
  const { id, text, nr, nb, se, order, promptOrder, position, furthest, pages, uploadKey, expiresAt } = value;
  return (
    [id, se, uploadKey].every((field) => typeof field === 'string') &&
    [nr, nb, order, position, furthest].every((field) => typeof field === 'number') &&
    isText(text) &&
    isNumberOrNull(promptOrder) &&
    isNumberOrNull(expiresAt) &&
    Array.isArray(pages) &&
    pages.length > 0 &&
    pages.every(isRecord)
  );
}

function parseEntry(value: unknown): OfflineEntry | null {
  if (!isRecord(value) || !looksLikeDownload(value.download)) return null;
  const { download, answers, entered, position, furthest, finished, log, pendingUpload } = value;
  if (!isRecord(answers) || typeof position !== 'number' || typeof furthest !== 'number') return null;
  return {
    download,
    answers: Object.fromEntries(
      Object.entries(answers).filter((pair): pair is [string, Answer[]] => Array.isArray(pair[1])),
    ),
    entered: isRecord(entered)
      ? Object.fromEntries(
          Object.entries(entered).filter((pair): pair is [string, number] => typeof pair[1] === 'number'),
        )
      : {},
    position,
    furthest,
    finished: finished === true,
    log: Array.isArray(log)
      ? log.filter((line): line is OfflineLogLine => isRecord(line) && typeof line.at === 'number')
      : [],
    pendingUpload:
      isRecord(pendingUpload) && typeof pendingUpload.uploadId === 'string'
        ? { uploadId: pendingUpload.uploadId, overwrite: pendingUpload.overwrite === true }
        : null,
  };
}

export function parseOfflineState(value: unknown): OfflineState | null {
  if (!isRecord(value)) return null;
  const downloads: Record<string, OfflineEntry> = {};
  if (isRecord(value.downloads)) {
    for (const [id, stored] of Object.entries(value.downloads)) {
      const entry = parseEntry(stored);
      if (entry) downloads[id] = entry;
    }
  }
  const revision = typeof value.revision === 'number' ? value.revision : 0;
  return { mode: value.mode === 'offline' ? 'offline' : 'online', downloads, revision };
}

// ---- The store: local storage, written synchronously, so that a screen answered offline survives
// closing the tab; and its durable copy, on disk once `offlineSaved` resolves, which a browser
// killed before local storage reached the disk finds when it reopens.

const store = createLocalStore<OfflineState>(OFFLINE_STORAGE_KEY, parseOfflineState);
let lastDurableSave: Promise<void> = Promise.resolve();

export function readOffline(): OfflineState {
  return store.read() ?? EMPTY_STATE;
}

/** Applies a change to what is stored now (not to a copy read earlier, which another tab may have changed). */
export function updateOffline(change: (state: OfflineState) => OfflineState): OfflineState {
  const current = readOffline();
  const changed = change(current);
  if (changed === current) return current;
  const next = { ...changed, revision: current.revision + 1 };
  store.write(next);
  lastDurableSave = saveDurably(OFFLINE_STORAGE_KEY, next);
  return next;
}

/** Resolves once the last change is on disk. */
export function offlineSaved(): Promise<void> {
  return lastDurableSave;
}

/** A copy kept elsewhere (on disk, or by a desktop host) replaces the stored state where it is newer. */
export function adoptNewerOffline(copy: unknown): void {
  const state = parseOfflineState(copy);
  if (state !== null && state.revision > readOffline().revision) store.write(state);
}

/**
 * At start: the durable copy wins where it is newer than local storage's (lost to a killed
 * browser); then, where the device holds downloads, each is checked against the protocol's
 * schemas, which drop what cannot be served and fill what an older version did not store.
 */
export async function restoreOffline(): Promise<void> {
  adoptNewerOffline(await loadDurable(OFFLINE_STORAGE_KEY));
  if (Object.keys(readOffline().downloads).length === 0) return;
  const { checkedOfflineState } = await import('./offlineCheck.ts');
  updateOffline(checkedOfflineState);
}

export function useOffline(): OfflineState {
  return store.use() ?? EMPTY_STATE;
}

export function useAppMode(): AppMode {
  return useOffline().mode;
}

export function setAppMode(mode: AppMode): void {
  updateOffline((state) => withMode(state, mode));
}
