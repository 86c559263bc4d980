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
} from '@palate/engine';
import type { Db } from '../db/database.ts';
import { resultRows, type ResultRow } from './results.repository.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { judgeLabel } from '../panel/judge-label.ts';
import { toAnswer } from '../judging/run.ts';
import { judgePlan } from '../publishing/design.ts';
import { judgeCodesOnce } from '../publishing/judge-codes.ts';
import { presentedRuns, type PresentedScreen } from './presented-screens.ts';
import type { LongResult, RunStatus } from './long-result.ts';

export type { LongResult, RunStatus } from './long-result.ts';
export { toCsv, toWideCsv } from './results-csv.ts';
export { csv } from '../shared/csv.ts';

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
  options: { includePreviews?: boolean; hiddenControls?: boolean } = {},
): Promise<LongResult[]> {
  const rows = await resultRows(db, { publicationId, ...options });
  const definitions = new Map<string, Questionnaire>();
  const runs = new Map<string, ResultRow[]>();
  for (const row of rows) runs.set(row.session_id, [...(runs.get(row.session_id) ?? []), row]);
  const ordered: { run: number; screen: number; control: number; results: LongResult[] }[] = [];
  const codesOf = judgeCodesOnce();
  const presentedRunOf = presentedRuns();
  for (const [run, answers] of [...runs.values()].entries()) {
    const first = answers[0] as ResultRow;
    let definition = definitions.get(first.questionnaire_id);
    if (!definition) {
      definition = await loadDefinition(db, first.questionnaire_id);
      definitions.set(first.questionnaire_id, definition);
    }
    const plan = judgePlan(first, first);
    const presented = presentedRunOf(
      { definition, plan, orderSeed: first.order_seed ?? 0, reached: reachedPosition(first) },
      answers,
    );
    const place = (screen: PresentedScreen | undefined, controlId: string) => ({
      run,
      screen: screen?.position ?? Number.MAX_SAFE_INTEGER,
      control: controlIndex(definition, controlId),
    });
    for (const row of answers) {
      const screen = presented.screen(row.page_key);
      // An answer stored on a control that conditions hide now is no answer (it was changed since).
      const shown = screen?.shown(row.control_id) !== false;
      if (!shown && !options.hiddenControls) continue;
      const expanded = expand(definition, row, codesOf(row, plan.judgeRank), screen);
      ordered.push({ ...place(screen, row.control_id), results: shown ? expanded : expanded.map(asHidden) });
    }
    if (!options.hiddenControls) continue;
    for (const { screen, control } of presented.hiddenUnanswered()) {
      const row = { ...first, page_key: screen.instance.key, control_id: control.id, value: null, text: null };
      const hidden = { ...row, product_id: screen.instance.productId, repetition: screen.instance.repetition };
      ordered.push({
        ...place(screen, control.id),
        results: expand(definition, { ...hidden, detail: null }, codesOf(row, plan.judgeRank), screen).map(asHidden),
      });
    }
  }
  // Judges in the order they started, their screens in serving order, within a screen the definition's order.
  ordered.sort((a, b) => a.run - b.run || a.screen - b.screen || a.control - b.control);
  return ordered.flatMap((entry) => entry.results);
}

/** The last screen a run reached: where a screen-out stopped it, the end once finished, else the furthest screen. */
function reachedPosition(row: ResultRow): number {
  if (row.screened_out === 1 || row.quota_state === 'stopped') return row.position;
  return row.status === 'finished' ? Number.MAX_SAFE_INTEGER : row.furthest_position;
}

function runStatusOf(row: ResultRow): RunStatus {
  return row.screened_out === 1 || row.quota_state === 'stopped' ? 'screenedOut' : row.status;
}

/** A row of a control conditions hid: shown 0, no value (not a missing answer). */
function asHidden({ intensity: _intensity, recording: _recording, ...result }: LongResult): LongResult {
  return { ...result, shown: false, value: null, text: null };
}

/** A screen's key is the page id, then `@product` on a per-sample page and `#repetition` after the first. */
function pageIdOf(pageKey: string): string {
  return pageKey.split(/[@#]/)[0] as string;
}

/** A stored answer's rows, read with the codes its judge was served (`codes`, by code table key). */
function expand(
  definition: Questionnaire,
  row: ResultRow,
  codes: Record<string, string>,
  screen: PresentedScreen | undefined,
): LongResult[] {
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
    shown: true,
    controlPosition: screen?.controlPosition(row.control_id) ?? null,
    runStatus: runStatusOf(row),
  };
  const choicePosition = (choice: string | undefined) =>
    choice === undefined ? null : (screen?.choicePosition(row.control_id, choice) ?? null);
  switch (control?.kind) {
    case 'text':
      if (control.format === 'tags') return [{ ...base, text: (answer.tags ?? []).join(control.separator) }];
      return [{ ...base, value: control.format === 'free' ? null : (parseTypedNumber(row.text ?? '') ?? null) }];
    case 'single': {
      const chosen = answer.choices?.[0];
      const index = control.choices.findIndex((choice) => choice.id === chosen);
      const place = choicePosition(chosen);
      return [{ ...base, value: index === -1 ? null : index + 1, text: chosen ?? null, choicePosition: place }];
    }
    case 'multiple':
      return control.choices.map((choice) => ({
        ...base,
        attribute: `${control.id}.${choice.id}`,
        value: answer.choices?.includes(choice.id) ? 1 : 0,
        text: null,
        choicePosition: choicePosition(choice.id),
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
