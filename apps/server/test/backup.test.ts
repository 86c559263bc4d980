import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { durationMs } from '../src/operations/scheduled-backups.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './harness.ts';
import { startJudgeLoad, storedPosts, UNLIMITED_JUDGES } from './judge-load.ts';
import { childEnvironment, freePort, killHard, startServer, type ServerProcess } from './server-process.ts';

const CLI = resolve(import.meta.dirname, '../src/cli.ts');
const run = promisify(execFile);

describeEachDatabase('backup and restore', (engine) => {
  let test: TestDatabase;
  let server: ServerProcess | undefined;
  let scratch: string;

  beforeEach(async () => {
    test = await createTestDatabase(engine);
    scratch = mkdtempSync(join(tmpdir(), 'palate-backup-'));
  });
  afterEach(async () => {
    await killHard(server);
    await test.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** The command line on a database location; resolves with its output and exit code. */
  async function palate(location: string, ...args: string[]): Promise<{ out: string; code: number }> {
    const env = childEnvironment();
    if (location.startsWith('postgres')) env.DATABASE_URL = location;
    else {
      delete env.DATABASE_URL;
      env.DATA_DIR = dirname(location);
    }
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env });
      return { out: stdout + stderr, code: 0 };
    } catch (error) {
      const failed = error as { stdout: string; stderr: string; code: number };
      return { out: failed.stdout + failed.stderr, code: failed.code };
    }
  }

  if (engine === 'postgres') {
    it('points to pg_dump and pg_restore for PostgreSQL', async () => {
      const backup = await palate(test.location, 'backup', '--out', join(scratch, 'palate.dump'));
      expect(backup.code).toBe(1);
      expect(backup.out).toMatch(/pg_dump --format=custom/);
      expect(backup.out).toMatch(/pg_restore/);
    });
    return;
  }

  it('copies the database while judges answer, and restores every answer acknowledged before it began', async () => {
    server = await startServer(test.location, await freePort(), undefined, UNLIMITED_JUDGES);
    const load = startJudgeLoad(server.url, 6);
    while (load.acknowledged.size < 40) await new Promise((resolveSoon) => setTimeout(resolveSoon, 20));
    const before = new Set(load.acknowledged);
    const file = join(scratch, 'backup.sqlite');
    const backup = await palate(test.location, 'backup', '--out', file);
    const during = load.acknowledged.size;
    const outcome = await load.stop();
    expect(backup).toEqual({ out: `Backup written to ${file}.\n`, code: 0 });
    expect(outcome.failures).toBe(0);
    // The judges went on answering while the copy was made.
    expect(during).toBeGreaterThan(before.size);

    const fresh = join(scratch, 'fresh', 'palate.sqlite');
    expect(await palate(fresh, 'restore', '--from', file)).toEqual({
      out: `${fresh} restored from ${file}.\n`,
      code: 0,
    });
    const restored = openDatabase(fresh);
    try {
      const posts = await storedPosts(restored.db, before);
      expect(posts.found).toBe(before.size);
      expect(posts.stored).toBeGreaterThanOrEqual(before.size);
      expect(posts.stored).toBeLessThanOrEqual(outcome.acknowledged.size + 6);
    } finally {
      await restored.close();
    }
    // The restored database serves as the old one did.
    await killHard(server);
    server = await startServer(fresh, await freePort());
    expect(server.output()).not.toContain('Demo content created');
  });

  it('replaces an existing database only with --force, and takes only a sound Palate backup', async () => {
    const file = join(scratch, 'backup.sqlite');
    expect((await palate(test.location, 'backup', '--out', file)).code).toBe(0);
    const again = await palate(test.location, 'backup', '--out', file);
    expect(again).toMatchObject({ code: 1, out: expect.stringContaining('--force') });
    expect((await palate(test.location, 'backup', '--out', file, '--force')).code).toBe(0);

    const existing = join(scratch, 'existing', 'palate.sqlite');
    expect((await palate(existing, 'restore', '--from', file)).code).toBe(0);
    const refused = await palate(existing, 'restore', '--from', file);
    expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('Stop the server') });
    expect((await palate(existing, 'restore', '--from', file, '--force')).code).toBe(0);
    const notPalate = join(scratch, 'notes.txt');
    writeFileSync(notPalate, 'not a database');
    const wrong = await palate(join(scratch, 'other', 'palate.sqlite'), 'restore', '--from', notPalate);
    expect(wrong).toMatchObject({ code: 1, out: expect.stringContaining('not a sound Palate SQLite backup') });
  });

  it('backs up on a schedule (BACKUP_EVERY), keeps BACKUP_KEEP, and a kept one restores into an empty data folder', async () => {
    const folder = join(scratch, 'scheduled');
    server = await startServer(test.location, await freePort(), undefined, {
      BACKUP_EVERY: '1s',
      BACKUP_KEEP: '2',
      BACKUP_DIR: folder,
    });
    const written = () => (server?.output().match(/"msg":"scheduled backup written"/g) ?? []).length;
    while (written() < 3) await new Promise((resolveSoon) => setTimeout(resolveSoon, 100));
    await killHard(server);
    server = undefined;
    const kept = readdirSync(folder).sort();
    expect(kept).toHaveLength(2);
    expect(kept.every((name) => /^palate-\d{8}-\d{6}\.sqlite$/.test(name))).toBe(true);

    const empty = join(scratch, 'new-machine', 'palate.sqlite');
    const newest = join(folder, kept.at(-1)!);
    expect(await palate(empty, 'restore', newest)).toEqual({ out: `${empty} restored from ${newest}.\n`, code: 0 });
    const restored = openDatabase(empty);
    try {
      const publications = await restored.db.selectFrom('publication').select('name').execute();
      expect(publications.map((row) => row.name)).toEqual(['Demo']);
    } finally {
      await restored.close();
    }
  });

  it('reads BACKUP_EVERY as seconds, minutes, hours or days, and refuses anything else', () => {
    expect(['90', '30m', '6h', '1d'].map(durationMs)).toEqual([90_000, 1_800_000, 21_600_000, 86_400_000]);
    expect(() => durationMs('soon')).toThrow(/BACKUP_EVERY/);
    expect(() => durationMs('0h')).toThrow(/BACKUP_EVERY/);
  });
});
