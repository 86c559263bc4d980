import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { Database } from './database.ts';

/** A refusal the command line prints as it is (no stack): a missing --force, a PostgreSQL database, a bad file. */
export class BackupRefusal extends Error {}

const POSTGRES_ADVICE = [
  'A PostgreSQL database is backed up with its own tools, consistent while judges answer:',
  '  pg_dump --format=custom --file palate.dump "$DATABASE_URL"',
  'and restored into an empty database with:',
  '  pg_restore --no-owner --dbname "$DATABASE_URL" palate.dump',
].join('\n');

/**
 * An online, consistent copy of the SQLite database: `VACUUM INTO` reads one snapshot
 * (WAL lets judges go on posting meanwhile) and writes a compact, self-contained file.
 */
export async function backUp(database: Database, out: string, force: boolean): Promise<void> {
  if (database.engine === 'postgres') throw new BackupRefusal(POSTGRES_ADVICE);
  if (existsSync(out)) {
    if (!force) throw new BackupRefusal(`${out} exists; add --force to replace it.`);
    rmSync(out);
  }
  await sql`vacuum into ${out}`.execute(database.db);
}

/**
 * Puts a backup in place of the SQLite database at `target`. The server must be stopped:
 * a running server keeps the file open and would go on writing to the replaced one.
 * An existing database is replaced only with `force`.
 */
export function restore(target: string, from: string, force: boolean): void {
  if (/^postgres(ql)?:\/\//.test(target)) throw new BackupRefusal(POSTGRES_ADVICE);
  if (!existsSync(from)) throw new BackupRefusal(`${from} does not exist.`);
  assertPalateBackup(from);
  if (existsSync(target) && !force) {
    throw new BackupRefusal(`${target} exists. Stop the server, then run restore again with --force to replace it.`);
  }
  // Copied beside the target, then renamed over it: a failure half-way leaves the old database whole.
  mkdirSync(dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  copyFileSync(from, incoming);
  for (const journal of ['-wal', '-shm']) rmSync(target + journal, { force: true });
  renameSync(incoming, target);
}

function assertPalateBackup(file: string): void {
  let backup: DatabaseSync | undefined;
  try {
    backup = new DatabaseSync(file, { readOnly: true });
    const check = backup.prepare('pragma integrity_check').get() as { integrity_check?: string } | undefined;
    const migrations = backup
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number };
    if (check?.integrity_check !== 'ok' || migrations.n !== 1) throw new Error('not a Palate database');
  } catch {
    throw new BackupRefusal(`${file} is not a sound Palate SQLite backup.`);
  } finally {
    backup?.close();
  }
}
