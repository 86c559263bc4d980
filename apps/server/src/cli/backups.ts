import { loadConfig } from '../config.ts';
import { BackupRefusal, backUp, restore } from '../db/backup.ts';
import type { Database } from '../db/database.ts';
import { UsageError, type CommandLine } from './command.ts';

export async function runBackup(database: Database, { values }: CommandLine): Promise<void> {
  if (!values.out) throw new UsageError('backup needs --out FILE');
  await backUp(database, values.out, values.force === true);
  process.stdout.write(`Backup written to ${values.out}.\n`);
}

/** Opens no database: it replaces the file the others would open. */
export function runRestore({ argument, values }: CommandLine): void {
  try {
    const from = values.from ?? argument;
    if (!from) throw new UsageError('restore needs a FILE (or --from FILE)');
    const target = loadConfig().databaseLocation;
    restore(target, from, values.force === true);
    process.stdout.write(`${target} restored from ${from}.\n`);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof BackupRefusal)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
