import type { Language, Questionnaire } from '@palate/engine';
import { type CallRequest, type ResultsExportFormat } from '@palate/protocol';
import { excludedJudges } from './analysis-exclusions.repository.ts';
import { setJudgeExcluded } from './analysis-exclusions.service.ts';
import {
  AnalysisRequestError,
  analysePublication,
  type AnalysisOptions,
  type PublicationAnalysis,
} from './publication-analysis.service.ts';
import type { CallContext } from '../shared/context.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { segmentsOf } from './consumer-segments.ts';
import { ownPublication } from '../publishing/own-publication.ts';
import { refusedRequest } from '../shared/refusal.ts';
import { longResults, toCsv, toWideCsv } from './results.service.ts';
import { servedLots } from '../publishing/products/product-library.service.ts';
import { attributeTimelineControls, intervalsCsv, readingsCsv, temprCsv } from './temporal-export.ts';
import { analysisWorkbook } from './workbook-export.ts';
import { publicationReport } from './report/publication-report.ts';

type AnalysisFilters = Pick<
  CallRequest<'pub/analysis'>,
  'repetition' | 'set' | 'exclude' | 'liking' | 'sensory' | 'resamplings'
>;

function analysisOptions(filters: AnalysisFilters): AnalysisOptions {
  return {
    repetition: filters.repetition,
    set: filters.set,
    excludeJudges: filters.exclude,
    likingControl: filters.liking,
    sensoryPublication: filters.sensory,
    resamplings: filters.resamplings,
  };
}

/**
 * The analysis asked for cannot be made (a liking question that is no scale): 90422 with the
 * reason. A linked profile publication must be the caller's account's too.
 */
async function analysed(context: CallContext, id: string, filters: AnalysisFilters): Promise<PublicationAnalysis> {
  if (filters.sensory !== undefined) await ownPublication(context, filters.sensory);
  try {
    return await analysePublication(context.db, id, analysisOptions(filters));
  } catch (error) {
    if (error instanceof AnalysisRequestError) throw refusedRequest(error.message);
    throw error;
  }
}

/** The report of a publication, refused (90422) as the analysis is when its options cannot be met. */
async function reported(
  context: CallContext,
  id: string,
  filters: AnalysisFilters,
  language: Language,
): Promise<Buffer> {
  if (filters.sensory !== undefined) await ownPublication(context, filters.sensory);
  try {
    return await publicationReport(context.db, id, analysisOptions(filters), language, context.now);
  } catch (error) {
    if (error instanceof AnalysisRequestError) throw refusedRequest(error.message);
    throw error;
  }
}

/**
 * pub/analysis: the results page of a publication of the caller's account, with the
 * questionnaire that names its questions and products, and every judge who answered (by
 * their export label) with whether the leaders left them out for good.
 */
export async function consoleAnalysis(
  context: CallContext,
  id: string,
  filters: AnalysisFilters,
): Promise<{
  name: string;
  analysis: PublicationAnalysis;
  questionnaire: Questionnaire;
  judges: { label: string; excluded: boolean }[];
}> {
  const publication = await ownPublication(context, id);
  const analysis = await analysed(context, publication.id, filters);
  const leftOut = new Set(await excludedJudges(context.db, publication.id));
  const labels = [...new Set((await longResults(context.db, publication.id)).map((r) => r.judge))];
  return {
    name: publication.name,
    analysis,
    questionnaire: await loadDefinition(context.db, publication.questionnaire_id),
    judges: labels.map((label) => ({ label, excluded: leftOut.has(label) })),
  };
}

/** pub/exclude: a judge left out of every later analysis of the publication, or taken back. */
export async function consoleExclude(
  context: CallContext,
  id: string,
  judge: string,
  excluded: boolean,
): Promise<void> {
  const publication = await ownPublication(context, id);
  try {
    await setJudgeExcluded(context.db, publication.id, judge, excluded, context.now);
  } catch (error) {
    if (error instanceof AnalysisRequestError) throw refusedRequest(error.message);
    throw error;
  }
  await recordAudit(context, excluded ? 'publication.exclude' : 'publication.include', publication.name, {
    id: publication.id,
    judge,
  });
}

/** Each consumer's segment for the exports: the partition into `segments` on the liking question. */
async function consumerSegmentsOf(
  context: CallContext,
  id: string,
  filters: AnalysisFilters & { segments?: number | undefined },
): Promise<Map<string, number>> {
  const analysis = await analysed(context, id, filters);
  if (analysis.likingQuestion === null) throw refusedRequest('Segments are made on the liking question: name it.');
  const segments = segmentsOf(analysis.maps, filters.segments as number);
  if (!segments) throw refusedRequest(`The consumers cannot be split into ${filters.segments} segments.`);
  return segments;
}

/** A file name from the publication's name: letters, digits and dashes, so every system keeps it. */
function fileStem(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'results'
  );
}

/**
 * pub/export: a results file as the command line writes it. Raw answers (the CSVs, the
 * workbook's first sheet) are all there; the filters apply to the analysis.
 */
export async function consoleExport(
  context: CallContext,
  id: string,
  format: ResultsExportFormat,
  filters: AnalysisFilters & {
    control?: string | undefined;
    segments?: number | undefined;
    language?: Language | undefined;
  },
): Promise<{ fileName: string; mediaType: string; content: string; base64: boolean }> {
  const publication = await ownPublication(context, id);
  const stem = fileStem(publication.name);
  switch (format) {
    case 'temporal-intervals':
    case 'temporal-readings': {
      const results = await longResults(context.db, publication.id);
      const content = format === 'temporal-intervals' ? intervalsCsv(results) : readingsCsv(results);
      const kind = format === 'temporal-intervals' ? 'intervals' : 'readings';
      return { fileName: `${stem}-${kind}.csv`, mediaType: 'text/csv', content, base64: false };
    }
    case 'tempr': {
      const definition = await loadDefinition(context.db, publication.questionnaire_id);
      const controls = attributeTimelineControls(definition);
      const control = controls.find((c) => filters.control === undefined || c.id === filters.control);
      if (!control) {
        throw refusedRequest('This questionnaire has no such TDS or TCATA question.');
      }
      const content = temprCsv(await longResults(context.db, publication.id), control);
      return { fileName: `${stem}-${control.id}-tempr.csv`, mediaType: 'text/csv', content, base64: false };
    }
    case 'long':
    case 'wide': {
      // With a row for each control conditions hid (shown 0), which the wide format leaves empty.
      const results = await longResults(context.db, publication.id, { hiddenControls: true });
      const segments =
        filters.segments === undefined ? undefined : await consumerSegmentsOf(context, publication.id, filters);
      const lots = await servedLots(context.db, publication.id);
      const content = format === 'wide' ? toWideCsv(results, segments, lots) : toCsv(results, segments, lots);
      return { fileName: `${stem}-${format}.csv`, mediaType: 'text/csv', content, base64: false };
    }
    case 'analysis-json': {
      const content = `${JSON.stringify(await analysed(context, publication.id, filters), null, 2)}\n`;
      return { fileName: `${stem}-analysis.json`, mediaType: 'application/json', content, base64: false };
    }
    case 'pptx': {
      const deck = await reported(context, publication.id, filters, filters.language ?? 'en');
      return {
        fileName: `${stem}-report.pptx`,
        mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        content: deck.toString('base64'),
        base64: true,
      };
    }
    case 'xlsx': {
      const analysis = await analysed(context, publication.id, filters);
      const workbook = await analysisWorkbook(await longResults(context.db, publication.id), analysis);
      return {
        fileName: `${stem}.xlsx`,
        mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: workbook.toString('base64'),
        base64: true,
      };
    }
  }
}
