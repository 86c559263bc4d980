import { writeFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@palate/engine';
import { requireAccount } from '../accounts/admin.service.ts';
import type { Database, Db } from '../db/database.ts';
import { listAllPublications } from '../publishing/publications.repository.ts';
import { balanceNote } from '../results/balance.service.ts';
import { longResults, toCsv, toWideCsv } from '../results/results.service.ts';
import { intervalsCsv, readingsCsv } from '../results/temporal-export.ts';
// The analysis, the workbook, the report and the panel's history load with their commands
// (dynamic imports below): every other command starts in half the time without them.
import type { AnalysisOptions } from '../results/publication-analysis.service.ts';
import { positiveInteger, required, requiredPublication, UsageError, type CommandLine } from './command.ts';

export async function runAnalyse(database: Database, line: CommandLine): Promise<void> {
  const { analysePublication } = await import('../results/publication-analysis.service.ts');
  const analysis = await analysePublication(database.db, requiredPublication(line), analysisOptions(line));
  process.stdout.write(`${JSON.stringify(analysis, null, 2)}\n`);
}

export async function runPanelHistory(database: Database, { values }: CommandLine): Promise<void> {
  const account = await requireAccount(database.db, required(values, 'account'));
  const { panelHistory } = await import('./panel-history.ts');
  const history = await panelHistory(database.db, account, values.judge);
  process.stdout.write(`${JSON.stringify(history, null, 2)}\n`);
}

export async function runReport(database: Database, line: CommandLine, now: number): Promise<void> {
  const { values } = line;
  if (values.format !== 'pptx') throw new UsageError('report needs --format pptx');
  if (!values.out) throw new UsageError('report needs --out FILE');
  const language = reportLanguage(values.language);
  const { publicationReport } = await import('../results/report/publication-report.ts');
  writeFileSync(
    values.out,
    await publicationReport(database.db, requiredPublication(line), analysisOptions(line), language, now),
  );
  process.stdout.write(`Report written to ${values.out}.\n`);
}

/** exclude and include: a judge left out of, or taken back into, the publication's analyses. */
export async function runExcludeOrInclude(database: Database, line: CommandLine, now: number): Promise<void> {
  const { command, values } = line;
  if (!values.judge) throw new UsageError(`${command} needs --judge LABEL (J001, or the judge's name)`);
  const { setJudgeExcluded } = await import('../results/analysis-exclusions.service.ts');
  await setJudgeExcluded(database.db, requiredPublication(line), values.judge, command === 'exclude', now);
  process.stdout.write(
    command === 'exclude'
      ? `Judge "${values.judge}" is left out of the analysis.\n`
      : `Judge "${values.judge}" is in the analysis.\n`,
  );
}

export async function runExport(database: Database, line: CommandLine): Promise<void> {
  const { values } = line;
  if (values.format === 'xlsx' || values.format === 'analysis-json') {
    if (!values.out) throw new UsageError(`--format ${values.format} needs --out FILE`);
    const publicationId = requiredPublication(line);
    const { analysePublication } = await import('../results/publication-analysis.service.ts');
    const analysis = await analysePublication(database.db, publicationId, analysisOptions(line));
    if (values.format === 'analysis-json') writeFileSync(values.out, `${JSON.stringify(analysis, null, 2)}\n`);
    else {
      const { analysisWorkbook } = await import('../results/workbook-export.ts');
      writeFileSync(values.out, await analysisWorkbook(await longResults(database.db, publicationId), analysis));
    }
    return;
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
    hiddenControls: true,
  });
  const csv = writers[values.format as keyof typeof writers](results, await exportSegments(database.db, line));
  for (const p of await listAllPublications(database.db)) {
    const note = results.some((row) => row.publication === p.id) ? await balanceNote(database.db, p) : null;
    if (note && !note.balanced) process.stderr.write(`${p.name} (${p.id}): ${note.text}\n`);
  }
  if (values.out) writeFileSync(values.out, csv);
  else process.stdout.write(csv);
}

/** --language: one of the seven languages the report is written in. */
function reportLanguage(text: string): Language {
  const language = LANGUAGES.find((candidate) => candidate === text);
  if (!language) throw new UsageError(`--language is one of ${LANGUAGES.join(', ')}`);
  return language;
}

function analysisOptions({ values }: CommandLine): AnalysisOptions {
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
async function exportSegments(db: Db, line: CommandLine): Promise<Map<string, number> | undefined> {
  const { values } = line;
  if (values.segments === undefined) return undefined;
  const k = positiveInteger(values.segments, '--segments') as number;
  const [{ analysePublication }, { segmentsOf }] = await Promise.all([
    import('../results/publication-analysis.service.ts'),
    import('../results/consumer-segments.ts'),
  ]);
  const analysis = await analysePublication(db, requiredPublication(line), analysisOptions(line));
  if (analysis.likingQuestion === null) {
    throw new UsageError('--segments needs --liking CONTROL: the questionnaire has no one overall liking scale');
  }
  const segments = segmentsOf(analysis.maps, k);
  if (!segments)
    throw new UsageError(`The consumers cannot be split into ${k} segments (2 to 6, fewer than the consumers).`);
  return segments;
}
