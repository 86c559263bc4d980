// Writes the upgrade test's fixtures: a database as an earlier release of Palate left it,
// with what that release exported from it. Run by hand, never by the tests:
//
//   git worktree add /tmp/palate-old fe613a6 && (cd /tmp/palate-old && npm ci)
//   node apps/server/test/upgrade/make-fixtures.ts /tmp/palate-old
//
// The earlier release's own command line and server do every step (publish, answer over
// HTTP, export), so the files are exactly what a lab running that release would hold.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { callUrl, type CallPath, type PageView } from '@palate/protocol';
import { answersOfJudge } from '../example-answers.ts';
import { POSTGRES_ADMIN_URL } from '../harness.ts';
import { UPGRADE_FIXTURES, UPGRADE_PUBLICATIONS, UPGRADED_FROM } from './upgrade-fixtures.ts';

const oldTree = resolve(process.argv[2] ?? '');
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: oldTree, encoding: 'utf8' }).trim();
if (!head.startsWith(UPGRADED_FROM)) throw new Error(`${oldTree} is at ${head}, not ${UPGRADED_FROM}`);
const JUDGES = 6;

async function fixturesOf(engine: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'palate-upgrade-'));
  const databaseName = `palate_upgrade_${process.pid}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_NEW_JUDGES: '0' };
  delete env.DATABASE_URL;
  if (engine === 'postgres') {
    await admin(`create database ${databaseName}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, [join(oldTree, 'apps/server/src/cli.ts'), ...args], { env, encoding: 'utf8' });

  // The release's first start creates its account (and the demo); publish needs it.
  const port = 20_000 + (process.pid % 10_000);
  const server = spawn(process.execPath, [join(oldTree, 'apps/server/src/main.ts')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready) =>
    server.stdout.on('data', (chunk: Buffer) => chunk.includes('Palate is running') && ready()),
  );
  const ids: Record<string, string> = {};
  for (const { name, example } of UPGRADE_PUBLICATIONS) {
    // The first line of publish's output is the publication's id, its codes follow.
    ids[name] = cli('publish', join(oldTree, 'examples', example), '--name', name, '--target', String(JUDGES))
      .trim()
      .split('\n')[0]!
      .trim();
  }

  const call = async (path: CallPath, body: object) => {
    const response = await fetch(`http://127.0.0.1:${port}${callUrl(path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as Record<string, unknown> & { errorType: number };
    if (envelope.errorType !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
    return envelope;
  };
  for (const publication of Object.values(ids)) {
    for (let judge = 0; judge < JUDGES; judge++) {
      const tk = (await call('members/add', { type: 'j', ua: 'fixture' })).tk as string;
      const { se } = (await call('run/reqStart', { tk, block: publication })) as unknown as { se: string };
      let { page } = (await call('run/start', { tk, se })) as unknown as { page: PageView };
      const answersOf = answersOfJudge(judge);
      for (;;) {
        const step = (await call('run/post', {
          tk,
          se,
          postId: crypto.randomUUID(),
          position: page.position,
          answers: answersOf(page),
          moving: 'next',
        })) as unknown as { finished: boolean; page?: PageView };
        if (step.finished || !step.page) break;
        page = step.page;
      }
    }
  }
  await new Promise((exited) => {
    server.once('exit', exited);
    server.kill('SIGTERM');
  });

  const folder = join(UPGRADE_FIXTURES, engine);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const [name, id] of Object.entries(ids)) {
    writeFileSync(join(folder, `${name}.long.csv`), cli('export', '--publication', id, '--format', 'long'));
    const analysis = join(dataDir, `${name}.json`);
    cli('export', '--publication', id, '--format', 'analysis-json', '--out', analysis);
    copyFileSync(analysis, join(folder, `${name}.analysis.json`));
  }
  writeFileSync(join(folder, 'publications.json'), `${JSON.stringify(ids, null, 2)}\n`);
  if (engine === 'sqlite') copyFileSync(join(dataDir, 'palate.sqlite'), join(folder, 'palate.sqlite'));
  else {
    // Plain SQL with INSERTs: the test loads it through the pg client, no psql needed.
    const dump = execFileSync(
      'pg_dump',
      ['--format=plain', '--inserts', '--no-owner', '--no-privileges', env.DATABASE_URL!],
      {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    writeFileSync(join(folder, 'palate.sql'), dump);
    await admin(`drop database ${databaseName} with (force)`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `${engine}: ${Object.keys(ids).length} publications, ${readFileSync(join(folder, 'publications.json'), 'utf8').length} bytes of ids`,
  );
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

await fixturesOf('sqlite');
await fixturesOf('postgres');
