import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { observeBatches } from '../db/batch-observer.ts';
import type { Database } from '../db/database.ts';
import { callRecordOf } from '../http/call-record.ts';

/**
 * The Prometheus metrics of one server process, on a registry of its own (a test may run
 * several apps in one process): requests by call and outcome with their latency, answers
 * acknowledged, the write batches (size and wait), the PostgreSQL pool, and prom-client's
 * process metrics (event-loop lag, memory, CPU).
 */
export function registerMetrics(app: FastifyInstance, database: Database, allowed: (address: string) => boolean): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'palate_requests_total',
    help: 'Requests answered, by call path (or route) and outcome (the envelope errorType, or the HTTP status class).',
    labelNames: ['call', 'outcome'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'palate_request_duration_seconds',
    help: 'Time from a request to its answer, by call path (or route).',
    labelNames: ['call'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const answers = new Counter({
    name: 'palate_answers_acknowledged_total',
    help: "Judges' posts (run/post) acknowledged: stored, or found stored when resent.",
    registers: [registry],
  });
  const batchSize = new Histogram({
    name: 'palate_write_batch_size',
    help: 'Posts per write batch: a group commit on SQLite, a shared statement on PostgreSQL.',
    labelNames: ['kind'],
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  const batchWait = new Histogram({
    name: 'palate_write_batch_wait_seconds',
    help: "Time a batch's first post waited before its batch ran.",
    labelNames: ['kind'],
    buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
    registers: [registry],
  });
  new Gauge({
    name: 'palate_database_pool_connections',
    help: 'PostgreSQL pool: connections in use and idle, and queries waiting for a connection (absent on SQLite).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) return;
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  const unobserve = observeBatches((kind, size, waitSeconds) => {
    batchSize.observe({ kind }, size);
    batchWait.observe({ kind }, waitSeconds);
  });
  app.addHook('onClose', async () => unobserve());

  // Each call's children kept, so that a request costs no hashing of its labels (the hot path).
  const requestCounts = new Map<string, Counter.Internal>();
  const latencies = new Map<string, Histogram.Internal<'call'>>();
  app.addHook('onResponse', async (request, reply) => {
    const record = callRecordOf(request);
    const call = record?.path ?? request.routeOptions.url ?? 'unmatched';
    const outcome = record ? String(record.errorType) : `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${call} ${outcome}`;
    let count = requestCounts.get(key);
    if (!count) requestCounts.set(key, (count = requests.labels(call, outcome)));
    count.inc();
    let timing = latencies.get(call);
    if (!timing) latencies.set(call, (timing = latency.labels(call)));
    timing.observe(reply.elapsedTime / 1000);
    if (record?.path === 'run/post' && record.errorType === 0) answers.inc();
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!allowed(request.ip)) return reply.code(403).type('text/plain').send('Forbidden\n');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
