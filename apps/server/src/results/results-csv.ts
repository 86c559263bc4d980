import type { LongResult } from './long-result.ts';
import { csv } from '../shared/csv.ts';

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
  // Issue 39: whether conditions showed the control, where the control and the choice came as presented, the run's state.
  'shown',
  'control_position',
  'choice_position',
  'run_status',
];

/** How words are joined in one cell: a word may hold a comma, rarely a semicolon. */
const WORD_SEPARATOR = '; ';

/** Each judge's consumer segment (maps-analysis.ts), a last column of the exports when asked; empty for judges in none. */
type Segments = Map<string, number>;

/**
 * The long format. `lots`: the lot code of the batch each product was served from (the
 * product library's), a `batch` column after `product` when the publication served any.
 */
export function toCsv(results: LongResult[], segments?: Segments, lots?: Map<string, string>): string {
  const batch = lots !== undefined && lots.size > 0;
  const header = batch
    ? LONG_HEADER.flatMap((column) => (column === 'product' ? [column, 'batch'] : [column]))
    : LONG_HEADER;
  return csv([
    segments ? [...header, 'segment'] : header,
    ...results.map((r) => [
      r.publication,
      r.judge,
      r.repetition,
      r.sampleCode,
      r.product,
      ...(batch ? [lots.get(r.product) ?? ''] : []),
      r.attribute,
      r.value ?? '',
      r.text ?? '',
      r.position ?? '',
      r.x ?? '',
      r.y ?? '',
      r.group ?? '',
      (r.words ?? []).join(WORD_SEPARATOR),
      r.intensity ?? '',
      r.shown === false ? 0 : 1,
      r.controlPosition ?? '',
      r.choicePosition ?? '',
      r.runStatus ?? '',
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
export function toWideCsv(results: LongResult[], segments?: Segments, lots?: Map<string, string>): string {
  // The batch served (the product library's lot code) after the texts: the numbers stay one block from column 6.
  const batch = lots !== undefined && lots.size > 0;
  // A discrimination answer is about a set of cups, not one product: it stays in the long format.
  // A control that conditions hid has no answer: its cells stay empty.
  const perSample = results
    .filter((r) => r.product !== '' && r.kind !== 'discrimination' && r.shown !== false)
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
      ...(batch ? ['batch'] : []),
      ...(segments ? ['segment'] : []),
    ],
    ...[...rows.values()].map((row) => [
      ...row.factors,
      ...attributes.map((a) => row.values.get(a) ?? 'NA'),
      ...texts.map((a) => row.texts.get(a) ?? ''),
      ...(batch ? [lots.get(String(row.factors[2])) ?? ''] : []),
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
