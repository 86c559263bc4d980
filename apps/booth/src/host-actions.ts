import { randomUUID } from 'node:crypto';
import {
  CallError,
  ErrorCode,
  callUrl,
  offlineUploadRequest,
  readEnvelope,
  type HostAction,
  type HostDownload,
  type HostReplies,
  type OfflineResults,
} from '@palate/protocol';
import { safeFileName, type BoothFolder } from './booth-folder.ts';

/** What the host does to the browser window it drives. */
export interface KioskWindow {
  /** A PNG of what the judge sees. */
  captureScreen(): Promise<Uint8Array>;
  /** Returns whether the window is now full screen. */
  toggleFullscreen(): Promise<boolean>;
  setWindowSize(width: number, height: number): Promise<void>;
  /** Opens an address of the server in a window of its own (Execute). */
  open(url: string): Promise<void>;
  /** Shows the host's help for a screen of the client. */
  showHelp(context: string): Promise<void>;
  /** Opens the client anew at an address (after the connection settings changed). */
  reopen(url: string): Promise<void>;
}

/** The host's state between calls: where the server is and whether a judge's run is under way. */
export interface BoothState {
  server: URL;
  wrapper: 'd-win' | 'd-android';
  runUnderWay: boolean;
}

export interface BoothContext {
  folder: BoothFolder;
  window: KioskWindow;
  state: BoothState;
}

type Handler = (data: Record<string, unknown>, context: BoothContext) => Promise<unknown> | unknown;

const MAX_TEXT = 20_000_000;

function invalid(field: string): CallError {
  return new CallError(
    ErrorCode.invalidRequest,
    `The host cannot accept this request: “${field}” is missing or wrong.`,
  );
}

function text(data: Record<string, unknown>, field: string, max = 1_000): string {
  const value = data[field];
  if (typeof value !== 'string' || value.length > max) throw invalid(field);
  return value;
}

function integer(data: Record<string, unknown>, field: string, min: number, max: number): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw invalid(field);
  return value;
}

function logOf(data: Record<string, unknown>): unknown[] {
  return Array.isArray(data.log) ? data.log : [];
}

/** The storage key the client keeps its offline downloads and their results under. */
const OFFLINE_STORAGE_KEY = 'fzj_offline';

function storage(context: BoothContext): Record<string, string> {
  const stored = context.folder.readJson('storage.json');
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
}

/** The results the page keeps for a download, from its mirrored storage. */
function offlineResults(context: BoothContext, id: string): OfflineResults | null {
  const raw = storage(context)[OFFLINE_STORAGE_KEY];
  if (raw === undefined) return null;
  try {
    const state = JSON.parse(raw) as { downloads?: Record<string, OfflineResults> };
    return state.downloads?.[id] ?? null;
  } catch {
    return null;
  }
}

function downloadFile(id: string): string {
  return `downloads/${safeFileName(id)}.json`;
}

/** The client's address for a route, with the host's wrapper tag kept in the options segment. */
export function clientAddress(server: URL, options: string, route: string, wrapper: BoothState['wrapper']): string {
  const tags = options.split('.').filter((tag) => tag !== '' && tag !== 'd-win' && tag !== 'd-android');
  const segment = [...(tags.length === 0 ? ['lang'] : tags), wrapper].join('.');
  return new URL(`/${encodeURIComponent(segment)}/${route.replace(/^\/+/, '')}`, server).href;
}

/** TermSave {term}, JudgeSave {judge}, UserSave {user}: the one object, kept in its file. */
function persisted(file: string, field: string): Handler {
  return (data, { folder }) => {
    const value = data[field];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(field);
    folder.writeJson(file, value);
    return {};
  };
}

const handlers: Record<HostAction, Handler> = {
  ConnectLoad(data, { folder }) {
    if (typeof data.file === 'string') return { config: folder.readJson(`files/${safeFileName(data.file)}`) };
    return { config: (folder.readJson('connection.json') as { config?: unknown } | null)?.config ?? null };
  },
  ConnectSave(data, context) {
    const config = data.config;
    if (typeof config !== 'object' || config === null) throw invalid('config');
    const options = text(data, 'options', 200);
    const address = (config as { url?: unknown }).url;
    let server: URL | null = null;
    if ((config as { mode?: unknown }).mode === 'web' || address !== undefined) {
      try {
        server = new URL(String(address));
      } catch {
        throw invalid('config.url');
      }
      if (server.protocol !== 'http:' && server.protocol !== 'https:') throw invalid('config.url');
    }
    context.folder.writeJson('connection.json', { config, options });
    if (typeof data.file === 'string') context.folder.writeJson(`files/${safeFileName(data.file)}`, config);
    context.folder.log('connectionSaved', { url: server?.href ?? null });
    if (server) {
      context.state.server = server;
      const route = typeof data.route === 'string' ? data.route : 'home';
      // After the reply has gone: the page that asked is the one to hear it.
      setTimeout(() => void context.window.reopen(clientAddress(server, options, route, context.state.wrapper)), 300);
    }
    return {};
  },
  async Help(data, { window }) {
    await window.showHelp(text(data, 'context', 200));
    return {};
  },
  configSave(data, { folder }) {
    folder.writeJson('config.json', data.config ?? null);
    return {};
  },
  FileSave(data, { folder }) {
    const content = text(data, 'content', MAX_TEXT);
    const name = safeFileName(text(data, 'name', 255));
    const bytes = data.type === 'base64' ? Buffer.from(content, 'base64') : content;
    return { file: folder.writeFile(`files/${name}`, bytes) };
  },
  UserSave: persisted('user.json', 'user'),
  UserClear: (_data, { folder }) => (folder.remove('user.json'), {}),
  UserLoad: (_data, { folder }) => ({ user: folder.readJson('user.json') }),
  async Execute(data, { window, state }) {
    let url: URL;
    try {
      url = new URL(text(data, 'url', 4_000), state.server);
    } catch {
      throw invalid('url');
    }
    // A judge must not be able to wander off to the web from a booth.
    if (url.origin !== state.server.origin) {
      throw new CallError(ErrorCode.actionOnlyFromApplication, 'This booth opens only the Palate server’s own pages.');
    }
    await window.open(url.href);
    return {};
  },
  StorageSetItem(data, context) {
    const key = text(data, 'key', 200);
    context.folder.writeJson('storage.json', { ...storage(context), [key]: text(data, 'value', MAX_TEXT) });
    return {};
  },
  StorageRemoveItem(data, context) {
    const key = text(data, 'key', 200);
    const kept = Object.entries(storage(context)).filter(([stored]) => stored !== key);
    context.folder.writeJson('storage.json', Object.fromEntries(kept));
    return {};
  },
  TermSave: persisted('terminal.json', 'term'),
  TermLoad: (_data, { folder }) => ({ term: folder.readJson('terminal.json') }),
  TermClear: (_data, { folder }) => (folder.remove('terminal.json'), {}),
  JudgeSave: persisted('judge.json', 'judge'),
  JudgeLoad: (_data, { folder }) => ({ judge: folder.readJson('judge.json') }),
  JudgeClear: (_data, { folder }) => (folder.remove('judge.json'), {}),
  Download(data, { folder }) {
    const download: HostDownload = {
      id: text(data, 'id', 64),
      text: data.text ?? '',
      nr: integer(data, 'nr', 0, 100_000),
      nb: integer(data, 'nb', 0, 100_000),
      se: text(data, 'se', 64),
      order: integer(data, 'order', 0, 1_000_000),
      promptOrder: data.promptOrder === null ? null : integer(data, 'promptOrder', -1_000_000_000, 1_000_000_000),
      log: logOf(data),
    };
    folder.writeJson(downloadFile(download.id), download);
    folder.log('downloaded', { id: download.id, se: download.se });
    return {};
  },
  DownloadRemove(data, { folder }) {
    const id = text(data, 'id', 64);
    folder.remove(downloadFile(id));
    folder.log('downloadRemoved', { id, log: logOf(data) });
    return {};
  },
  LoadOfflineData(data, context) {
    const user = data.user as { id?: unknown } | undefined;
    const downloads = context.folder
      .list('downloads')
      .map((name) => context.folder.readJson(`downloads/${name}`))
      .filter((download): download is HostDownload => typeof download === 'object' && download !== null);
    context.folder.log('offlineDataLoaded', { user: typeof user?.id === 'string' ? user.id : null });
    return { downloads, offline: storage(context)[OFFLINE_STORAGE_KEY] ?? null };
  },
  async UploadResults(data, context) {
    const id = text(data, 'id', 64);
    const overwrite = data.overwrite === true;
    const results = offlineResults(context, id);
    if (results === null) throw new CallError(ErrorCode.invalidRequest, `This booth keeps no results for “${id}”.`);
    const pending =
      results.pendingUpload?.overwrite === overwrite ? results.pendingUpload : { uploadId: randomUUID(), overwrite };
    const body = offlineUploadRequest(results, pending, Date.now());
    let reply: HostReplies['UploadResults'];
    try {
      const response = await fetch(new URL(callUrl('run/upload'), context.state.server), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const envelope = readEnvelope(await response.json().catch(() => null));
      reply = envelope
        ? { reached: true, errorType: envelope.errorType, errorMsg: envelope.errorMsg, data: envelope.errorData }
        : { reached: false, errorType: -1 };
    } catch {
      reply = { reached: false, errorType: -1 };
    }
    context.folder.log('uploaded', {
      id,
      uploadId: pending.uploadId,
      reached: reply.reached,
      errorType: reply.errorType,
    });
    return reply;
  },
  async 'Run.StartPreview'(data, { folder }) {
    const publication = safeFileName(text(data, 'publication', 64));
    const judge = integer(data, 'judge', 1, 1_000_000);
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
    const id = `${stamp}-${publication}-judge${judge}`;
    folder.writeJson(`captures/${id}/simulation.json`, { publication, judge, startedAt: new Date().toISOString() });
    return { id };
  },
  async 'Run.SavePreview'(data, { folder, window }) {
    const id = safeFileName(text(data, 'id', 200));
    const name = safeFileName(text(data, 'name', 120));
    const picture = await window.captureScreen();
    return { file: folder.writeFile(`captures/${id}/${name}.png`, picture) };
  },
  CloseConfirm(data, { state }) {
    state.runUnderWay = data.running === true;
    return {};
  },
  async fullscreenToggle(_data, { window }) {
    return { fullscreen: await window.toggleFullscreen() };
  },
  async SetWindowSize(data, { window }) {
    await window.setWindowSize(integer(data, 'width', 320, 7_680), integer(data, 'height', 320, 4_320));
    return {};
  },
};

export function handleHostAction(action: HostAction, data: unknown, context: BoothContext): Promise<unknown> {
  const payload =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return Promise.resolve().then(() => handlers[action](payload, context));
}
