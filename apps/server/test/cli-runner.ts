import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Engine, TestDatabase } from './harness.ts';
import { childEnvironment } from './server-process.ts';

export const CLI = resolve(import.meta.dirname, '../src/cli.ts');
const run = promisify(execFile);

/** Runs `palate` (the command line) on a suite's database: DATABASE_URL, or DATA_DIR for SQLite. */
export async function palateOn(engine: Engine, test: TestDatabase, ...args: string[]): Promise<string> {
  const env = childEnvironment();
  if (engine === 'postgres') env.DATABASE_URL = test.location;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dirname(test.location);
  }
  const { stdout } = await run(process.execPath, [CLI, ...args], { env });
  return stdout;
}
