import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { longResults } from '../src/results/results.service.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';
import { FAULT_SCALE, reportFigures } from './fault-scale.ts';
import { startJudgeLoad, storedPosts, UNLIMITED_JUDGES } from './judge-load.ts';
import { freePort, killHard, startServer, type ServerProcess } from './server-process.ts';

describeEachDatabase('an acknowledged answer or offline upload', (engine) => {
  let test: TestDatabase;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    test = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await killHard(server);
    await test.drop();
  });

  it('survives kill -9 of the server and a restart', async () => {
    const port = await freePort();
    server = await startServer(test.location, port);
    const call = async <P extends CallPath>(path: P, body: CallRequest<P>): Promise<CallResponse<P>> => {
      const response = await fetch(`${server?.url}${callUrl(path)}`, {
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

    // A second judge's results sent from a download (the demo allows offline answering).
    const offlineJudge = ((await call('members/add', { type: 'j' })) as { tk?: string }).tk!;
    const run = await call('run/reqStart', { tk: offlineJudge, block: pubs[0]!.pubId });
    const { offline } = await call('run/start', { tk: offlineJudge, se: run.se, offline: true });
    const upload = {
      id: offline!.id,
      se: run.se,
      key: offline!.uploadKey,
      uploadId: randomUUID(),
      position: offline!.pages.length - 1,
      finished: true,
      pages: offline!.pages.map((page) => ({
        position: page.position,
        answers: page.controls.flatMap((control) =>
          control.kind === 'scale' ? [{ controlId: control.id, value: control.style === 'category' ? 6 : 3 }] : [],
        ),
      })),
    };
    expect((await call('run/upload', upload)).finished).toBe(true);

    await killHard(server);

    server = await startServer(test.location, port);
    const resumed = await call('run/start', { tk, se });
    expect(resumed.page.position).toBe(2);
    // The acknowledged upload is there, and its resend is still recognised.
    expect((await call('run/upload', upload)).finished).toBe(true);
    const results = await longResults(test.database.db);
    expect(results.filter((r) => r.judge === 'J001').map((r) => [r.attribute, r.value])).toEqual([
      ['overall_liking', 8],
    ]);
    expect(results.filter((r) => r.judge === 'J002' && r.attribute === 'overall_liking').map((r) => r.value)).toEqual([
      6, 6, 6,
    ]);
  });

  it(
    'loses no acknowledged post when killed while judges post, and restarts at once',
    async () => {
      const port = await freePort();
      server = await startServer(test.location, port, undefined, UNLIMITED_JUDGES);
      const load = startJudgeLoad(server.url, FAULT_SCALE.judges);
      while (load.acknowledged.size < FAULT_SCALE.acknowledgedBeforeKill) {
        await new Promise((resolveSoon) => setTimeout(resolveSoon, 10));
      }
      await killHard(server);
      const { acknowledged } = await load.done;
      const restarting = performance.now();
      server = await startServer(test.location, port, undefined, UNLIMITED_JUDGES);
      const restartSeconds = (performance.now() - restarting) / 1000;

      const { found, stored } = await storedPosts(test.database.db, acknowledged);
      reportFigures(`SIGKILL under load [${engine}]`, {
        judges: FAULT_SCALE.judges,
        acknowledged: acknowledged.size,
        stored,
        lost: acknowledged.size - found,
        'restart seconds': Math.round(restartSeconds * 10) / 10,
      });
      expect(found).toBe(acknowledged.size);
      // A post in flight at the kill may be stored without its answer having arrived.
      expect(stored).toBeLessThanOrEqual(acknowledged.size + FAULT_SCALE.judges);
      const resumed = await fetch(`${server.url}${callUrl('sys/versions')}`, { method: 'POST', body: '{}' });
      expect(resumed.status).toBe(200);
    },
    FAULT_SCALE.timeout,
  );
});
