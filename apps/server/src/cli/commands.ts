import {
  runCreateAccount,
  runCreateUser,
  runCustomName,
  runDeleteJudge,
  runIssueResetKey,
  runSetPassword,
  runSetRoles,
  runSetSettings,
  runUnlock,
} from './accounts.ts';
import { runBackup, runRestore } from './backups.ts';
import type { Command } from './command.ts';
import { runCheck, runImport, runPublish } from './definitions.ts';
import { runLink, runPublications } from './publications.ts';
import { runRewards } from './rewards.ts';
import { runInvite, runRemind } from './invitations.ts';
import { runAnalyse, runExcludeOrInclude, runExport, runPanelHistory, runReport } from './results.ts';

/**
 * Each command's handler, in the order of the usage (usage.ts, where `help` and the
 * calculators are answered before this table is read): a new command is its group's function,
 * its part of the usage and one line here.
 */
const COMMANDS: Readonly<Record<string, Command>> = {
  check: { opensDatabase: false, run: runCheck },
  import: { opensDatabase: true, run: runImport },
  publish: { opensDatabase: true, run: runPublish },
  publications: { opensDatabase: true, run: runPublications },
  export: { opensDatabase: true, run: runExport },
  analyse: { opensDatabase: true, run: runAnalyse },
  'panel-history': { opensDatabase: true, run: runPanelHistory },
  report: { opensDatabase: true, run: runReport },
  exclude: { opensDatabase: true, run: runExcludeOrInclude },
  include: { opensDatabase: true, run: runExcludeOrInclude },
  link: { opensDatabase: true, run: runLink },
  rewards: { opensDatabase: true, run: runRewards },
  invite: { opensDatabase: true, run: runInvite },
  remind: { opensDatabase: true, run: runRemind },
  'custom-name': { opensDatabase: false, run: runCustomName },
  backup: { opensDatabase: true, run: runBackup },
  restore: { opensDatabase: false, run: runRestore },
  'create-account': { opensDatabase: true, run: runCreateAccount },
  'set-settings': { opensDatabase: true, run: runSetSettings },
  'create-user': { opensDatabase: true, run: runCreateUser },
  'set-password': { opensDatabase: true, run: runSetPassword },
  'set-roles': { opensDatabase: true, run: runSetRoles },
  'issue-reset-key': { opensDatabase: true, run: runIssueResetKey },
  'delete-judge': { opensDatabase: true, run: runDeleteJudge },
  unlock: { opensDatabase: true, run: runUnlock },
};

export function commandNamed(name: string): Command | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}
