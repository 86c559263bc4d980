import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');

/**
 * The environment of a server or command line the tests start: Node's compile cache kept
 * across them, so that each does not strip the types of the same few hundred files again.
 */
export function childEnvironment(settings: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_COMPILE_CACHE: resolve(import.meta.dirname, '../../../node_modules/.cache/palate-compile'),
    ...settings,
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the server printed (the demo credentials among it). */
  output: () => string;
}

/**
 * The real server, as `npm start` runs it, on the given database (a postgres:// URL or a
 * SQLite file path); `webRoot` serves the built client; `settings` are further environment
 * variables (CUSTOM_DIR, JUDGE_TOKEN_LIFE_SECONDS, …) for this process alone.
 */
export async function startServer(
  location: string,
  port: number,
  webRoot = '/nonexistent',
  settings: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  // The tests read the request lines (and the e2e run's whole log is scanned): info, unless told.
  const env = childEnvironment({
    LOG_LEVEL: 'info',
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_ROOT: webRoot,
  });
  if (location.startsWith('postgres')) env.DATABASE_URL = location;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dirname(location);
  }
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Palate is running')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

export async function killHard(server: ServerProcess | undefined): Promise<void> {
  // A process ended by a signal has a signalCode and no exitCode.
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => server.child.once('exit', resolveExit));
  server.child.kill('SIGKILL');
  await exited;
}
