import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { freePort, killHard, startServer, type ServerProcess } from '../apps/server/test/server-process.ts';
import { WEB_ROOT, launchChromium } from './browser.ts';
import { unsafeLogLines } from '../apps/server/test/log-scan.ts';

/** A suite's world: a real server on its own SQLite file serving the built client, and Chromium. */
export interface E2eApp {
  /** The server's data directory (DATA_DIR), removed by `close()`. */
  dir: string;
  /** The server's SQLite file, in `dir`. */
  file: string;
  server: ServerProcess;
  /** The server's address, e.g. `http://127.0.0.1:41234`. */
  url: string;
  browser: Browser;
  /**
   * The server's database, opened by the test process on first use: tests arrange what a
   * leader's tools (the command line) would, and read the results, on the very file the server uses.
   */
  readonly database: Database;
  close(): Promise<void>;
}

export interface E2eAppOptions {
  /**
   * Runs in the new data directory before the server starts (for files the server reads at
   * start, such as a custom folder) and gives the server's extra environment.
   */
  prepare?: (dir: string) => NodeJS.ProcessEnv;
}

/** Starts the server (migrated and seeded with the demo) and Chromium; `name` labels the temporary directory. */
export async function startE2eApp(name: string, options: E2eAppOptions = {}): Promise<E2eApp> {
  const dir = mkdtempSync(join(tmpdir(), `palate-e2e-${name}-`));
  const file = join(dir, 'palate.sqlite');
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let database: Database | undefined;
  const close = async () => {
    await database?.close();
    await browser?.close();
    await killHard(server);
    rmSync(dir, { recursive: true, force: true });
    // Every e2e file's server log, the whole run's, is read for secrets (issue 45).
    const unsafe = unsafeLogLines(server?.output() ?? '');
    if (unsafe.length > 0) throw new Error(`The server logged what it must not:\n${unsafe.slice(0, 5).join('\n')}`);
  };
  try {
    server = await startServer(file, await freePort(), WEB_ROOT, options.prepare?.(dir) ?? {});
    browser = await launchChromium();
  } catch (error) {
    // The suite gets no app to close when its set-up fails, so nothing started may outlive it.
    await close();
    throw error;
  }
  return {
    dir,
    file,
    server,
    url: server.url,
    browser,
    get database() {
      database ??= openDatabase(file);
      return database;
    },
    close,
  };
}
