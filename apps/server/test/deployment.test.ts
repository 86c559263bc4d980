import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from './harness.ts';
import { startJudgeLoad, storedPosts, UNLIMITED_JUDGES, type JudgeLoad } from './judge-load.ts';
import { freePort, killHard, startServer, type ServerProcess } from './server-process.ts';

const NGINX_CONFIG = resolve(import.meta.dirname, '../../../deploy/nginx/palate.conf');

/** Debian's nginx: installed by .ci/run, so that CI runs this; skipped with a reason elsewhere. */
const nginxProblem = spawnSync('nginx', ['-v']).error
  ? 'nginx is not installed (apt-get install nginx-light)'
  : undefined;
if (nginxProblem) {
  if (process.env.CI === 'true') throw new Error(`The deployment test needs nginx when CI=true: ${nginxProblem}`);
  console.warn(`Skipping the deployment test: ${nginxProblem}.`);
}

/**
 * The deployment of docs/deploy.md, as it runs: deploy/nginx/palate.conf (its ports and
 * certificate replaced by the test's own), TLS at nginx, two Palate processes on one
 * PostgreSQL. Judges answer through nginx while each process is restarted in turn with
 * SIGTERM and one is killed with SIGKILL: every acknowledged answer is stored, and no
 * judge is ever answered with an error.
 */
(nginxProblem ? () => undefined : describeOnPostgres)('a deployment behind nginx', () => {
  let folder: string;
  let test: TestDatabase;
  let nginx: ChildProcess;
  let url: string;
  const ports: number[] = [];
  const servers: (ServerProcess | undefined)[] = [];
  let trustingAnyCertificate: string | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'palate-deploy-'));
    test = await createTestDatabase('postgres');
    ports.push(await freePort(), await freePort());
    for (const port of ports) servers.push(await startProcess(port));

    const key = join(folder, 'test.key');
    const certificate = join(folder, 'test.pem');
    spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
        '-keyout',
        key,
        '-out',
        certificate,
      ]),
      { stdio: 'ignore' },
    );
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const site = readFileSync(NGINX_CONFIG, 'utf8')
      .replace('127.0.0.1:8081', `127.0.0.1:${ports[0]}`)
      .replace('127.0.0.1:8082', `127.0.0.1:${ports[1]}`)
      .replace(/^\s*listen \[::\].*\n/gm, '')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${certificate};`)
      .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
    writeFileSync(join(folder, 'palate.conf'), site);
    // What Debian's /etc/nginx/nginx.conf gives the site's file, in the test's own folder.
    writeFileSync(
      join(folder, 'nginx.conf'),
      [
        'user root;',
        'worker_processes 1;',
        `pid ${folder}/nginx.pid;`,
        `error_log ${folder}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  access_log ${folder}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${folder}/${kind};`),
        `  include ${folder}/palate.conf;`,
        '}',
      ].join('\n'),
    );
    nginx = spawn('nginx', ['-c', join(folder, 'nginx.conf'), '-p', folder, '-g', 'daemon off;'], { stdio: 'inherit' });
    url = `https://127.0.0.1:${httpsPort}`;
    // The test's certificate is its own: trusted for this file's requests only.
    trustingAnyCertificate = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (trustingAnyCertificate === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = trustingAnyCertificate;
    nginx?.kill('SIGQUIT');
    for (const server of servers) await killHard(server);
    await test?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  function startProcess(port: number): Promise<ServerProcess> {
    return startServer(test.location, port, undefined, {
      ...UNLIMITED_JUDGES,
      SHUTDOWN_GRACE_SECONDS: '5',
      TRUST_PROXY: '127.0.0.1',
    });
  }

  /** Waits for more acknowledged posts; should every judge have stopped on an error, says so at once. */
  async function moreAnswers(load: JudgeLoad, count: number): Promise<void> {
    let stoppedWith: string[] | undefined;
    void load.done.then((outcome) => (stoppedWith = outcome.reasons));
    const target = load.acknowledged.size + count;
    while (load.acknowledged.size < target) {
      if (stoppedWith !== undefined) throw new Error(`every judge stopped: ${stoppedWith.join('; ')}`);
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 20));
    }
  }

  /** As an operator does: the restarted process is ready and takes its share before the next one stops. */
  async function restart(index: number): Promise<void> {
    const server = await startProcess(ports[index]!);
    servers[index] = server;
    const served = () => (server.output().match(/"msg":"request"/g) ?? []).length;
    while (served() < 10) await new Promise((resolveSoon) => setTimeout(resolveSoon, 20));
  }

  async function stop(index: number, signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null> {
    const server = servers[index]!;
    const exited = new Promise<number | null>((resolveExit) => server.child.once('exit', (code) => resolveExit(code)));
    server.child.kill(signal);
    const code = await exited;
    servers[index] = undefined;
    return code;
  }

  it('loses no answer and refuses none while each process restarts (SIGTERM) and one is killed (SIGKILL)', async () => {
    const load = startJudgeLoad(url, 8);
    await moreAnswers(load, 30);

    for (const index of [0, 1]) {
      expect(await stop(index, 'SIGTERM')).toBe(0);
      await moreAnswers(load, 20);
      await restart(index);
      await moreAnswers(load, 20);
    }
    await stop(0, 'SIGKILL');
    await moreAnswers(load, 20);
    await restart(0);
    await moreAnswers(load, 20);

    const outcome = await load.stop();
    expect(outcome.reasons).toEqual([]);
    const { found } = await storedPosts(test.database.db, outcome.acknowledged);
    expect(found).toBe(outcome.acknowledged.size);
    expect(outcome.acknowledged.size).toBeGreaterThanOrEqual(150);

    // Through the proxy, the metrics are refused; a process's own port gives them.
    expect((await fetch(`${url}/metrics`)).status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${ports[1]}/metrics`)).status).toBe(200);
  }, 180_000);
});
