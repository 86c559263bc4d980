import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { CallError } from '@palate/protocol';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { listAllPublications } from './repositories/publications.repository.ts';
import { formatFaults, parseDefinitionFile } from './services/definition-file.ts';
import {
  importDefinition,
  PublishingError,
  publishQuestionnaire,
  type PublishOptions,
} from './services/publishing.service.ts';
import { longResults, toCsv, toWideCsv } from './services/results.service.ts';

const USAGE = `Palate command line (the same database as the server: DATABASE_URL or DATA_DIR)

  npm run palate -- check FILE
      Check a questionnaire definition (YAML or JSON); faults are listed as file:line:column.
  npm run palate -- import FILE
      Check and store a definition; prints the questionnaire id.
  npm run palate -- publish FILE|QUESTIONNAIRE_ID --name NAME [options]
      Publish a questionnaire (a FILE is imported first). Options:
        --repetitions N        serve it N times to each judge (default: the definition's)
        --set N                serve only the definition's set N of products (session parameter n)
        --codes FILE.csv       sample codes from a file (columns product, code[, repetition, cup]);
                               random 3-digit codes otherwise
        --identified           judges must log in (default: open to anonymous judges)
        --target N             stop accepting judges after N
        --expires YYYY-MM-DD   no answers after this day (UTC)
        --tray MIN-MAX         ask each judge for their tray number (session parameters m, M)
        --tray-unique          a tray number may be given by one judge only (parameter c1)
  npm run palate -- publications
      List publications with their ids.
  npm run palate -- export [--publication ID] [--format long|wide] [--out FILE]
      Write the results as CSV: long (one row per judge, repetition, sample and attribute)
      or wide (one row per judge, product and repetition, one column per attribute, for
      SensoMineR). To standard output unless --out is given.
`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    publication: { type: 'string' },
    out: { type: 'string' },
    format: { type: 'string', default: 'long' },
    name: { type: 'string' },
    repetitions: { type: 'string' },
    set: { type: 'string' },
    codes: { type: 'string' },
    identified: { type: 'boolean' },
    target: { type: 'string' },
    expires: { type: 'string' },
    tray: { type: 'string' },
    'tray-unique': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, argument] = positionals;

if (!command || values.help) {
  process.stdout.write(USAGE);
  process.exit(command || values.help ? 0 : 1);
}

class UsageError extends Error {}

/** Reads and checks a definition file, or stops with its faults. */
function readDefinition(file: string) {
  const result = parseDefinitionFile(readFileSync(file, 'utf8'));
  if (!result.ok) throw new UsageError(formatFaults(basename(file), result.faults));
  return result.definition;
}

function positiveInteger(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${option} must be a whole number above 0`);
  return value;
}

function publishOptions(): PublishOptions {
  if (!values.name) throw new UsageError('publish needs --name');
  let expiresAt: number | null = null;
  if (values.expires !== undefined) {
    // The end of the given day, so that "expires 2026-12-01" still allows answers on that day.
    expiresAt = Date.parse(`${values.expires}T23:59:59.999Z`);
    if (Number.isNaN(expiresAt)) throw new UsageError('--expires must be a date such as 2026-12-01');
  }
  let tray: PublishOptions['tray'] = null;
  if (values.tray !== undefined) {
    const match = /^(\d+)-(\d+)$/.exec(values.tray);
    if (!match || Number(match[1]) > Number(match[2])) throw new UsageError('--tray must be MIN-MAX, such as 1-24');
    tray = { min: Number(match[1]), max: Number(match[2]), unique: values['tray-unique'] === true };
  }
  const repetitions = positiveInteger(values.repetitions, '--repetitions');
  const set = positiveInteger(values.set, '--set');
  return {
    name: values.name,
    ...(repetitions === undefined ? {} : { repetitions }),
    ...(set === undefined ? {} : { set }),
    ...(values.codes === undefined ? {} : { codeFile: readFileSync(values.codes) }),
    anonymous: values.identified !== true,
    targetJudges: positiveInteger(values.target, '--target') ?? null,
    expiresAt,
    tray,
  };
}

if (command === 'check') {
  try {
    if (!argument) throw new UsageError('check needs a FILE');
    const definition = readDefinition(argument);
    process.stdout.write(
      `${argument}: a valid questionnaire "${definition.name}" with ${definition.pages.length} pages.\n`,
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
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
            `${p.id}\t${p.name}\t${p.anonymous ? 'open to anonymous judges' : 'identified judges'}\n`,
          );
        }
        break;
      }
      case 'export': {
        if (values.format !== 'long' && values.format !== 'wide') throw new UsageError('--format is long or wide');
        const results = await longResults(database.db, values.publication);
        const csv = values.format === 'wide' ? toWideCsv(results) : toCsv(results);
        if (values.out) writeFileSync(values.out, csv);
        else process.stdout.write(csv);
        break;
      }
      default:
        throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof PublishingError) process.stderr.write(`${error.message}\n`);
    else if (error instanceof CallError) process.stderr.write(`Error ${error.code}: ${error.message}\n`);
    else throw error;
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
