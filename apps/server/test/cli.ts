import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Engine } from './harness.ts';

export const CLI = resolve(import.meta.dirname, '../src/cli.ts');
const run = promisify(execFile);

/** Runs the leader's command line on a test database, as a lab would (DATABASE_URL or DATA_DIR); its standard output. */
export async function palate(engine: Engine, location: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (engine === 'postgres') env.DATABASE_URL = location;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dirname(location);
  }
  const { stdout } = await run(process.execPath, [CLI, ...args], { env });
  return stdout;
}
