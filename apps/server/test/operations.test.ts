import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { Answer } from '@palate/engine';
import { callUrl, ErrorCode, isCallPath, type PageView } from '@palate/protocol';
import { buildApp } from '../src/app.ts';
import type { DemoSeed } from '../src/seed/demo.ts';
import { scaleAnswers, TEST_SETTINGS } from './api.ts';
import { unsafeLogLines } from './log-scan.ts';
import { seedDemo } from './fixtures.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';

interface MetricFamily {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; buckets?: Record<string, string> }[];
}

describeEachDatabase('operations: health, metrics and the log', (engine) => {
  let test: TestDatabase;
  let seed: DemoSeed;
  let lines: string[];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeEach(async () => {
    test = await createTestDatabase(engine);
    seed = await seedDemo(test.database.db, Date.now());
    lines = [];
    app = await buildApp({
      database: test.database,
      settings: TEST_SETTINGS,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterEach(async () => {
    await app.close();
    await test.drop();
  });

  async function call(path: string, body: object, headers: Record<string, string> = {}) {
    const url = isCallPath(path) ? callUrl(path) : `/ws/fzRun.dll/${path}`;
    const response = await app.inject({ method: 'POST', url, payload: body, headers });
    return response.json() as Record<string, unknown> & { errorType: number; tk?: string };
  }

  /** A judge's start and first post, and a leader's sign-in: the calls whose bodies must stay out of the log. */
  async function answerAndSignIn() {
    const judge = await call('members/add', { type: 'j', ua: 'vitest' });
    const tk = judge.tk!;
    const started = await call('run/reqStart', { tk, block: seed.publicationId, start: true });
    // The welcome screen, then the first sample's scales: two posts, the second with answers.
    let page = started.page as PageView;
    let answers: Answer[] = [];
    const se = started.se as string;
    const replies: string[] = [];
    for (let post = 0; post < 2; post++) {
      answers = scaleAnswers(page);
      const posted = await call('run/post', {
        tk,
        se,
        postId: randomUUID(),
        position: page.position,
        answers,
        moving: 'next',
      });
      expect(posted.errorType).toBe(0);
      replies.push(posted.tk!);
      page = posted.page as PageView;
    }
    const leader = await call('members/connect', {
      l: seed.leaderLogin,
      p: seed.leaderPassword,
      acc: seed.accountCode,
    });
    expect(leader.errorType).toBe(0);
    return { tokens: [tk, ...replies, leader.tk!], answers };
  }

  it('says the process is alive and the database ready, with the version and the schema', async () => {
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', pending: [], schema: expect.stringMatching(/^\d{4}-/) });
    // Probes are asked every second: they leave no line at info level.
    expect(lines.filter((line) => line.includes('healthz') || line.includes('readyz'))).toEqual([]);
  });

  it('is not ready on a database whose migrations are behind the code', async () => {
    const older = await createTestDatabase(engine, '0027-publication-quotas');
    const behind = await buildApp({ database: older.database, settings: TEST_SETTINGS });
    try {
      const ready = await behind.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'migrations pending' });
      expect(ready.json().pending).toContain('0028-training-publications');
    } finally {
      await behind.close();
      await older.drop();
    }
  });

  it('gives Prometheus metrics to loopback only: calls by outcome, latency, answers, batches, process', async () => {
    await answerAndSignIn();
    await call('no/such/call', {});

    const refused = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(403);

    const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const families = parsePrometheusTextFormat(response.body) as MetricFamily[];
    const family = (name: string) => families.find((candidate) => candidate.name === name);

    const requests = family('palate_requests_total')!;
    expect(requests.type).toBe('COUNTER');
    const count = (callPath: string, outcome: string) =>
      Number(requests.metrics.find((m) => m.labels?.call === callPath && m.labels.outcome === outcome)?.value ?? 0);
    expect(count('run/post', '0')).toBe(2);
    expect(count('members/connect', '0')).toBe(1);
    expect(count('unknown', String(ErrorCode.unknownCall))).toBe(1);

    expect(family('palate_request_duration_seconds')!.type).toBe('HISTOGRAM');
    expect(Number(family('palate_answers_acknowledged_total')!.metrics[0]!.value)).toBe(2);
    // The parser keeps a histogram's buckets but not its labels: the kind is read from the text.
    const batches = family('palate_write_batch_size')!.metrics;
    expect(Number(batches[0]!.buckets!['+Inf'])).toBeGreaterThanOrEqual(2);
    const kind = engine === 'sqlite' ? 'group_commit' : 'statement_batch';
    expect(response.body).toMatch(new RegExp(`^palate_write_batch_wait_seconds_count\\{kind="${kind}"\\} [1-9]`, 'm'));
    expect(family('nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(family('process_resident_memory_bytes')).toBeDefined();
    const pool = family('palate_database_pool_connections');
    if (engine === 'postgres')
      expect(pool!.metrics.map((metric) => metric.labels?.state).sort()).toEqual(['idle', 'in_use', 'waiting']);
    else expect(pool?.metrics ?? []).toEqual([]);
  });

  it('logs one JSON line a request, with its id and call, and no token, password, answer or email address', async () => {
    const { tokens, answers } = await answerAndSignIn();
    const failing = await call(
      'members/connect',
      { l: 'someone@example.org', p: 'not-the-password', acc: seed.accountCode },
      {
        'x-request-id': 'proxy-given-id',
      },
    );
    expect(failing.errorType).not.toBe(0);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = entries.filter((entry) => entry.msg === 'request');
    expect(requestLines.map((entry) => entry.call)).toEqual([
      'members/add',
      'run/reqStart',
      'run/post',
      'run/post',
      'members/connect',
      'members/connect',
    ]);
    for (const entry of requestLines) expect(entry).toMatchObject({ reqId: expect.any(String), status: 200 });
    expect(requestLines.at(-1)).toMatchObject({ reqId: 'proxy-given-id', errorType: failing.errorType });

    const log = lines.join('\n');
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toContain(seed.leaderPassword);
    expect(log).not.toContain('not-the-password');
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(log).not.toContain(answer.controlId);
    expect(log).not.toMatch(/"answers"|"value"|"body"|"payload"/);
    // The scan every e2e file's server log goes through finds nothing here, and would find these.
    expect(unsafeLogLines(log)).toEqual([]);
    const leaked = [`{"msg":"x","tk":"${tokens[0]}"}`, '{"msg":"sent to ana@example.org"}', `{"msg":"${tokens[0]}"}`];
    expect(unsafeLogLines(leaked.join('\n'))).toEqual(leaked);
  });
});
