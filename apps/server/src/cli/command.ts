import type { Database } from '../db/database.ts';
import type { CommandValues } from './options.ts';
import { USAGE } from './usage.ts';

/** What a command is given: its own name, the word after it (a file, a code) and the options. */
export interface CommandLine {
  command: string;
  argument: string | undefined;
  values: CommandValues;
}

/**
 * An entry of the table of commands. Most open the database, migrated first, and leave their
 * mistakes to cli.ts (one line on standard error, exit code 1); the few that open none answer
 * their own, restore because it must run before anything opens the database it replaces.
 */
export type Command =
  | { opensDatabase: false; run: (line: CommandLine) => void }
  | { opensDatabase: true; run: (database: Database, line: CommandLine, now: number) => Promise<void> };

/** A mistake in what was typed: its message is all the leader needs. */
export class UsageError extends Error {}

export function positiveInteger(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${option} must be a whole number above 0`);
  return value;
}

export function requiredPublication({ command, values }: CommandLine): string {
  if (!values.publication) throw new UsageError(`${command} needs --publication ID`);
  return values.publication;
}

export function required(values: CommandValues, option: 'code' | 'name' | 'account' | 'login' | 'settings'): string {
  const value = values[option]?.trim();
  if (!value) throw new Error(`--${option} is required.\n\n${USAGE}`);
  return value;
}
