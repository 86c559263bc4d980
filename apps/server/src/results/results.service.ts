import {
  IDEAL_PRODUCT,
  discriminationOutcome,
  discriminationServing,
  isIdealScreenKey,
  parseSampleCodeKey,
  parseTypedNumber,
  sampleCodeKey,
  type Answer,
  type AnswerableControl,
  type Cup,
  type NappingControl,
  type Questionnaire,
  type SortingControl,
  type TemporalRecording,
} from '@palate/engine';
import type { Db } from '../db/database.ts';
import { resultRows, type ResultRow } from './results.repository.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { judgeLabel } from '../panel/judge-label.ts';
import { toAnswer } from '../judging/run.ts';
import { judgePlan } from '../publishing/design.ts';
import { judgeCodesOnce } from '../publishing/judge-codes.ts';

export interface LongResult {
  publication: string;
  /** The definition's page id (not a CSV column: attributes are unique within a page only). */
  page: string;
  judge: string;
  repetition: number;
  sampleCode: string;
  product: string;
  /**
   * The sample's place in the judge's serving order within the repetition (1, 2, …), so
   * that position and carry-over effects can be studied; null for an answer about no one
   * sample (a page not per sample, a discrimination test's set of cups).
   */
  position: number | null;
  attribute: string;
  value: number | null;
  text: string | null;
  /** A napping's place of the sample: across from the sheet's left edge, up from its bottom edge. */
  x?: number;
  y?: number;
  /** A sorting's group of the sample, 1 for the judge's first. */
  group?: number;
  /** A napping's words for the sample, a sorting's for its group. */
  words?: string[];
  /** A RATA term's intensity: 1 to the control's rate when checked, 0 when not. */
  intensity?: number;
  /** The kind of control answered, for exports that treat kinds apart (not a CSV column). */
  kind: AnswerableControl['kind'] | null;
  /** A temporal control's recording, for the temporal analysis and exports (not a CSV column). */
  recording?: TemporalRecording;
}

/**
 * Raw results in long format, one row per judge × repetition × sample × attribute: what
 * R, XLSTAT and spreadsheets read. Judges are named, or numbered by the order they
 * started in. Each kind of answer becomes numbers an analyst can use at once: a CATA
 * attribute 1 or 0 (every attribute, so that unchecked is explicit), a rank per sample,
 * a forced-choice discrimination answer 1 when correct (the other methods: see
 * discriminationOutcome), a single choice its position in the list. The rapid methods give
 * a row per sample (napping: its x and y and words; sorting: its group and the group's
 * words), a RATA's CATA rows their intensity, and the ideal screen's answers the product IDEAL.
 */
export async function longResults(
  db: Db,
  publicationId?: string,
  options: { includePreviews?: boolean } = {},
): Promise<LongResult[]> {
  const rows = await resultRows(db, { publicationId, ...options });
  const definitions = new Map<string, Questionnaire>();
  const screens = new Map<string, number>();
  const ordered: { screen: number; control: number; results: LongResult[] }[] = [];
  const codesOf = judgeCodesOnce();
  for (const row of rows) {
    let definition = definitions.get(row.questionnaire_id);
    if (!definition) {
      definition = await loadDefinition(db, row.questionnaire_id);
      definitions.set(row.questionnaire_id, definition);
    }
    const screenKey = JSON.stringify([row.publication_id, row.judge_rank, row.page_key]);
    if (!screens.has(screenKey)) screens.set(screenKey, screens.size);
    ordered.push({
      screen: screens.get(screenKey) as number,
      control: controlIndex(definition, row.control_id),
      results: expand(definition, row, codesOf(row, judgePlan(row, row).judgeRank)),
    });
  }
  // Screens in serving order, and within a screen the attributes in the definition's order.
  ordered.sort((a, b) => a.screen - b.screen || a.control - b.control);
  return ordered.flatMap((entry) => entry.results);
}

/** A screen's key is the page id, then `@product` on a per-sample page and `#repetition` after the first. */
function pageIdOf(pageKey: string): string {
  return pageKey.split(/[@#]/)[0] as string;
}

/** A stored answer's rows, read with the codes its judge was served (`codes`, by code table key). */
function expand(definition: Questionnaire, row: ResultRow, codes: Record<string, string>): LongResult[] {
  const cups = cupsByCode(codes);
  const control = findControl(definition, row.control_id);
  const answer = toAnswer({ ...row, judge_session_id: '', page_key: '', post_id: '', saved_at: 0 });
  const order = judgePlan(row, row).orders[row.repetition - 1] ?? [];
  const base: LongResult = {
    publication: row.publication_id,
    page: pageIdOf(row.page_key),
    judge: judgeLabel(row),
    repetition: row.repetition,
    sampleCode: row.product_id ? (codes[sampleCodeKey(row.product_id, row.repetition)] ?? '') : '',
    product: row.product_id ?? (isIdealScreenKey(row.page_key) ? IDEAL_PRODUCT : ''),
    position: row.product_id ? positionIn(order, definition, row.product_id) : null,
    attribute: row.control_id,
    value: row.value,
    text: row.text,
    kind: control?.kind ?? null,
  };
  switch (control?.kind) {
    case 'text':
      if (control.format === 'tags') return [{ ...base, text: (answer.tags ?? []).join(control.separator) }];
      return [{ ...base, value: control.format === 'free' ? null : (parseTypedNumber(row.text ?? '') ?? null) }];
    case 'single': {
      const chosen = answer.choices?.[0];
      const index = control.choices.findIndex((choice) => choice.id === chosen);
      return [{ ...base, value: index === -1 ? null : index + 1, text: chosen ?? null }];
    }
    case 'multiple':
      return control.choices.map((choice) => ({
        ...base,
        attribute: `${control.id}.${choice.id}`,
        value: answer.choices?.includes(choice.id) ? 1 : 0,
        text: null,
        ...(control.rate !== undefined && { intensity: answer.ratings?.[choice.id] ?? 0 }),
      }));
    case 'rank':
      return rankRows(base, answer, definition, order, codes);
    case 'napping':
    case 'sorting':
      return sampleRows(base, control, answer, definition, order, codes);
    case 'discrimination': {
      const plan = judgePlan(row, row);
      const serving = discriminationServing(
        control,
        plan.judgeRank,
        row.repetition - 1,
        plan.orders.length,
        plan.servingRule,
      );
      const given = answer.choices ?? [];
      const picked = given.map((code) => cups.get(code)).filter((cup) => cup !== undefined);
      const outcome = discriminationOutcome(control, serving, picked, given);
      return [
        {
          ...base,
          sampleCode: outcome.cups
            .map((cup) => codes[sampleCodeKey(cup.productId, row.repetition, cup.occurrence)] ?? '')
            .join(' '),
          product: outcome.cups.map((cup) => cup.productId).join(' '),
          position: null,
          value: outcome.value,
        },
      ];
    }
    case 'picture':
      return pictureRows(base, answer);
    case 'tds':
    case 'tcata':
    case 'ti':
      // The long table gives the recording's length in seconds; its timeline has exports of its own.
      return answer.recording
        ? [{ ...base, value: answer.recording.duration / 1000, recording: answer.recording }]
        : [base];
    default:
      return [base];
  }
}

/**
 * A picture: how many marks the judge made (attribute the control's id), then each mark's
 * place across and down, from 0 to 1 (`control.1.x`, `control.1.y`, … in the judge's order).
 */
function pictureRows(base: LongResult, answer: Answer): LongResult[] {
  const marks = answer.marks ?? [];
  return [
    { ...base, value: marks.length },
    ...marks.flatMap((mark, index) => [
      { ...base, attribute: `${base.attribute}.${index + 1}.x`, value: mark.x },
      { ...base, attribute: `${base.attribute}.${index + 1}.y`, value: mark.y },
    ]),
  ];
}

/** One row per sample the judge ranked, in their order; the one a judge may leave unranked takes the last rank. */
function rankRows(
  base: LongResult,
  answer: Answer,
  definition: Questionnaire,
  order: readonly number[],
  codes: Record<string, string>,
): LongResult[] {
  const ranks = answer.ranks ?? {};
  return order.map((index, place) => {
    const product = definition.products[index]?.id ?? '';
    const code = codes[sampleCodeKey(product, base.repetition)] ?? '';
    return { ...base, sampleCode: code, product, position: place + 1, value: ranks[code] ?? order.length, text: null };
  });
}

/**
 * Napping and sorting: one row per sample the judge was served, in their order, with its
 * place on the sheet (x, y and its words) or its group (1-based, in the judge's order of
 * groups, and the group's words); a sample left out has its row with those cells empty.
 */
function sampleRows(
  base: LongResult,
  control: NappingControl | SortingControl,
  answer: Answer,
  definition: Questionnaire,
  order: readonly number[],
  codes: Record<string, string>,
): LongResult[] {
  return order.map((index, place) => {
    const product = definition.products[index]?.id ?? '';
    const code = codes[sampleCodeKey(product, base.repetition)] ?? '';
    const row: LongResult = { ...base, sampleCode: code, product, position: place + 1, value: null, text: null };
    if (control.kind === 'napping') {
      const at = answer.positions?.[code];
      const words = (answer.words as Record<string, string[]> | undefined)?.[code];
      return { ...row, ...(at && { x: at[0], y: at[1] }), ...(words && { words }) };
    }
    const group = (answer.groups ?? []).findIndex((codesOfGroup) => codesOfGroup.includes(code));
    const words = (answer.words as string[][] | undefined)?.[group];
    return { ...row, ...(group !== -1 && { group: group + 1 }), ...(words && { words }) };
  });
}

/** 1 for the first sample of the judge's order in the repetition; null for a product it does not serve. */
function positionIn(order: readonly number[], definition: Questionnaire, productId: string): number | null {
  const place = order.findIndex((index) => definition.products[index]?.id === productId);
  return place === -1 ? null : place + 1;
}

/** What each code of a publication stands for. */
function cupsByCode(codes: Record<string, string>): Map<string, Cup & { repetition: number }> {
  return new Map(Object.entries(codes).map(([key, code]) => [code, parseSampleCodeKey(key)]));
}

function controlIndex(definition: Questionnaire, controlId: string): number {
  for (const page of definition.pages) {
    const index = page.controls.findIndex((control) => control.id === controlId);
    if (index !== -1) return index;
  }
  return Number.MAX_SAFE_INTEGER;
}

function findControl(definition: Questionnaire, controlId: string): AnswerableControl | undefined {
  for (const page of definition.pages) {
    for (const control of page.controls) if (control.id === controlId && control.kind !== 'info') return control;
  }
  return undefined;
}

const LONG_HEADER = [
  'publication',
  'judge',
  'repetition',
  'sample_code',
  'product',
  'attribute',
  'value',
  'text',
  'position',
  'x',
  'y',
  'group',
  'words',
  'intensity',
];

/** How words are joined in one cell: a word may hold a comma, rarely a semicolon. */
const WORD_SEPARATOR = '; ';

/** Each judge's consumer segment (maps-analysis.ts), a last column of the exports when asked; empty for judges in none. */
type Segments = Map<string, number>;

export function toCsv(results: LongResult[], segments?: Segments): string {
  return csv([
    segments ? [...LONG_HEADER, 'segment'] : LONG_HEADER,
    ...results.map((r) => [
      r.publication,
      r.judge,
      r.repetition,
      r.sampleCode,
      r.product,
      r.attribute,
      r.value ?? '',
      r.text ?? '',
      r.position ?? '',
      r.x ?? '',
      r.y ?? '',
      r.group ?? '',
      (r.words ?? []).join(WORD_SEPARATOR),
      r.intensity ?? '',
      ...(segments ? [segments.get(r.judge) ?? ''] : []),
    ]),
  ]);
}

/**
 * Wide format for SensoMineR and panel-performance tools: one row per publication, judge,
 * product and repetition, one numeric column per attribute, then one column per question
 * answered in words (its text), last so that the numeric columns stay one block (decat and
 * panelperf take them by position), and the judges' ideal a row of product IDEAL (no sample
 * code). Factors come first: publication, judge, product, repetition, sample_code; attributes
 * from column 6. The publication keeps apart the judges of different publications, each
 * numbered from J001.
 */
export function toWideCsv(results: LongResult[], segments?: Segments): string {
  // A discrimination answer is about a set of cups, not one product: it stays in the long format.
  const perSample = results
    .filter((r) => r.product !== '' && r.kind !== 'discrimination')
    .map((r) => ({ r, cells: wideCells(r), text: wideText(r) }))
    .filter(({ cells, text }) => cells.length > 0 || text !== undefined);
  const attributes = [...new Set(perSample.flatMap(({ cells }) => cells.map(([attribute]) => attribute)))];
  const texts = [...new Set(perSample.flatMap(({ r, text }) => (text === undefined ? [] : [r.attribute])))];
  const rows = new Map<
    string,
    { factors: (string | number)[]; values: Map<string, number>; texts: Map<string, string> }
  >();
  for (const { r, cells, text } of perSample) {
    const factors = [r.publication, r.judge, r.product, r.repetition];
    const key = JSON.stringify(factors);
    let row = rows.get(key);
    if (!row) {
      row = { factors: [...factors, r.sampleCode], values: new Map(), texts: new Map() };
      rows.set(key, row);
    }
    for (const [attribute, value] of cells) row.values.set(attribute, value);
    if (text !== undefined) row.texts.set(r.attribute, text);
  }
  return csv([
    [
      'publication',
      'judge',
      'product',
      'repetition',
      'sample_code',
      ...attributes,
      ...texts,
      ...(segments ? ['segment'] : []),
    ],
    ...[...rows.values()].map((row) => [
      ...row.factors,
      ...attributes.map((a) => row.values.get(a) ?? 'NA'),
      ...texts.map((a) => row.texts.get(a) ?? ''),
      ...(segments ? [segments.get(String(row.factors[1])) ?? 'NA'] : []),
    ]),
  ]);
}

/** A long row's answer in words (a comment, a text question answered freely or with tags), if it is one. */
function wideText(r: LongResult): string | undefined {
  const inWords = r.kind === 'comment' || (r.kind === 'text' && r.value === null);
  return inWords && r.text !== null && r.text !== '' ? r.text : undefined;
}

/**
 * A long row's numbers in the wide format: its value under its attribute; a napping's place
 * as `control.x` and `control.y`, a sorting's group as `control.group`, a RATA term's
 * intensity beside its 1 or 0 as `control.term.intensity`. The ideal's row is product IDEAL.
 */
function wideCells(r: LongResult): [string, number][] {
  if (r.kind === 'napping') {
    return r.x === undefined || r.y === undefined
      ? []
      : [
          [`${r.attribute}.x`, r.x],
          [`${r.attribute}.y`, r.y],
        ];
  }
  if (r.kind === 'sorting') return r.group === undefined ? [] : [[`${r.attribute}.group`, r.group]];
  const cells: [string, number][] = r.value === null ? [] : [[r.attribute, r.value]];
  return r.intensity === undefined ? cells : [...cells, [`${r.attribute}.intensity`, r.intensity]];
}

/** Lines of cells as CSV, each cell quoted where it must be and kept from running as a formula. */
export function csv(lines: (string | number)[][]): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A number as a spreadsheet reads one: "-2", "+3.5", "1e-3". */
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

function csvCell(cell: string | number): string {
  if (typeof cell === 'number') return String(cell);
  // Text starting with = + - @ would run as a formula in a spreadsheet, unless it is a number.
  const safe = /^[=+\-@\t\r]/.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
