import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { longResults } from '../src/services/results.service.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server, as `npm start` runs it, on the test's database. */
async function startServer(location: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: '/nonexistent' };
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
  return child;
}

describeEachDatabase('an acknowledged answer', (engine) => {
  let test: TestDatabase;
  let server: ChildProcess | undefined;

  beforeEach(async () => {
    test = await createTestDatabase(engine);
  });
  afterEach(async () => {
    server?.kill('SIGKILL');
    await test.drop();
  });

  it('survives kill -9 of the server and a restart', async () => {
    const port = await freePort();
    server = await startServer(test.location, port);
    const call = async <P extends CallPath>(path: P, body: CallRequest<P>): Promise<CallResponse<P>> => {
      const response = await fetch(`http://127.0.0.1:${port}${callUrl(path)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { errorType: number; tk?: string } & CallResponse<P>;
      expect(envelope.errorType).toBe(0);
      return envelope;
    };

    const { tk } = (await call('members/add', { type: 'j' })) as { tk?: string };
    if (!tk) throw new Error('no token');
    const { pubs } = await call('term/publication', { tk });
    const { se } = await call('run/reqStart', { tk, block: pubs[0]!.pubId });
    await call('run/start', { tk, se });
    await call('run/post', { tk, se, postId: randomUUID(), position: 0, answers: [], moving: 'next' });
    const acknowledged = await call('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: 1,
      answers: [{ controlId: 'overall_liking', value: 8 }],
      moving: 'next',
    });
    expect(acknowledged.page?.position).toBe(2);

    server.kill('SIGKILL');
    await new Promise((exited) => server?.once('exit', exited));

    server = await startServer(test.location, port);
    const resumed = await call('run/start', { tk, se });
    expect(resumed.page.position).toBe(2);
    const results = await longResults(test.database.db);
    expect(results.map((r) => [r.attribute, r.value])).toEqual([['overall_liking', 8]]);
  });
});
