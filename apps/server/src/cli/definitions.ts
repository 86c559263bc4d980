import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { incompleteBlockDesign, type Questionnaire } from '@palate/engine';
import { findDefaultAccount } from '../accounts/members.repository.ts';
import type { Database, Db } from '../db/database.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { checkLibraryProducts } from '../publishing/products/product-library.service.ts';
import { findQuestionnaire } from '../publishing/publications.repository.ts';
import { formatFaults, parseDefinitionFile } from '../publishing/definition-file.ts';
import { describeIncompleteBlocks } from '../publishing/design.ts';
import { importDefinition, publishQuestionnaire, type PublishOptions } from '../publishing/publishing.service.ts';
import { positiveInteger, UsageError, type CommandLine } from './command.ts';
import type { CommandValues } from './options.ts';

/** check FILE: the definition's faults, or its name, pages and design; no database. */
export function runCheck({ argument }: CommandLine): void {
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
}

export async function runImport(database: Database, { argument }: CommandLine, now: number): Promise<void> {
  if (!argument) throw new UsageError('import needs a FILE');
  const id = await importDefinition(database.db, readDefinition(argument), now);
  process.stdout.write(`${id}\n`);
}

export async function runPublish(database: Database, { argument, values }: CommandLine, now: number): Promise<void> {
  if (!argument) throw new UsageError('publish needs a FILE or a questionnaire id');
  const options = publishOptions(values);
  const isFile = /\.(ya?ml|json)$/i.test(argument);
  const questionnaireId = isFile
    ? await importLibraryChecked(database.db, readDefinition(argument), now)
    : await libraryChecked(database.db, argument);
  const published = await publishQuestionnaire(database.db, questionnaireId, options, now);
  process.stdout.write(`${published.publicationId}\n`);
  // Under codes per judge no code is every judge's: the serving plan gives each judge's.
  if (options.codesPerJudge) process.stdout.write('  codes per judge: see the serving plan\n');
  else for (const [sample, code] of Object.entries(published.codes)) process.stdout.write(`  ${sample}\t${code}\n`);
}

/**
 * A file's definition imported into the default account once every product it names of the
 * library (`libraryProduct`) is in that account's library: refused as the console refuses it
 * (90460), before anything is stored.
 */
async function importLibraryChecked(db: Db, definition: Questionnaire, now: number): Promise<string> {
  const account = await findDefaultAccount(db);
  if (account) await checkLibraryProducts(db, account.id, definition);
  return importDefinition(db, definition, now);
}

/** A stored questionnaire's id, once the library products it names are in its account's library (90460). */
async function libraryChecked(db: Db, questionnaireId: string): Promise<string> {
  const row = await findQuestionnaire(db, questionnaireId);
  // An unknown id is publishQuestionnaire's to refuse.
  if (row) await checkLibraryProducts(db, row.account_id, await loadDefinition(db, questionnaireId));
  return questionnaireId;
}

/** Reads and checks a definition file, or stops with its faults; warnings go to standard error. */
function readDefinition(file: string) {
  const result = parseDefinitionFile(readFileSync(file, 'utf8'));
  if (!result.ok) throw new UsageError(formatFaults(basename(file), result.faults));
  if (result.warnings.length > 0) process.stderr.write(`${formatFaults(basename(file), result.warnings, 'warning')}\n`);
  return result.definition;
}

const BLOCKS_OPTION: Record<string, PublishOptions['blocks']> = {
  single: 'single',
  'per-repetition': 'perRepetition',
};

function publishOptions(values: CommandValues): PublishOptions {
  if (!values.name) throw new UsageError('publish needs --name');
  let expiresAt: number | null = null;
  if (values.expires !== undefined) {
    // The end of the given day, so that "expires 2026-12-01" still allows answers on that day.
    expiresAt = Date.parse(`${values.expires}T23:59:59.999Z`);
    if (Number.isNaN(expiresAt)) throw new UsageError('--expires must be a date such as 2026-12-01');
  }
  const deletesAt = deletionDate(values, expiresAt);
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
    ...(values['codes-per-judge'] === true ? { codesPerJudge: true } : {}),
    ...(values['judges-title']?.trim() ? { judgesTitle: values['judges-title'].trim() } : {}),
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
function deletionDate(values: CommandValues, expiresAt: number | null): number | null {
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
