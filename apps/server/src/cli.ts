import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, incompleteBlockDesign, type Language } from '@palate/engine';
import { CallError, customAssetPaths } from '@palate/protocol';
import { loadConfig } from './config.ts';
import { BackupRefusal, backUp, restore } from './db/backup.ts';
import { migrateToLatest, openDatabase, type Db } from './db/database.ts';
import { checkPassword } from '@palate/protocol';
import { listAllPublications } from './publishing/publications.repository.ts';
import { createGlobalLink } from './publishing/links.service.ts';
import { deletionNote } from './publishing/retention.service.ts';
import { rulesFor, settingsOf } from './accounts/account-settings.ts';
import {
  createAccount,
  changeSettings,
  createUser,
  deleteJudgeByLogin,
  requireAccount,
  resetKeyFor,
  setPassword,
  setRoles,
  unlock,
} from './accounts/admin.service.ts';
import { generatePassword } from './security/passwords.ts';
import type { Account } from './accounts/members.repository.ts';
import { formatFaults, parseDefinitionFile } from './publishing/definition-file.ts';
import { intervalsCsv, readingsCsv } from './results/temporal-export.ts';
import {
  importDefinition,
  PublishingError,
  publishQuestionnaire,
  type PublishOptions,
} from './publishing/publishing.service.ts';
import { balanceNote } from './results/balance.service.ts';
import { describeIncompleteBlocks } from './publishing/design.ts';
import { longResults, toCsv, toWideCsv } from './results/results.service.ts';
// The analysis, the workbook, the report and the panel's history load with their commands
// (dynamic imports below): every other command starts in half the time without them.
import type { AnalysisOptions } from './results/analysis.service.ts';
import { isSensoryCalculator, runSensoryCalculator } from './cli/sensory-calculators.ts';
import { isCommand, USAGE, usageOf } from './cli/usage.ts';

// The calculators open no database and read their own options, before the other commands'
// (but for --help, which the usage answers).
const [calculator, ...calculatorArgs] = process.argv.slice(2);
if (isSensoryCalculator(calculator) && !calculatorArgs.some((a) => a === '--help' || a === '-h')) {
  process.exit(runSensoryCalculator(calculator, calculatorArgs));
}

/** What was typed or piped after the line already read (a pipe may bring both lines at once). */
let leftover = '';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    publication: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    code: { type: 'string' },
    name: { type: 'string' },
    settings: { type: 'string' },
    account: { type: 'string' },
    login: { type: 'string' },
    type: { type: 'string' },
    roles: { type: 'string' },
    prompt: { type: 'boolean' },
    'must-change': { type: 'boolean' },
    format: { type: 'string', default: 'long' },
    repetitions: { type: 'string' },
    blocks: { type: 'string' },
    set: { type: 'string' },
    'samples-per-judge': { type: 'string' },
    codes: { type: 'string' },
    identified: { type: 'boolean' },
    target: { type: 'string' },
    expires: { type: 'string' },
    tray: { type: 'string' },
    'tray-unique': { type: 'boolean' },
    'deletes-at': { type: 'string' },
    'delete-after-days': { type: 'string' },
    previews: { type: 'boolean' },
    offline: { type: 'boolean' },
    training: { type: 'boolean' },
    'reassign-idle': { type: 'string' },
    exclude: { type: 'string' },
    repetition: { type: 'string' },
    liking: { type: 'string' },
    sensory: { type: 'string' },
    resamplings: { type: 'string' },
    segments: { type: 'string' },
    judge: { type: 'string' },
    from: { type: 'string' },
    force: { type: 'boolean' },
    language: { type: 'string', default: 'en' },
  },
});
const [command, argument] = positionals;

// help, --help and -h print the usage (after a command, or as `help COMMAND`, that command's
// part); no command or an unknown one is a mistake, answered with the usage on standard error.
const helpTopic = command === 'help' ? argument : values.help ? command : undefined;
if (command === 'help' || values.help) {
  if (helpTopic === undefined) process.stdout.write(USAGE);
  else if (isCommand(helpTopic)) process.stdout.write(usageOf(helpTopic));
  else exitWithUsage(`Unknown command "${helpTopic}".`);
  process.exit(0);
}
if (command === undefined) exitWithUsage('No command given.');
if (!isCommand(command)) exitWithUsage(`Unknown command "${command}".`);

function exitWithUsage(mistake: string): never {
  process.stderr.write(`${mistake}\n\n${USAGE}`);
  process.exit(2);
}

class UsageError extends Error {}

/** Reads and checks a definition file, or stops with its faults; warnings go to standard error. */
function readDefinition(file: string) {
  const result = parseDefinitionFile(readFileSync(file, 'utf8'));
  if (!result.ok) throw new UsageError(formatFaults(basename(file), result.faults));
  if (result.warnings.length > 0) process.stderr.write(`${formatFaults(basename(file), result.warnings, 'warning')}\n`);
  return result.definition;
}

function positiveInteger(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${option} must be a whole number above 0`);
  return value;
}

const BLOCKS_OPTION: Record<string, PublishOptions['blocks']> = {
  single: 'single',
  'per-repetition': 'perRepetition',
};

function publishOptions(): PublishOptions {
  if (!values.name) throw new UsageError('publish needs --name');
  let expiresAt: number | null = null;
  if (values.expires !== undefined) {
    // The end of the given day, so that "expires 2026-12-01" still allows answers on that day.
    expiresAt = Date.parse(`${values.expires}T23:59:59.999Z`);
    if (Number.isNaN(expiresAt)) throw new UsageError('--expires must be a date such as 2026-12-01');
  }
  const deletesAt = deletionDate(expiresAt);
  let tray: PublishOptions['tray'] = null;
  if (values.tray !== undefined) {
    const match = /^(\d+)-(\d+)$/.exec(values.tray);
    if (!match || Number(match[1]) > Number(match[2])) throw new UsageError('--tray must be MIN-MAX, such as 1-24');
    tray = { min: Number(match[1]), max: Number(match[2]), unique: values['tray-unique'] === true };
  }
  const repetitions = positiveInteger(values.repetitions, '--repetitions');
  const reassignIdleMinutes = positiveInteger(values['reassign-idle'], '--reassign-idle');
  const set = positiveInteger(values.set, '--set');
  const samplesPerJudge = positiveInteger(values['samples-per-judge'], '--samples-per-judge');
  const blocks = BLOCKS_OPTION[values.blocks ?? ''];
  if (values.blocks !== undefined && blocks === undefined) {
    throw new UsageError('--blocks must be single or per-repetition');
  }
  return {
    name: values.name,
    ...(repetitions === undefined ? {} : { repetitions }),
    ...(blocks === undefined ? {} : { blocks }),
    ...(set === undefined ? {} : { set }),
    ...(samplesPerJudge === undefined ? {} : { samplesPerJudge }),
    ...(values.codes === undefined ? {} : { codeFile: readFileSync(values.codes) }),
    anonymous: values.identified !== true,
    targetJudges: positiveInteger(values.target, '--target') ?? null,
    expiresAt,
    deletesAt,
    tray,
    offline: values.offline === true,
    training: values.training === true,
    ...(reassignIdleMinutes === undefined ? {} : { reassignIdleMinutes }),
  };
}

/** The end of life (spec section 4): when the publication is removed for judges, after its expiry if it has one. */
function deletionDate(expiresAt: number | null): number | null {
  const onDay = values['deletes-at'];
  const afterDays = positiveInteger(values['delete-after-days'], '--delete-after-days');
  if (onDay !== undefined && afterDays !== undefined) {
    throw new UsageError('give --deletes-at or --delete-after-days, not both');
  }
  let deletesAt: number | null = null;
  if (onDay !== undefined) {
    deletesAt = Date.parse(`${onDay}T00:00:00.000Z`);
    if (Number.isNaN(deletesAt)) throw new UsageError('--deletes-at must be a date such as 2027-01-31');
  } else if (afterDays !== undefined) {
    deletesAt = Date.now() + afterDays * 86_400_000;
  }
  if (deletesAt !== null && expiresAt !== null && deletesAt <= expiresAt) {
    throw new UsageError('the deletion date must come after the expiry date');
  }
  return deletesAt;
}

if (command === 'custom-name') {
  if (!argument) {
    process.stderr.write(usageOf(command));
    process.exit(1);
  }
  const { stylesheet, script } = customAssetPaths(argument);
  process.stdout.write(`${basename(stylesheet)}\n${basename(script)}\n`);
} else if (command === 'check') {
  try {
    if (!argument) throw new UsageError('check needs a FILE');
    const definition = readDefinition(argument);
    process.stdout.write(
      `${argument}: a valid questionnaire "${definition.name}" with ${definition.pages.length} ${definition.pages.length === 1 ? 'page' : 'pages'}.\n`,
    );
    if (definition.samplesPerJudge !== undefined) {
      const design = incompleteBlockDesign(
        definition.products.length,
        definition.samplesPerJudge,
        definition.design === 'williams',
      );
      process.stdout.write(`Design: ${describeIncompleteBlocks(design.summary)}.\n`);
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
} else if (command === 'restore') {
  // Before anything opens the database it replaces.
  try {
    if (!values.from) throw new UsageError('restore needs --from FILE');
    const target = loadConfig().databaseLocation;
    restore(target, values.from, values.force === true);
    process.stdout.write(`${target} restored from ${values.from}.\n`);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof BackupRefusal)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
} else {
  const database = openDatabase(loadConfig().databaseLocation);
  try {
    await migrateToLatest(database.db);
    const now = Date.now();
    switch (command) {
      case 'import': {
        if (!argument) throw new UsageError('import needs a FILE');
        const id = await importDefinition(database.db, readDefinition(argument), now);
        process.stdout.write(`${id}\n`);
        break;
      }
      case 'publish': {
        if (!argument) throw new UsageError('publish needs a FILE or a questionnaire id');
        const options = publishOptions();
        const isFile = /\.(ya?ml|json)$/i.test(argument);
        const questionnaireId = isFile ? await importDefinition(database.db, readDefinition(argument), now) : argument;
        const published = await publishQuestionnaire(database.db, questionnaireId, options, now);
        process.stdout.write(`${published.publicationId}\n`);
        for (const [sample, code] of Object.entries(published.codes)) process.stdout.write(`  ${sample}\t${code}\n`);
        break;
      }
      case 'publications': {
        for (const p of await listAllPublications(database.db)) {
          process.stdout.write(
            `${p.id}\t${p.name}\t${p.anonymous ? 'open to anonymous judges' : 'identified judges'}${p.offline_enabled ? '\toffline answering allowed' : ''}\tsimulation: pvw/${p.id}/n1${deletionNote(p.deletes_at, now)}\n`,
          );
          const note = await balanceNote(database.db, p);
          if (note) process.stdout.write(`  ${note.text}\n`);
        }
        break;
      }
      case 'analyse': {
        const { analysePublication } = await import('./results/analysis.service.ts');
        const analysis = await analysePublication(database.db, requiredPublication(), analysisOptions());
        process.stdout.write(`${JSON.stringify(analysis, null, 2)}\n`);
        break;
      }
      case 'panel-history': {
        const account = await requireAccount(database.db, required('account'));
        const { panelHistory } = await import('./cli/panel-history.ts');
        const history = await panelHistory(database.db, account, values.judge);
        process.stdout.write(`${JSON.stringify(history, null, 2)}\n`);
        break;
      }
      case 'report': {
        if (values.format !== 'pptx') throw new UsageError('report needs --format pptx');
        if (!values.out) throw new UsageError('report needs --out FILE');
        const language = reportLanguage(values.language);
        const { publicationReport } = await import('./results/report/publication-report.ts');
        writeFileSync(
          values.out,
          await publicationReport(database.db, requiredPublication(), analysisOptions(), language, now),
        );
        process.stdout.write(`Report written to ${values.out}.\n`);
        break;
      }
      case 'exclude':
      case 'include': {
        if (!values.judge) throw new UsageError(`${command} needs --judge LABEL (J001, or the judge's name)`);
        const { setJudgeExcluded } = await import('./results/analysis.service.ts');
        await setJudgeExcluded(database.db, requiredPublication(), values.judge, command === 'exclude', now);
        process.stdout.write(
          command === 'exclude'
            ? `Judge "${values.judge}" is left out of the analysis.\n`
            : `Judge "${values.judge}" is in the analysis.\n`,
        );
        break;
      }
      case 'export': {
        if (values.format === 'xlsx' || values.format === 'analysis-json') {
          if (!values.out) throw new UsageError(`--format ${values.format} needs --out FILE`);
          const publicationId = requiredPublication();
          const { analysePublication } = await import('./results/analysis.service.ts');
          const analysis = await analysePublication(database.db, publicationId, analysisOptions());
          if (values.format === 'analysis-json') writeFileSync(values.out, `${JSON.stringify(analysis, null, 2)}\n`);
          else {
            const { analysisWorkbook } = await import('./results/workbook-export.ts');
            writeFileSync(values.out, await analysisWorkbook(await longResults(database.db, publicationId), analysis));
          }
          break;
        }
        const writers = {
          long: toCsv,
          wide: toWideCsv,
          'temporal-intervals': intervalsCsv,
          'temporal-readings': readingsCsv,
        } as const;
        if (!Object.hasOwn(writers, values.format)) {
          throw new UsageError(`--format is ${Object.keys(writers).join(', ')}, xlsx or analysis-json`);
        }
        const results = await longResults(database.db, values.publication, {
          includePreviews: values.previews === true,
        });
        const csv = writers[values.format as keyof typeof writers](results, await exportSegments(database.db));
        for (const p of await listAllPublications(database.db)) {
          const note = results.some((row) => row.publication === p.id) ? await balanceNote(database.db, p) : null;
          if (note && !note.balanced) process.stderr.write(`${p.name} (${p.id}): ${note.text}\n`);
        }
        if (values.out) writeFileSync(values.out, csv);
        else process.stdout.write(csv);
        break;
      }
      case 'backup': {
        if (!values.out) throw new UsageError('backup needs --out FILE');
        await backUp(database, values.out, values.force === true);
        process.stdout.write(`Backup written to ${values.out}.\n`);
        break;
      }
      case 'link': {
        if (!values.publication) throw new Error('link needs --publication ID');
        process.stdout.write(`to/${await createGlobalLink(database.db, values.publication, Date.now())}\n`);
        break;
      }
      case 'create-account': {
        const account = await createAccount(
          database.db,
          {
            code: required('code'),
            name: required('name'),
            ...(values.settings ? { settings: JSON.parse(values.settings) as object } : {}),
          },
          Date.now(),
        );
        process.stdout.write(`Account "${account.code}" created.\n`);
        break;
      }
      case 'create-user': {
        const account = await requireAccount(database.db, required('account'));
        const type = values.type === 'j' ? 'j' : 'u';
        const password = values.prompt ? await promptPassword(account, type) : generatePassword();
        await createUser(
          database.db,
          account,
          {
            login: required('login'),
            name: values.name,
            type,
            roles: roleList(),
            password,
            mustChange: values['must-change'],
          },
          Date.now(),
        );
        process.stdout.write(`User "${values.login}" created in "${account.code}".\n`);
        if (!values.prompt) process.stdout.write(`Password (shown once): ${password}\n`);
        break;
      }
      case 'set-password': {
        const account = await requireAccount(database.db, required('account'));
        const password = values.prompt ? await promptPassword(account, 'u') : generatePassword();
        await setPassword(
          database.db,
          account,
          required('login'),
          password,
          values['must-change'] === true,
          Date.now(),
        );
        process.stdout.write(values.prompt ? 'Password set.\n' : `Password (shown once): ${password}\n`);
        break;
      }
      case 'set-roles': {
        const account = await requireAccount(database.db, required('account'));
        await setRoles(database.db, account, required('login'), roleList());
        process.stdout.write(`Roles of "${values.login}": ${roleList().join(', ')}\n`);
        break;
      }
      case 'issue-reset-key': {
        const account = await requireAccount(database.db, required('account'));
        const { updateKey, hours } = await resetKeyFor(database.db, account, required('login'), Date.now());
        process.stdout.write(`Reset key for "${values.login}" (valid ${hours} h, single use): ${updateKey}\n`);
        break;
      }
      case 'set-settings': {
        const account = await requireAccount(database.db, required('account'));
        const settings = await changeSettings(database.db, account, JSON.parse(required('settings')) as object);
        process.stdout.write(`Login settings of "${account.code}": ${JSON.stringify(settings)}\n`);
        break;
      }
      case 'delete-judge': {
        const account = await requireAccount(database.db, required('account'));
        await deleteJudgeByLogin(database.db, account, required('login'), Date.now());
        process.stdout.write(`Judge "${values.login}" deleted; their answers stay, anonymised.\n`);
        break;
      }
      case 'unlock': {
        const account = await requireAccount(database.db, required('account'));
        const lifted = await unlock(database.db, account, required('login'));
        process.stdout.write(lifted ? `"${values.login}" unlocked.\n` : `"${values.login}" was not locked.\n`);
        break;
      }
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof PublishingError || error instanceof BackupRefusal)
      process.stderr.write(`${error.message}\n`);
    else if (error instanceof CallError) process.stderr.write(`Error ${error.code}: ${error.message}\n`);
    else if (error instanceof Error) process.stderr.write(`${error.message}\n`);
    else throw error;
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

function requiredPublication(): string {
  if (!values.publication) throw new UsageError(`${command} needs --publication ID`);
  return values.publication;
}

/** --language: one of the seven languages the report is written in. */
function reportLanguage(text: string): Language {
  const language = LANGUAGES.find((candidate) => candidate === text);
  if (!language) throw new UsageError(`--language is one of ${LANGUAGES.join(', ')}`);
  return language;
}

function analysisOptions(): AnalysisOptions {
  return {
    excludeJudges: (values.exclude ?? '')
      .split(',')
      .map((judge) => judge.trim())
      .filter((judge) => judge !== ''),
    ...(values.repetition === undefined ? {} : { repetition: positiveInteger(values.repetition, '--repetition') }),
    ...(values.set === undefined ? {} : { set: positiveInteger(values.set, '--set') }),
    ...(values.liking === undefined ? {} : { likingControl: values.liking }),
    ...(values.sensory === undefined ? {} : { sensoryPublication: values.sensory }),
    ...(values.resamplings === undefined ? {} : { resamplings: positiveInteger(values.resamplings, '--resamplings') }),
  };
}

/** --segments K: each consumer's segment among K on the liking question, for the CSV's last column. */
async function exportSegments(db: Db): Promise<Map<string, number> | undefined> {
  if (values.segments === undefined) return undefined;
  const k = positiveInteger(values.segments, '--segments') as number;
  if (!values.liking) throw new UsageError('--segments needs --liking CONTROL, the question the segments are made on');
  const [{ analysePublication }, { segmentsOf }] = await Promise.all([
    import('./results/analysis.service.ts'),
    import('./results/maps-analysis.ts'),
  ]);
  const analysis = await analysePublication(db, requiredPublication(), analysisOptions());
  const segments = segmentsOf(analysis.maps, k);
  if (!segments)
    throw new UsageError(`The consumers cannot be split into ${k} segments (2 to 6, fewer than the consumers).`);
  return segments;
}

function required(option: 'code' | 'name' | 'account' | 'login' | 'settings'): string {
  const value = values[option]?.trim();
  if (!value) throw new Error(`--${option} is required.\n\n${USAGE}`);
  return value;
}

function roleList(): string[] {
  return (values.roles ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
}

/** Reads a password twice without echoing it on a terminal, and checks the account's rules. */
async function promptPassword(account: Account, type: 'u' | 'j'): Promise<string> {
  const first = await readHidden('Password: ');
  const second = await readHidden('Again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  const issues = checkPassword(first, rulesFor(settingsOf(account), type));
  if (issues.length > 0) throw new Error(`The password breaks the account's rules: ${issues.join(', ')}.`);
  return first;
}

function readHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const input = process.stdin;
  return new Promise((resolve) => {
    let typed = '';
    const raw = input.isTTY;
    const onData = (chunk: string) => {
      for (const [index, character] of [...chunk].entries()) {
        if (character === '\u0003') process.exit(130);
        if (character === '\r' || character === '\n') {
          leftover = [...chunk]
            .slice(index + 1)
            .join('')
            .replace(/^\n/, '');
          input.off('data', onData);
          if (raw) input.setRawMode(false);
          input.pause();
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    };
    if (raw) input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    const pending = leftover;
    leftover = '';
    if (pending !== '') onData(pending);
    else input.resume();
  });
}
