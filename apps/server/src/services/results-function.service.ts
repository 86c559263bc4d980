import { roundForRange, sampleCodeKey, type ScaleControl } from '@palate/engine';
import { CallError, ErrorCode, type ResultsFunctionData } from '@palate/protocol';
import { findPublication } from '../repositories/publications.repository.ts';
import { resultRows } from '../repositories/results.repository.ts';
import { findSession } from '../repositories/runs.repository.ts';
import { requireCaller, type CallContext } from './context.ts';
import { loadDefinition } from './definitions.ts';

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
  const codes = JSON.parse(publication.blinding_codes) as Record<string, string>;

  const descriptors = new Map<string, ScaleControl>();
  for (const page of definition.pages) {
    if (!page.perSample) continue;
    for (const control of page.controls) if (control.kind === 'scale') descriptors.set(control.id, control);
  }
  const sampleIndex = new Map(definition.products.map((product, index) => [product.id, index]));
  const rows = (await resultRows(context.db, { publicationId: publication.id })).filter(
    (row) => descriptors.has(row.control_id) && row.product_id !== null && row.value !== null,
  );

  const values = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.control_id}\u0000${row.product_id}`;
    values.set(key, [...(values.get(key) ?? []), row.value ?? 0]);
  }
  const judgeRanks = [...new Set(rows.map((row) => row.judge_rank))].sort((a, b) => a - b);
  const selfIndex = judgeRanks.indexOf(session.judge_rank);

  return {
    descriptors: [...descriptors.values()].map((scale) => ({
      de: scale.id,
      label: scale.label,
      scale: {
        min: scale.min,
        max: scale.max,
        itCt: scale.style === 'category' ? (scale.categories?.length ?? null) : null,
      },
    })),
    samples: definition.products.map((product, sI) => ({ sI, sLab: codes[sampleCodeKey(product.id)] ?? '' })),
    judges: judgeRanks.map((_, jI) => ({ jI, self: jI === selfIndex })),
    results: {
      raw: rows
        .filter((row) => row.judge_rank === session.judge_rank)
        .map((row) => ({
          de: row.control_id,
          jI: selfIndex,
          sLab: { sI: sampleIndex.get(row.product_id ?? '') ?? -1 },
          bl: row.repetition,
          v: row.value ?? 0,
        })),
      computed: [...descriptors.values()].flatMap((scale) =>
        definition.products.flatMap((product, sI) => {
          const scores = values.get(`${scale.id}\u0000${product.id}`) ?? [];
          if (scores.length === 0) return [];
          const range = scale.max - scale.min;
          const mean = scores.reduce((sum, v) => sum + v, 0) / scores.length;
          const variance =
            scores.length < 2 ? 0 : scores.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (scores.length - 1);
          return [
            {
              de: scale.id,
              sLab: { sI },
              mean: roundForRange(mean, range),
              stdDev: roundForRange(Math.sqrt(variance), range),
              count: scores.length,
            },
          ];
        }),
      ),
    },
  };
}
