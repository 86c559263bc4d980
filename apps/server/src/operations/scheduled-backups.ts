import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { backUp } from '../db/backup.ts';
import type { Database } from '../db/database.ts';

/** A scheduled backup's file name: sorts by time, so that the oldest are the first listed. */
const BACKUP_NAME = /^palate-\d{8}-\d{6}\.sqlite$/;

export interface BackupSchedule {
  /** Milliseconds between two backups (BACKUP_EVERY). */
  everyMs: number;
  /** How many backups are kept; older ones are deleted after each new one (BACKUP_KEEP). */
  keep: number;
  /** Where they are written (BACKUP_DIR, else the data folder's backups/). */
  folder: string;
}

/** "30m", "6h", "1d" or a number of seconds, as BACKUP_EVERY is written. */
export function durationMs(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  const amount = match ? Number(match[1]) : NaN;
  if (!match || !(amount > 0)) throw new Error(`BACKUP_EVERY must be a duration such as 30m, 6h or 1d, not "${text}"`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return amount * unit * 1000;
}

/**
 * One scheduled backup of the SQLite database (an online copy: judges go on answering),
 * then the oldest beyond `keep` deleted. Gives the new file's path.
 */
export async function backUpOnSchedule(database: Database, schedule: BackupSchedule, now: Date): Promise<string> {
  mkdirSync(schedule.folder, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const file = join(schedule.folder, `palate-${stamp}.sqlite`);
  await backUp(database, file, true);
  const backups = readdirSync(schedule.folder)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - schedule.keep))) {
    rmSync(join(schedule.folder, old), { force: true });
  }
  return file;
}
