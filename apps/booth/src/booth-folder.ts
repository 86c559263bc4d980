import {
  appendFileSync,
  chmodSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Everything the booth host keeps, in one folder of its own: it outlives the browser, its
 * profile and cleared site data. Each write reaches the disk (fsync, then rename over the
 * old copy) before the page is told it is done, so a power cut loses nothing acknowledged.
 *
 *   connection.json, config.json     the connection settings (ConnectSave) and the app's (configSave)
 *   terminal.json, judge.json, user.json   TermSave, JudgeSave, UserSave
 *   storage.json                     the page's local storage, mirrored (StorageSetItem)
 *   downloads/<id>.json              the offline downloads (Download)
 *   files/<name>                     files the page saved (FileSave)
 *   captures/<simulation>/<screen>.png   a simulation's screen captures
 *   booth.log                        one JSON line per event: downloads removed, uploads, exits
 *   chromium/                        the browser's own profile
 */
export class BoothFolder {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
    // It holds the booth's tokens: its user's alone.
    mkdirSync(root, { recursive: true, mode: 0o700 });
    chmodSync(root, 0o700);
    for (const folder of ['downloads', 'files', 'captures', 'chromium']) {
      mkdirSync(join(root, folder), { recursive: true });
    }
  }

  path(...parts: string[]): string {
    return join(this.root, ...parts);
  }

  readJson(name: string): unknown {
    try {
      return JSON.parse(readFileSync(this.path(name), 'utf8')) as unknown;
    } catch {
      return null;
    }
  }

  writeJson(name: string, value: unknown): void {
    this.writeFile(name, JSON.stringify(value, null, 2) + '\n');
  }

  writeFile(name: string, content: string | Uint8Array): string {
    const target = this.path(name);
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    const descriptor = openSync(temporary, 'w', 0o600);
    try {
      writeSync(descriptor, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, target);
    syncFolder(dirname(target));
    return target;
  }

  remove(name: string): void {
    rmSync(this.path(name), { force: true });
    syncFolder(dirname(this.path(name)));
  }

  list(folder: string): string[] {
    try {
      return readdirSync(this.path(folder)).filter((name) => !name.endsWith('.tmp'));
    } catch {
      return [];
    }
  }

  log(event: string, details: Record<string, unknown> = {}): void {
    appendFileSync(this.path('booth.log'), JSON.stringify({ at: new Date().toISOString(), event, ...details }) + '\n');
  }
}

/** The folder's own entry (the renamed file) reaches the disk too. */
function syncFolder(folder: string): void {
  const descriptor = openSync(folder, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** A name the page gave, made safe as one file name in one of the folder's folders. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned === '' ? 'file' : cleaned;
}
