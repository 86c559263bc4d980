import { afterEach, beforeEach, expect, it } from 'vitest';
import { callUrl } from '@palate/protocol';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';
import { startJudgeLoad, storedPosts, UNLIMITED_JUDGES } from './judge-load.ts';
import { freePort, killHard, startServer, type ServerProcess } from './server-process.ts';

/** Real server processes on one database, as a deployment runs them behind a load balancer. */
describeEachDatabase('server processes on one database', (engine) => {
  let test: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeEach(async () => {
    test = await createTestDatabase(engine);
  });
  afterEach(async () => {
    for (const server of servers) await killHard(server);
    servers = [];
    await test.drop();
  });

  async function newJudge(server: ServerProcess): Promise<{ status: number; errorType: number }> {
    const response = await fetch(server.url + callUrl('members/add'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'j' }),
    });
    return { status: response.status, errorType: ((await response.json()) as { errorType: number }).errorType };
  }

  it('share the per-address limits: the deployment allows the limit, not the limit per process', async () => {
    const limits = { RATE_LIMIT_NEW_JUDGES: '4', RATE_LIMIT_WINDOW_SECONDS: '600' };
    servers = [
      await startServer(test.location, await freePort(), undefined, limits),
      await startServer(test.location, await freePort(), undefined, limits),
    ];
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const answers = [];
    for (let judge = 0; judge < 4; judge++) answers.push(await newJudge(judge % 2 === 0 ? first : second));
    expect(answers.map((answer) => answer.errorType)).toEqual([0, 0, 0, 0]);
    // Each process has seen two: counted apart, both would let more in.
    expect(await newJudge(first)).toEqual({ status: 429, errorType: 90429 });
    expect(await newJudge(second)).toEqual({ status: 429, errorType: 90429 });
  });

  it('stop on SIGTERM while judges answer: every acknowledged post stored, no server error, exit 0', async () => {
    const server = await startServer(test.location, await freePort(), undefined, UNLIMITED_JUDGES);
    servers = [server];
    const load = startJudgeLoad(server.url, 8);
    while (load.acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    const exitCode = await exited;
    const outcome = await load.done;

    expect(exitCode).toBe(0);
    const { found, stored } = await storedPosts(test.database.db, outcome.acknowledged);
    expect(found).toBe(outcome.acknowledged.size);
    expect(stored).toBe(outcome.acknowledged.size);
    const log = server.output();
    expect(log).toContain('"msg":"stopped"');
    expect(log).not.toMatch(/"level":50/);
  });
});
