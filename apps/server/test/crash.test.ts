import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { longResults } from '../src/services/results.service.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';
import { freePort, killHard, startServer, type ServerProcess } from './server-process.ts';

describeEachDatabase('an acknowledged answer', (engine) => {
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

    await killHard(server);

    server = await startServer(test.location, port);
    const resumed = await call('run/start', { tk, se });
    expect(resumed.page.position).toBe(2);
    const results = await longResults(test.database.db);
    expect(results.map((r) => [r.attribute, r.value])).toEqual([['overall_liking', 8]]);
  });
});
