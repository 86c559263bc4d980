/**
 * The judges' hot path, measured: moving between screens and posting answers over real
 * HTTP against a real database. Run with `npm run bench` (SQLite in a temporary file) or
 * with BENCH_DATABASE_URL=postgres://… to measure PostgreSQL. Prints, per call, the SQL
 * statements it runs (counted on one judge alone: a cost that does not depend on how
 * busy the machine is), then latency percentiles and throughput with judges answering
 * at once. It asserts nothing; it is for comparing changes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callUrl, type CallPath, type CallRequest, type CallResponse, type PageView } from '@palate/protocol';
import { buildApp } from '../apps/server/src/app.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';

const JUDGES = Number(process.env.BENCH_JUDGES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const dir = mkdtempSync(join(tmpdir(), 'palate-bench-'));
let queries = 0;
const database = openDatabase(process.env.BENCH_DATABASE_URL ?? join(dir, 'bench.sqlite'), {
  onQuery: () => queries++,
});
await migrateToLatest(database.db);
await seedDemoIfEmpty(database.db, Date.now());
const app = await buildApp({ database, settings: { judgeTokenLifeSeconds: 86_400, userTokenLifeSeconds: 3600 } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const timings = new Map<string, number[]>();
/** SQL statements per call path, while only one judge is answering. */
const statements = new Map<string, number[]>();
let counting = false;

async function call<P extends CallPath>(path: P, body: CallRequest<P>): Promise<CallResponse<P> & { tk?: string }> {
  const started = performance.now();
  const queriesBefore = queries;
  const response = await fetch(address + callUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as CallResponse<P> & { errorType: number; errorMsg: string; tk?: string };
  if (counting) statements.set(path, [...(statements.get(path) ?? []), queries - queriesBefore]);
  else timings.set(path, [...(timings.get(path) ?? []), performance.now() - started]);
  if (envelope.errorType !== 0) throw new Error(`${path}: ${envelope.errorType} ${envelope.errorMsg}`);
  return envelope;
}

function answersFor(page: PageView) {
  return page.controls.flatMap((control) =>
    control.kind === 'scale' ? [{ controlId: control.id, value: control.style === 'category' ? 5 : 4.2 }] : [],
  );
}

async function judge(): Promise<void> {
  const { tk } = await call('members/add', { type: 'j' });
  if (!tk) throw new Error('no token');
  const { pubs } = await call('term/publication', { tk });
  const demo = pubs[0];
  if (!demo) throw new Error('no publication');
  const { se } = await call('run/reqStart', { tk, block: demo.pubId });
  let { page } = await call('run/start', { tk, se });
  for (;;) {
    const step = await call('run/post', {
      tk,
      se,
      postId: randomUUID(),
      position: page.position,
      answers: answersFor(page),
      moving: 'next',
    });
    if (step.finished || !step.page) break;
    page = step.page;
  }
  await call('term/publication', { tk });
}

counting = true;
await judge();
counting = false;

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < JUDGES) {
      next++;
      await judge();
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
console.log(
  `\n${JUDGES} judges completed the demo, ${CONCURRENCY} at a time, on ${await database.describe()} in ${seconds.toFixed(1)} s\n`,
);
console.log('call'.padEnd(20), 'SQL statements per call (one judge alone)');
for (const [path, counts] of statements) {
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  console.log(path.padEnd(20), `${mean.toFixed(1)}  (min ${Math.min(...counts)}, max ${Math.max(...counts)})`);
}
console.log();
console.log('call'.padEnd(20), 'count'.padStart(7), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8));
for (const [path, list] of timings) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    path.padEnd(20),
    String(sorted.length).padStart(7),
    percentile(sorted, 0.5).toFixed(2).padStart(8),
    percentile(sorted, 0.95).toFixed(2).padStart(8),
    percentile(sorted, 0.99).toFixed(2).padStart(8),
  );
}
const posts = timings.get('run/post')?.length ?? 0;
console.log(`\nrun/post throughput: ${(posts / seconds).toFixed(0)} posts/s`);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
