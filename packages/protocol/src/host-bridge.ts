/**
 * The wire of the host bridge (spec sections 7 and 9): the calls between the judges' client
 * and the desktop or Android host that embeds it, their payloads, and the framing used
 * where the host has no native bridge. Zod-free: the client loads it on the judges' path
 * when a wrapper tag is in the address, and the booth host (apps/booth) speaks the other end.
 */

/** The host bridge's constants (spec section 9). */
export const HOST_POLL_INTERVAL_MS = 500;
export const HOST_RETRY_FIRST_DELAY_MS = 200;
export const HOST_STARTUP_FAILURE_MS = 1_600;
export const HOST_CHUNK_SIZE = 1_000;
export const HOST_PREVIEW_WAIT_MS = 100;

/** What the page asks of its host, by the spec's action names, with their payloads. */
export interface HostRequests {
  ConnectLoad: { file?: string };
  ConnectSave: { config: unknown; options: string; file?: string; route?: string };
  Help: { context: string };
  configSave: { config: unknown };
  FileSave: { content: string; contentType: string; name: string; type: 'text' | 'base64' };
  UserSave: { user: unknown };
  UserClear: Record<string, never>;
  UserLoad: Record<string, never>;
  Execute: { url: string };
  StorageSetItem: { key: string; value: string };
  StorageRemoveItem: { key: string };
  TermSave: { term: unknown };
  TermLoad: Record<string, never>;
  TermClear: Record<string, never>;
  JudgeSave: { judge: unknown };
  JudgeLoad: Record<string, never>;
  JudgeClear: Record<string, never>;
  Download: HostDownload;
  DownloadRemove: { id: string; log: unknown[] };
  LoadOfflineData: { user: { id: string; token: string } };
  UploadResults: { id: string; overwrite: boolean; log: unknown[] };
  'Run.SavePreview': { id: string; name: string };
  'Run.StartPreview': { publication: string; judge: number };
  /** Whether closing the host's window must first be confirmed: a judge's run is under way. */
  CloseConfirm: { running: boolean };
  fullscreenToggle: Record<string, never>;
  SetWindowSize: { width: number; height: number };
}

/** What the host answers, where it answers more than its acknowledgement. */
export interface HostReplies {
  ConnectLoad: { config: unknown | null };
  UserLoad: { user: unknown | null };
  TermLoad: { term: unknown | null };
  JudgeLoad: { judge: unknown | null };
  /** The downloads the host keeps, and its copy of the page's offline store (as StorageSetItem last gave it). */
  LoadOfflineData: { downloads: HostDownload[]; offline: string | null };
  /** The folder the screen captures of one simulation go to. */
  'Run.StartPreview': { id: string };
  'Run.SavePreview': { file: string };
  FileSave: { file: string };
  fullscreenToggle: { fullscreen: boolean };
  /** The server's answer to the upload the host made, as its envelope gave it; `reached` false when it could not be reached. */
  UploadResults: { reached: boolean; errorType: number; errorMsg?: string; data?: unknown };
}

export type HostAction = keyof HostRequests;
export type HostReply<A extends HostAction> = A extends keyof HostReplies ? HostReplies[A] : Record<string, never>;

/** The download's facts the host keeps on disk (spec: Download {id,text,nr,nb,se,order,promptOrder,log}). */
export interface HostDownload {
  id: string;
  text: unknown;
  nr: number;
  nb: number;
  se: string;
  order: number;
  promptOrder: number | null;
  log: unknown[];
}

export const HOST_ACTIONS: readonly HostAction[] = [
  'ConnectLoad',
  'ConnectSave',
  'Help',
  'configSave',
  'FileSave',
  'UserSave',
  'UserClear',
  'UserLoad',
  'Execute',
  'StorageSetItem',
  'StorageRemoveItem',
  'TermSave',
  'TermLoad',
  'TermClear',
  'JudgeSave',
  'JudgeLoad',
  'JudgeClear',
  'Download',
  'DownloadRemove',
  'LoadOfflineData',
  'UploadResults',
  'Run.SavePreview',
  'Run.StartPreview',
  'CloseConfirm',
  'fullscreenToggle',
  'SetWindowSize',
];

export function isHostAction(value: unknown): value is HostAction {
  return typeof value === 'string' && (HOST_ACTIONS as readonly string[]).includes(value);
}

/** A request from the page to its host. */
export interface HostRequestMessage {
  id: number | string;
  action: string;
  data: unknown;
}

/**
 * A reply on the bridge. A failure has errorType (the spec's code, or -1 when there is none)
 * and errorMsg: that is how errors are serialised for the host (spec section 8).
 */
export interface HostReplyMessage {
  id: number | string;
  errorType: number;
  errorMsg?: string;
  data?: unknown;
}

export type HostMessage = HostRequestMessage | HostReplyMessage;

export function isReplyMessage(message: HostMessage): message is HostReplyMessage {
  return 'errorType' in message;
}

/** Reads a bridge message; null for anything else (a host may post other things). */
export function parseHostMessage(text: string): HostMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  const { id } = message;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  if (typeof message.errorType === 'number') {
    return {
      id,
      errorType: message.errorType,
      ...(typeof message.errorMsg === 'string' ? { errorMsg: message.errorMsg } : {}),
      ...('data' in message ? { data: message.data } : {}),
    };
  }
  if (typeof message.action === 'string') return { id, action: message.action, data: message.data ?? {} };
  return null;
}

/** An error as the host receives it: the spec's code, or -1 when the error has none. */
export function hostErrorReply(id: number | string, error: unknown): HostReplyMessage {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : -1;
  return {
    id,
    errorType: typeof code === 'number' ? code : -1,
    errorMsg: error instanceof Error ? error.message : String(error),
  };
}

// ---- Framing without a native bridge: a message travels as chunks of at most HOST_CHUNK_SIZE
// characters of its JSON text, each framed as "message:index:count:" before its characters.

export function chunkMessage(messageKey: string, text: string): string[] {
  const count = Math.max(1, Math.ceil(text.length / HOST_CHUNK_SIZE));
  return Array.from(
    { length: count },
    (_, index) =>
      `${messageKey}:${index}:${count}:${text.slice(index * HOST_CHUNK_SIZE, (index + 1) * HOST_CHUNK_SIZE)}`,
  );
}

/** Puts chunks back together, in any order; gives each message's text once it is whole. */
export class ChunkAssembler {
  private readonly pending = new Map<string, string[]>();

  /** The whole message's text when this chunk completes it; null otherwise (or when the chunk is not one). */
  add(chunk: string): string | null {
    const match = /^([^:]+):(\d+):(\d+):/.exec(chunk);
    if (!match) return null;
    const [header, key, indexText, countText] = match as unknown as [string, string, string, string];
    const index = Number(indexText);
    const count = Number(countText);
    if (count < 1 || index >= count) return null;
    const parts = this.pending.get(key) ?? new Array<string>(count);
    parts[index] = chunk.slice(header.length);
    this.pending.set(key, parts);
    for (let part = 0; part < count; part++) if (parts[part] === undefined) return null;
    this.pending.delete(key);
    return parts.join('');
  }
}
