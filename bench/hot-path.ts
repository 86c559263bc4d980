/**
 * `npm run bench`: the judges' hot path, measured from outside the server as a lab would
 * meet it, and printed as one table of figure, floor or limit, and ratio (README: "Reading
 * the bench"). It asserts nothing; it is for comparing changes and machines.
 *
 * - run/post with moving "stay" on a scale screen, by an external load generator
 *   (bench/load.ts, autocannon in a process of its own) against the server as `npm start`
 *   runs it, beside the floor (bench/floor-server.ts: bare Fastify, same JSON, one durable
 *   commit) and the machine's durable commit limit; on SQLite and on PostgreSQL; with the
 *   CPU a post and a floor request take from the server, PostgreSQL and the load generator
 *   (bench/cpu.ts), which share this machine's cores.
 * - What metrics and logs cost a post: the same posts with METRICS=off, as deployed (metrics
 *   on, LOG_LEVEL=warn) and with a request line each (LOG_LEVEL=info), in alternating rounds.
 * - 1, 2 and 4 server processes on one PostgreSQL.
 * - The live monitor (pub/monitor) of a session with 30 booths and 300 more judges.
 * - SQL statements per call, counted on one judge alone.
 * - The judges' path in Chromium (bench/judges-path.ts): JavaScript on the wire and time to
 *   the first question on a throttled phone, the home page's first paint.
 * - The maps of a 300-consumer, 12-product test and of a 30-judge, 12-product, 20-attribute
 *   profile with 3 repetitions (bench/maps.ts): pub/analysis, and the console drawing them.
 *
 * Settings: BENCH_SECONDS (each load run, default 5), BENCH_BROWSER_RUNS (default 3, the
 * median is shown), BENCH_POSTGRES_URL (an administrator's URL; the bench makes and drops
 * its own database; PostgreSQL is skipped when unreachable), BENCH_ONLY (a comma-separated
 * list of the parts to run, named in PARTS; all when absent) and BENCH_CONNECTIONS (the
 * posts' connection counts, default 1,16,64).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { callUrl, type CallPath, type CallRequest, type CallResponse } from '@palate/protocol';
import { freePort, killHard, startServer, type ServerProcess } from '../apps/server/test/server-process.ts';
import { CHROMIUM, WEB_ROOT } from '../e2e/browser.ts';
import { judgesPathFigures, median, type JudgesPathFigures } from './judges-path.ts';
import type { LoadFigures, LoadJob, PostingJudge } from './load.ts';
import { scaleAnswers } from './demo-answers.ts';
import { countStatements } from './statements.ts';
import { canReadCpu, cpuPerRequest, readCpu, type CpuPerRequest } from './cpu.ts';
import { mapsFigures } from './maps.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const PROCESS_COUNTS = [1, 2, 4];
/** The server's own settings, not the tests' (which log every request to read it). */
export const AS_DEPLOYED: NodeJS.ProcessEnv = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
/** The judges made for the load runs: one per connection of the largest run. */
const MOST_CONNECTIONS = 64;

/**
 * The bench's parts, in the order they run; BENCH_ONLY names some of them to run only those.
 * The judges' path comes first, on a machine not yet busy with what the load runs leave
 * behind (PostgreSQL's checkpoints and vacuum of the posts' tables).
 */
const PARTS = [
  'judges-path',
  'sqlite-statements',
  'sqlite-posts',
  'instrumentation',
  'sqlite-monitor',
  'sqlite-maps',
  'postgres-statements',
  'postgres-posts',
  'postgres-monitor',
  'postgres-processes',
] as const;
type Part = (typeof PARTS)[number];
const chosenParts = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const unknownPart = chosenParts?.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart !== undefined) throw new Error(`BENCH_ONLY: no part "${unknownPart}" (parts: ${PARTS.join(', ')})`);
const runs = (part: Part) => chosenParts === undefined || chosenParts.includes(part);

interface Row {
  figure: string;
  value: string;
  reference: string;
  ratio: string;
  goal: string;
}
const rows: Row[] = [];
const row = (figure: string, value: string, reference = '', ratio = '', goal = '') =>
  rows.push({ figure, value, reference, ratio, goal });

interface NodeChild {
  output: Promise<string>;
  stop: () => void;
  pid: number;
}

function spawnNode(args: string[], ready?: string): Promise<NodeChild> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const finished = new Promise<string>((done, fail) =>
    child.once('exit', (code) => (code === 0 || ready ? done(output) : fail(new Error(`${args[0]} exited ${code}`)))),
  );
  const running: NodeChild = { output: finished, stop: () => child.kill('SIGKILL'), pid: child.pid ?? 0 };
  return new Promise((started, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready && output.includes(ready)) started(running);
    });
    if (!ready) started(running);
    child.once('error', fail);
  });
}

/** Server, PostgreSQL (when it took part) and load generator, in µs a request. */
function cpuShares({ server, postgres, load }: CpuPerRequest & { load: number }): string {
  const shares = [`server ${Math.round(server)}`, ...(postgres > 0 ? [`PostgreSQL ${Math.round(postgres)}`] : [])];
  return [...shares, `load ${Math.round(load)}`].join(' · ');
}

async function load(job: LoadJob): Promise<LoadFigures> {
  const { output } = await spawnNode([resolve(import.meta.dirname, 'load.ts'), JSON.stringify(job)]);
  return JSON.parse(await output) as LoadFigures;
}

async function call<P extends CallPath>(url: string, path: P, body: CallRequest<P>): Promise<CallResponse<P>> {
  const response = await fetch(url + callUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as CallResponse<P> & { errorType: number; errorMsg: string };
  if (envelope.errorType !== 0) throw new Error(`${path}: ${envelope.errorType} ${envelope.errorMsg}`);
  return envelope;
}

/** A new anonymous judge on the demo, moved on to its first scale screen, where posts "stay". */
async function judgeOnScaleScreen(url: string): Promise<PostingJudge> {
  const { tk } = (await call(url, 'members/add', { type: 'j' })) as { tk?: string };
  if (!tk) throw new Error('no token');
  const { pubs } = await call(url, 'term/publication', { tk });
  const demo = pubs[0];
  if (!demo) throw new Error('no publication');
  const { se } = await call(url, 'run/reqStart', { tk, block: demo.pubId });
  let { page } = await call(url, 'run/start', { tk, se });
  while (scaleAnswers(page).length === 0) {
    const postId = crypto.randomUUID();
    const step = await call(url, 'run/post', { tk, se, postId, position: page.position, answers: [], moving: 'next' });
    if (!step.page) throw new Error('the demo has no scale screen');
    page = step.page;
  }
  return { tk, se, position: page.position, answers: scaleAnswers(page) };
}

async function judges(url: string, count: number): Promise<PostingJudge[]> {
  const made: PostingJudge[] = [];
  for (let index = 0; index < count; index++) made.push(await judgeOnScaleScreen(url));
  return made;
}

/** Single-row commits per second, one after another, with the server's durability settings. */
async function durableCommitLimit(location: string): Promise<number> {
  const seconds = Math.min(SECONDS, 3);
  let commits = 0;
  const until = performance.now() + seconds * 1000;
  if (location.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    await client.query('CREATE TABLE IF NOT EXISTS commit_limit (id SERIAL PRIMARY KEY, at BIGINT NOT NULL)');
    while (performance.now() < until) {
      await client.query('INSERT INTO commit_limit (at) VALUES ($1)', [Date.now()]);
      commits++;
    }
    await client.end();
  } else {
    const { DatabaseSync } = await import('node:sqlite');
    const database = new DatabaseSync(location);
    database.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
      CREATE TABLE commit_limit (id INTEGER PRIMARY KEY, at INTEGER NOT NULL);`);
    const insert = database.prepare('INSERT INTO commit_limit (at) VALUES (?)');
    while (performance.now() < until) {
      insert.run(Date.now());
      commits++;
    }
    database.close();
  }
  return commits / seconds;
}

interface Place {
  engine: 'SQLite' | 'PostgreSQL';
  /** A fresh database for Palate, one for the floor, one for the commit limit. */
  make: (purpose: string) => Promise<string>;
  /**
   * PostgreSQL's transaction ids handed out so far (all its databases): each transaction
   * that writes takes one, so the count between two readings is that of write statements
   * committed when each is a transaction of its own.
   */
  transactionIds?: () => Promise<number>;
}

async function postgresPlace(): Promise<{ place: Place; dropAll: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL skipped: ${POSTGRES_ADMIN_URL} is not reachable (${String(error)})`);
    return undefined;
  }
  const made: string[] = [];
  return {
    place: {
      engine: 'PostgreSQL',
      make: async (purpose) => {
        const name = `palate_bench_${purpose}_${randomBytes(4).toString('hex')}`;
        await admin.query(`create database ${name}`);
        made.push(name);
        const url = new URL(POSTGRES_ADMIN_URL);
        url.pathname = `/${name}`;
        return url.toString();
      },
      // Reading it takes an id itself: one more between two readings, taken off.
      transactionIds: async () =>
        Number((await admin.query<{ id: string }>('select txid_current() as id')).rows[0]?.id ?? NaN) + 1,
    },
    dropAll: async () => {
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const ms = (value: number) => value.toFixed(1);
const perSecond = (value: number) => value.toFixed(0);
const ratio = (value: number, reference: number) => (value / reference).toFixed(2);
const percent = (fraction: number | undefined) => (fraction === undefined ? '?' : `${(fraction * 100).toFixed(0)}%`);

async function benchPosts(place: Place, webRoot: string): Promise<void> {
  const palateLocation = await place.make('palate');
  const server = await startServer(palateLocation, await freePort(), webRoot, AS_DEPLOYED);
  const floorLocation = await place.make('floor');
  const floorPort = await freePort();
  const floor = await spawnNode(
    [resolve(import.meta.dirname, 'floor-server.ts'), floorLocation, String(floorPort)],
    'floor ready',
  );
  try {
    const posting = await judges(server.url, MOST_CONNECTIONS);
    row(
      `${place.engine}: durable commit limit (1 row/commit, one after another)`,
      `${perSecond(await durableCommitLimit(await place.make('limit')))} commits/s`,
    );
    for (const connections of CONNECTIONS) {
      const withPostgres = place.engine === 'PostgreSQL';
      const measured = async (url: string, pid: number) => {
        const idsBefore = await place.transactionIds?.();
        const before = readCpu(pid, withPostgres);
        const figures = await load({ url, connections, seconds: SECONDS, judges: posting });
        const cpu = cpuPerRequest(before, readCpu(pid, withPostgres), figures.requests);
        const idsAfter = await place.transactionIds?.();
        const transactions = idsBefore === undefined || idsAfter === undefined ? undefined : idsAfter - idsBefore;
        return { ...figures, cpu: { ...cpu, load: figures.cpuPerRequest }, transactions };
      };
      const palate = await measured(server.url + callUrl('run/post'), server.child.pid ?? 0);
      const bare = await measured(`http://127.0.0.1:${floorPort}/post`, floor.pid);
      const goal = connections >= 16 ? '≥ 0.50' : '';
      row(
        `${place.engine}: run/post posts/s, ${connections} connection(s)`,
        perSecond(palate.requestsPerSecond),
        `${perSecond(bare.requestsPerSecond)} floor req/s`,
        ratio(palate.requestsPerSecond, bare.requestsPerSecond),
        goal,
      );
      row(
        `${place.engine}: run/post p50 / p99 ms, ${connections} connection(s)`,
        `${ms(palate.p50)} / ${ms(palate.p99)}`,
        `${ms(bare.p50)} / ${ms(bare.p99)} floor`,
        ratio(palate.p99, bare.p99),
        connections >= 16 ? 'p99 ≤ 2.00' : '',
      );
      if (canReadCpu())
        row(
          `${place.engine}: CPU per post (µs), ${connections} connection(s)`,
          cpuShares(palate.cpu),
          `${cpuShares(bare.cpu)} floor`,
        );
      if (palate.transactions !== undefined && bare.transactions !== undefined)
        row(
          `${place.engine}: requests per write transaction, ${connections} connection(s)`,
          (palate.requests / palate.transactions).toFixed(1),
          `${(bare.requests / bare.transactions).toFixed(1)} floor`,
        );
      if (palate.failures + bare.failures > 0)
        row(
          `${place.engine}: failed responses, ${connections} connection(s)`,
          String(palate.failures),
          String(bare.failures),
        );
    }
  } finally {
    floor.stop();
    await killHard(server);
  }
}

/** Alternating rounds of each configuration, so that the machine's drift falls on all alike. */
const INSTRUMENTATION_ROUNDS = 3;
const INSTRUMENTATION_CONNECTIONS = 16;

/**
 * What metrics and request lines cost the hot path: posts on SQLite (where the server's own
 * CPU bounds them, so its instrumentation shows most) against three servers that differ only in
 * METRICS and LOG_LEVEL, each measured in INSTRUMENTATION_ROUNDS alternating rounds; the
 * medians of posts/s and of the server's CPU a post, and each configuration's cost beside the
 * server with neither.
 */
async function benchInstrumentation(place: Place, webRoot: string): Promise<void> {
  const configurations = [
    { name: 'metrics and logs off (METRICS=off)', env: { METRICS: 'off', LOG_LEVEL: 'warn' } },
    { name: 'as deployed (metrics, LOG_LEVEL=warn)', env: { LOG_LEVEL: 'warn' } },
    { name: 'with request lines (LOG_LEVEL=info)', env: { LOG_LEVEL: 'info' } },
  ];
  const servers: ServerProcess[] = [];
  try {
    const measured = [];
    for (const configuration of configurations) {
      const server = await startServer(
        await place.make('instrumentation'),
        await freePort(),
        webRoot,
        configuration.env,
      );
      servers.push(server);
      measured.push({
        ...configuration,
        server,
        posting: await judges(server.url, INSTRUMENTATION_CONNECTIONS),
        rounds: [] as { postsPerSecond: number; cpu: number }[],
      });
    }
    for (let round = 0; round < INSTRUMENTATION_ROUNDS; round++) {
      for (const configuration of measured) {
        const pid = configuration.server.child.pid ?? 0;
        const before = readCpu(pid, false);
        const figures = await load({
          url: configuration.server.url + callUrl('run/post'),
          connections: INSTRUMENTATION_CONNECTIONS,
          seconds: SECONDS,
          judges: configuration.posting,
        });
        const cpu = cpuPerRequest(before, readCpu(pid, false), figures.requests);
        configuration.rounds.push({ postsPerSecond: figures.requestsPerSecond, cpu: cpu.server });
      }
    }
    const medians = measured.map((configuration) => ({
      name: configuration.name,
      postsPerSecond: median(configuration.rounds.map((one) => one.postsPerSecond)),
      cpu: median(configuration.rounds.map((one) => one.cpu)),
    }));
    const [bare] = medians;
    if (!bare) return;
    for (const [index, configuration] of medians.entries()) {
      const label = `SQLite: run/post, ${INSTRUMENTATION_CONNECTIONS} connections, ${configuration.name}`;
      const cpu = canReadCpu() ? ` · server ${Math.round(configuration.cpu)} µs/post` : '';
      if (index === 0) {
        row(label, `${perSecond(configuration.postsPerSecond)} posts/s${cpu}`);
        continue;
      }
      const cost = 1 - configuration.postsPerSecond / bare.postsPerSecond;
      const cpuCost = canReadCpu() ? ` · CPU ${((configuration.cpu / bare.cpu - 1) * 100).toFixed(1)}%` : '';
      row(
        label,
        `${perSecond(configuration.postsPerSecond)} posts/s${cpu}`,
        `${perSecond(bare.postsPerSecond)} without`,
        `cost ${(cost * 100).toFixed(1)}%${cpuCost}`,
        index === 1 ? '≤ 5%' : '',
      );
    }
  } finally {
    for (const server of servers) await killHard(server);
  }
}

/** A busy session as the console issue sizes it: 30 booths, each with its judge, and 300 judges by link. */
const MONITOR_BOOTHS = 30;
const MONITOR_OTHER_JUDGES = 300;
const MONITOR_CALLS = 60;

/**
 * The live monitor's cost: every judge started on the demo, then pub/monitor asked one call
 * after another, as a console asks it every second; the median and the slowest tenth.
 */
async function benchMonitor(place: Place, webRoot: string): Promise<void> {
  // New judges come from one address here, far past what the limit lets one address make.
  const server = await startServer(await place.make('monitor'), await freePort(), webRoot, {
    ...AS_DEPLOYED,
    RATE_LIMIT_NEW_JUDGES: '0',
  });
  try {
    // The demo's credentials are printed just after the line that says the server is up.
    let password: string | undefined;
    for (let wait = 0; wait < 50 && !password; wait++) {
      password = /password:\s+(\S+)/.exec(server.output())?.[1];
      if (!password) await new Promise((resume) => setTimeout(resume, 100));
    }
    if (!password) throw new Error('the server printed no demo leader password');
    const { tk: leader } = (await call(server.url, 'members/connect', { l: 'leader', p: password })) as { tk?: string };
    if (!leader) throw new Error('the demo leader could not sign in');
    const startJudge = async (booth?: string): Promise<string> => {
      const { tk } = (await call(server.url, 'members/add', { type: 'j' })) as { tk?: string };
      if (!tk) throw new Error('no token');
      const demo = (await call(server.url, 'term/publication', { tk })).pubs[0]?.pubId ?? '';
      if (booth) await call(server.url, 'term/session', { tk, term: booth, block: demo });
      const { se } = await call(server.url, 'run/reqStart', { tk, block: demo });
      await call(server.url, 'run/start', { tk, se });
      return demo;
    };
    let publication = '';
    for (let index = 0; index < MONITOR_BOOTHS; index++) {
      const { term } = await call(server.url, 'term/connect', { tk: leader, name: `Booth ${index + 1}` });
      publication = await startJudge(term.token);
    }
    for (let index = 0; index < MONITOR_OTHER_JUDGES; index++) await startJudge();
    const times: number[] = [];
    let shown = 0;
    for (let index = 0; index < MONITOR_CALLS; index++) {
      const started = performance.now();
      const monitor = await call(server.url, 'pub/monitor', { tk: leader, id: publication });
      times.push(performance.now() - started);
      shown = monitor.judges.length;
    }
    times.sort((a, b) => a - b);
    const slowestTenth = times[Math.floor(times.length * 0.9)] ?? NaN;
    row(
      `${place.engine}: pub/monitor, ${MONITOR_BOOTHS} booths and ${shown} judges, median / 90th percentile`,
      `${ms(median(times))} / ${ms(slowestTenth)} ms`,
      '1,000 ms between asks',
      ratio(slowestTenth, 1000),
    );
  } finally {
    await killHard(server);
  }
}

/** The machine's CPU time so far, busy and in all, from /proc/stat (Linux); undefined elsewhere. */
function machineCpu(): { busy: number; total: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const times = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = times.reduce((sum, time) => sum + time, 0);
  // user nice system idle iowait …: idle and iowait are the time no one used.
  return { busy: total - (times[3] ?? 0) - (times[4] ?? 0), total };
}

/** Binds a process and all its threads to one core, when taskset is there (util-linux); false otherwise. */
function pin(server: ServerProcess, core: number): boolean {
  const pid = server.child.pid;
  return pid !== undefined && spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)]).status === 0;
}

/** `count` servers on one database, `MOST_CONNECTIONS` posting judges shared among them: their posts/s in all, and how busy the machine was. */
async function postOnProcesses(
  location: string,
  webRoot: string,
  count: number,
  pinned: boolean,
): Promise<{ total: number; busy: number | undefined; pinnedAll: boolean }> {
  const servers: ServerProcess[] = [];
  try {
    for (let index = 0; index < count; index++)
      servers.push(await startServer(location, await freePort(), webRoot, AS_DEPLOYED));
    const pinnedAll = pinned && servers.every((server, index) => pin(server, index % availableParallelism()));
    const posting = await judges(servers[0]?.url ?? '', MOST_CONNECTIONS);
    const share = MOST_CONNECTIONS / count;
    const before = machineCpu();
    const figures = await Promise.all(
      servers.map((server, index) =>
        load({
          url: server.url + callUrl('run/post'),
          connections: share,
          seconds: SECONDS,
          judges: posting.slice(index * share, (index + 1) * share),
        }),
      ),
    );
    const after = machineCpu();
    const failures = figures.reduce((sum, figure) => sum + figure.failures, 0);
    if (failures > 0) row(`PostgreSQL: failed responses, ${count} server process(es)`, String(failures));
    return {
      total: figures.reduce((sum, figure) => sum + figure.requestsPerSecond, 0),
      busy: before && after ? (after.busy - before.busy) / (after.total - before.total) : undefined,
      pinnedAll,
    };
  } finally {
    for (const server of servers) await killHard(server);
  }
}

/**
 * 1, 2 and 4 server processes on one PostgreSQL, then processes pinned one per core. More
 * processes bring more posts only while cores are idle: on a machine that one process,
 * PostgreSQL and the load generator already keep busy, the ideal stays at one process's
 * figure, and each further process only adds its own event loop, collector and connections.
 */
async function benchProcesses(place: Place, webRoot: string): Promise<void> {
  const cores = availableParallelism();
  let single = 0;
  let singleBusy = 1;
  for (const count of PROCESS_COUNTS) {
    const { total, busy } = await postOnProcesses(await place.make('scale'), webRoot, count, false);
    if (count === 1) {
      single = total;
      singleBusy = busy ?? 1 / cores;
    }
    // The processes can at best use the cores one process left idle.
    const ideal = single * Math.min(count, cores, 1 / singleBusy);
    row(
      `PostgreSQL: ${count} server process(es), ${MOST_CONNECTIONS} connections in all`,
      `${perSecond(total)} posts/s, machine ${percent(busy)} busy`,
      `${perSecond(ideal)} ideal on ${cores} cores, ${percent(singleBusy)} busy at 1 process`,
      ratio(total, ideal),
    );
  }
  // Scaling as such: each process on a core of its own, as many processes as cores.
  let perCore = 0;
  for (let count = 1; count <= Math.min(cores, Math.max(...PROCESS_COUNTS)); count++) {
    const { total, busy, pinnedAll } = await postOnProcesses(await place.make('pinned'), webRoot, count, true);
    if (!pinnedAll) {
      row('PostgreSQL: processes pinned one per core', 'skipped: no taskset');
      return;
    }
    if (count === 1) perCore = total;
    row(
      `PostgreSQL: ${count} process(es) × 1 core each (of ${cores}; PostgreSQL and the load generator on any)`,
      `${perSecond(total)} posts/s, ${perSecond(total / count)} per process-core, machine ${percent(busy)} busy`,
      `${perSecond(perCore * count)} at 1 process's rate per core`,
      ratio(total, perCore * count),
    );
  }
}

async function benchMaps(location: string, webRoot: string): Promise<void> {
  const withBrowser = webRoot === WEB_ROOT && existsSync(CHROMIUM);
  const figures = await mapsFigures(location, webRoot, withBrowser);
  row(
    'SQLite: pub/analysis of 300 consumers × 12 products with its maps, linked profile',
    `${ms(figures.consumerAnalysisMs)} ms`,
  );
  row(
    'SQLite: pub/analysis of a profile, 30 judges × 12 products × 20 attributes × 3 repetitions',
    `${ms(figures.profileAnalysisMs)} ms`,
  );
  if (!withBrowser) return;
  row(
    "Console: the consumer test's maps drawn after their data",
    `${ms(figures.consumerDrawMs)} ms`,
    '2,000 ms goal',
    ratio(figures.consumerDrawMs, 2000),
    '≤ 1.00',
  );
  row(
    "Console: the profile's maps drawn after their data",
    `${ms(figures.profileDrawMs)} ms`,
    '2,000 ms goal',
    ratio(figures.profileDrawMs, 2000),
    '≤ 1.00',
  );
}

function judgesPathRows(figures: JudgesPathFigures): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  row(
    "Judges' path: JavaScript on the wire before the first question",
    kb(figures.scriptBytes),
    '120 KB goal',
    ratio(figures.scriptBytes, 120 * 1024),
    '≤ 1.00',
  );
  const others = Object.entries(figures.bytesByType).filter(([type]) => type !== 'Script');
  row("Judges' path: other bytes on the wire", others.map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', '));
  row(
    "Service worker's offline copy: further bytes, fetched once the judge is at the questions",
    kb(figures.offlineCopyBytes),
  );
  row(
    "Judges' path: time to the first question (slow 4G, CPU 4x)",
    `${(figures.firstQuestionMs / 1000).toFixed(2)} s`,
    '2.5 s goal',
    ratio(figures.firstQuestionMs, 2500),
    '≤ 1.00',
  );
  row(
    'Home page: first contentful paint (slow 4G, CPU 4x)',
    `${(figures.homeFirstPaintMs / 1000).toFixed(2)} s`,
    '1.5 s goal',
    ratio(figures.homeFirstPaintMs, 1500),
    '≤ 1.00',
  );
  row('Home page: ready, its first button pressable (slow 4G, CPU 4x)', `${(figures.homeReadyMs / 1000).toFixed(2)} s`);
}

async function benchJudgesPath(webRoot: string): Promise<void> {
  if (webRoot !== WEB_ROOT || !existsSync(CHROMIUM)) {
    row("Judges' path", 'skipped: no built client or no Chromium');
    return;
  }
  const server = await startServer(await sqlite.make('browser'), await freePort(), webRoot, AS_DEPLOYED);
  try {
    judgesPathRows(await judgesPathFigures(server.url, BROWSER_RUNS));
  } finally {
    await killHard(server);
  }
}

function printTable(): void {
  const columns = ['figure', 'value', 'reference', 'ratio', 'goal'] as const;
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((entry) => entry[column].length)));
  const line = (cells: readonly string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ');
  console.log(`\n${line(['figure', 'value', 'floor or limit', 'ratio', 'goal'])}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const entry of rows) console.log(line(columns.map((column) => entry[column])));
}

const dir = mkdtempSync(join(tmpdir(), 'palate-bench-'));
const sqlite: Place = {
  engine: 'SQLite',
  make: async (purpose) => join(mkdtempSync(join(dir, `${purpose}-`)), 'palate.sqlite'),
};
const postgres = await postgresPlace();
const webRoot = existsSync(join(WEB_ROOT, 'index.html')) ? WEB_ROOT : '/nonexistent';
try {
  if (runs('judges-path')) await benchJudgesPath(webRoot);
  if (runs('sqlite-statements'))
    for (const [path, count] of await countStatements(sqlite)) row(`SQLite: SQL statements per ${path}`, count);
  if (runs('sqlite-posts')) await benchPosts(sqlite, webRoot);
  if (runs('instrumentation')) await benchInstrumentation(sqlite, webRoot);
  if (runs('sqlite-monitor')) await benchMonitor(sqlite, webRoot);
  if (runs('sqlite-maps')) await benchMaps(await sqlite.make('maps'), webRoot);
  if (postgres) {
    if (runs('postgres-statements'))
      for (const [path, count] of await countStatements(postgres.place))
        row(`PostgreSQL: SQL statements per ${path}`, count);
    if (runs('postgres-posts')) await benchPosts(postgres.place, webRoot);
    if (runs('postgres-monitor')) await benchMonitor(postgres.place, webRoot);
    if (runs('postgres-processes')) await benchProcesses(postgres.place, webRoot);
  }
} finally {
  printTable();
  await postgres?.dropAll();
  rmSync(dir, { recursive: true, force: true });
}
