import {
  distribution,
  roundForRange,
  sampleCodeKey,
  type CommentControl,
  type Control,
  type MultipleChoiceControl,
  type ScaleControl,
  type SingleChoiceControl,
  type TextControl,
} from '@palate/engine';
import { CallError, ErrorCode, type ResultsFunctionData } from '@palate/protocol';
import { findPublication } from '../publishing/publications.repository.ts';
import { resultRows, type ResultRow } from './results.repository.ts';
import { findSession } from '../judging/runs.repository.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { judgePlan } from '../publishing/design.ts';
import { judgeCodes } from '../publishing/judge-codes.ts';

/**
 * run/renderFunc: the results function a judge sees at the end (spec section 3): the
 * panel's mean, standard deviation and count per attribute and sample, beside the judge's
 * own scores. Samples appear by blinding code, other judges only as counts; nothing is
 * shown before the judge has finished, so it cannot sway their answers, and nothing at all
 * unless the questionnaire asks for it (`showResults`).
 */
export async function resultsFunction(context: CallContext, sessionId: string): Promise<ResultsFunctionData> {
  const caller = requireCaller(context);
  const session = await findSession(context.db, sessionId);
  if (!session || session.member_id !== caller.member.id) throw new CallError(ErrorCode.noSession, 'No session.');
  if (session.status !== 'finished') {
    throw new CallError(ErrorCode.sessionInvalid, 'Results are shown once the questionnaire is finished.');
  }
  const publication = await findPublication(context.db, session.publication_id);
  if (!publication) throw new CallError(ErrorCode.noSession, 'No session.');
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  // The panel's figures can sway a judge's next sessions: the designer decides.
  if (!definition.showResults) {
    throw new CallError(ErrorCode.notEnoughRights, 'This questionnaire does not show results to judges.');
  }
  // The samples as this judge knew them: under codes per judge, by their own codes.
  const codes = judgeCodes(publication, judgePlan(session, publication).judgeRank);

  const descriptors = new Map<string, ReportedControl>();
  for (const page of definition.pages) {
    if (!page.perSample) continue;
    for (const control of page.controls) if (isReported(control)) descriptors.set(control.id, control);
  }
  const sampleIndex = new Map(definition.products.map((product, index) => [product.id, index]));
  const rows = (await resultRows(context.db, { publicationId: publication.id })).filter(
    (row) => descriptors.has(row.control_id) && row.product_id !== null,
  );

  const answers = new Map<string, ResultRow[]>();
  for (const row of rows) {
    const key = `${row.control_id}\u0000${row.product_id}`;
    answers.set(key, [...(answers.get(key) ?? []), row]);
  }
  const judgeRanks = [...new Set(rows.map((row) => row.judge_rank))].sort((a, b) => a - b);
  const selfIndex = judgeRanks.indexOf(session.judge_rank);

  return {
    descriptors: [...descriptors.values()].map((control) => ({
      de: control.id,
      kind: kindOf(control),
      label: control.label,
      scale:
        control.kind === 'scale'
          ? {
              min: control.min,
              max: control.max,
              itCt: control.style === 'category' ? (control.categories?.length ?? null) : null,
            }
          : null,
    })),
    choices: [...descriptors.values()].flatMap((control) =>
      control.kind === 'single' || control.kind === 'multiple'
        ? control.choices.map((choice) => ({ de: control.id, ch: choice.id, label: choice.label }))
        : [],
    ),
    samples: definition.products.map((product, sI) => ({ sI, sLab: codes[sampleCodeKey(product.id)] ?? '' })),
    judges: judgeRanks.map((_, jI) => ({ jI, self: jI === selfIndex })),
    results: {
      raw: rows
        .filter((row) => row.judge_rank === session.judge_rank)
        .flatMap((row): ResultsFunctionData['results']['raw'] => {
          const entry = {
            de: row.control_id,
            jI: selfIndex,
            sLab: { sI: sampleIndex.get(row.product_id ?? '') ?? -1 },
            bl: row.repetition,
          };
          const picked = choicesOf(row);
          if (picked) return picked.map((ch) => ({ ...entry, ch }));
          if (row.value !== null) return [{ ...entry, v: row.value }];
          return row.text === null ? [] : [{ ...entry, tx: row.text }];
        }),
      computed: [...descriptors.values()].flatMap((control) =>
        definition.products.flatMap((product, sI) => {
          const answered = answers.get(`${control.id}\u0000${product.id}`) ?? [];
          const computed = computedEntry(control, answered);
          return computed ? [{ de: control.id, sLab: { sI }, ...computed }] : [];
        }),
      ),
    },
  };
}

/** The questions the report can show: scales, choices, and text answers (the judge's own). */
type ReportedControl = ScaleControl | SingleChoiceControl | MultipleChoiceControl | TextControl | CommentControl;

function isReported(control: Control): control is ReportedControl {
  return ['scale', 'single', 'multiple', 'text', 'comment'].includes(control.kind);
}

function kindOf(control: ReportedControl): 'scale' | 'choice' | 'text' {
  if (control.kind === 'scale') return 'scale';
  return control.kind === 'single' || control.kind === 'multiple' ? 'choice' : 'text';
}

function choicesOf(row: ResultRow): string[] | null {
  if (row.detail === null) return null;
  const detail = JSON.parse(row.detail) as { choices?: string[] };
  return detail.choices ?? null;
}

/**
 * The panel's figures for one question and sample: for a scale its mean, standard
 * deviation (over n - 1) and count, with the distribution over the default bins when the
 * scale is categorical; for a choice question the count of each choice; none for texts,
 * which stay each judge's own.
 */
function computedEntry(control: ReportedControl, answered: ResultRow[]) {
  if (control.kind === 'scale') {
    const scores = answered.flatMap((row) => (row.value === null ? [] : [row.value]));
    if (scores.length === 0) return null;
    const range = control.max - control.min;
    const mean = scores.reduce((sum, v) => sum + v, 0) / scores.length;
    const variance = scores.length < 2 ? 0 : scores.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (scores.length - 1);
    return {
      mean: roundForRange(mean, range),
      stdDev: roundForRange(Math.sqrt(variance), range),
      count: scores.length,
      ...(control.style === 'category' ? { dist: distribution(scores, control.min, control.max) } : {}),
    };
  }
  if (control.kind === 'single' || control.kind === 'multiple') {
    const picks = answered.map(choicesOf).filter((picked): picked is string[] => picked !== null);
    if (picks.length === 0) return null;
    const dist = control.choices.map((choice) => picks.filter((picked) => picked.includes(choice.id)).length);
    return { count: picks.length, dist };
  }
  return null;
}
