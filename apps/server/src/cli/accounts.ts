import { basename } from 'node:path';
import { customAssetPaths } from '@palate/protocol';
import {
  changeSettings,
  createAccount,
  createUser,
  requireAccount,
  resetKeyFor,
  setPassword,
  setRoles,
  unlock,
} from '../accounts/admin.service.ts';
import type { Database } from '../db/database.ts';
import { deleteJudgeByLogin } from '../panel/judge-deletion.service.ts';
import { generatePassword } from '../security/passwords.ts';
import { required, type CommandLine } from './command.ts';
import type { CommandValues } from './options.ts';
import { promptPassword } from './password-prompt.ts';
import { usageOf } from './usage.ts';

export async function runCreateAccount(database: Database, { values }: CommandLine): Promise<void> {
  const account = await createAccount(
    database.db,
    {
      code: required(values, 'code'),
      name: required(values, 'name'),
      ...(values.settings ? { settings: JSON.parse(values.settings) as object } : {}),
    },
    Date.now(),
  );
  process.stdout.write(`Account "${account.code}" created.\n`);
}

export async function runSetSettings(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  const settings = await changeSettings(database.db, account, JSON.parse(required(values, 'settings')) as object);
  process.stdout.write(`Login settings of "${account.code}": ${JSON.stringify(settings)}\n`);
}

/** custom-name CODE: the file names of an account's custom stylesheet and script; no database. */
export function runCustomName({ command, argument }: CommandLine): void {
  if (!argument) {
    process.stderr.write(usageOf(command));
    process.exit(1);
  }
  const { stylesheet, script } = customAssetPaths(argument);
  process.stdout.write(`${basename(stylesheet)}\n${basename(script)}\n`);
}

export async function runCreateUser(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  const type = values.type === 'j' ? 'j' : 'u';
  const password = values.prompt ? await promptPassword(account, type) : generatePassword();
  await createUser(
    database.db,
    account,
    {
      login: required(values, 'login'),
      name: values.name,
      type,
      roles: roleList(values),
      password,
      mustChange: values['must-change'],
    },
    Date.now(),
  );
  process.stdout.write(`User "${values.login}" created in "${account.code}".\n`);
  if (!values.prompt) process.stdout.write(`Password (shown once): ${password}\n`);
}

export async function runSetPassword(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  const password = values.prompt ? await promptPassword(account, 'u') : generatePassword();
  await setPassword(
    database.db,
    account,
    required(values, 'login'),
    password,
    values['must-change'] === true,
    Date.now(),
  );
  process.stdout.write(values.prompt ? 'Password set.\n' : `Password (shown once): ${password}\n`);
}

export async function runSetRoles(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  await setRoles(database.db, account, required(values, 'login'), roleList(values));
  process.stdout.write(`Roles of "${values.login}": ${roleList(values).join(', ')}\n`);
}

export async function runIssueResetKey(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  const { updateKey, hours } = await resetKeyFor(database.db, account, required(values, 'login'), Date.now());
  process.stdout.write(`Reset key for "${values.login}" (valid ${hours} h, single use): ${updateKey}\n`);
}

export async function runDeleteJudge(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  await deleteJudgeByLogin(database.db, account, required(values, 'login'), Date.now());
  process.stdout.write(`Judge "${values.login}" deleted; their answers stay, anonymised.\n`);
}

export async function runUnlock(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  const lifted = await unlock(database.db, account, required(values, 'login'));
  process.stdout.write(lifted ? `"${values.login}" unlocked.\n` : `"${values.login}" was not locked.\n`);
}

function roleList(values: CommandValues): string[] {
  return (values.roles ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
}
