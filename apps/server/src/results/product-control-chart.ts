import { localize } from '@palate/engine';
import { RECENT_BATCHES, type ProductControlChartView } from '@palate/protocol';
import { individualsChart, xbarChart, type CentredChart, type IndexRange } from '@palate/stats';
import { ok, type HandlerTable } from '../shared/handler.ts';
import type { CallContext } from '../shared/context.ts';
import { batchesOf, publicationBatches } from '../publishing/products/product-library.repository.ts';
import { inTimeOrder, ownLibraryProduct, publicationsServing } from '../publishing/products/product-library.service.ts';
import { longResults } from './results.service.ts';

/** A batch's scores on each scale question, each score one judge's mean over their repetitions. */
interface BatchScores {
  id: string;
  lot: string;
  productionDate: number | null;
  byControl: Map<string, number[]>;
}

/**
 * acc/products/chart: a question's Shewhart chart over a library product's batches. Each
 * batch's scores are gathered from every publication that served it (its scale answers on
 * the definition's products that are the library product); each judge of a publication
 * counts once per batch, their repetitions averaged. With at least two judges on every
 * batch, the X̄ chart of the judges' scores; else the individuals chart of the batch means
 * with its moving ranges. Limits on the leader's baseline (every batch by default).
 */
export async function productControlChart(
  context: CallContext,
  id: string,
  control: string | undefined,
  baseline: IndexRange | undefined,
): Promise<ProductControlChartView> {
  const product = await ownLibraryProduct(context, id);
  const serving = await publicationsServing(context, product.code);
  const served = await publicationBatches(
    context.db,
    serving.map(({ publication }) => publication.id),
  );
  const batches = new Map<string, BatchScores>(
    inTimeOrder(await batchesOf(context.db, [product.id])).map((batch) => [
      batch.id,
      { id: batch.id, lot: batch.lot_code, productionDate: batch.production_date, byControl: new Map() },
    ]),
  );
  const labels = new Map<string, string>();
  for (const { publication, definition, products } of serving) {
    const batchOf = new Map(
      served
        .filter((row) => row.publication_id === publication.id && products.some((one) => one.id === row.product))
        .map((row) => [row.product, batches.get(row.batch_id)]),
    );
    if (batchOf.size === 0) continue;
    for (const control of definition.pages.flatMap((page) => page.controls)) {
      if (control.kind === 'scale' && !labels.has(control.id)) {
        labels.set(control.id, localize(control.label, context.language));
      }
    }
    const judgeScores = new Map<string, { batch: BatchScores; control: string; values: number[] }>();
    for (const row of await longResults(context.db, publication.id)) {
      const batch = batchOf.get(row.product);
      if (!batch || row.kind !== 'scale' || row.value === null || !labels.has(row.attribute)) continue;
      const key = JSON.stringify([batch.id, row.attribute, row.judge]);
      const scores = judgeScores.get(key) ?? { batch, control: row.attribute, values: [] };
      scores.values.push(row.value);
      judgeScores.set(key, scores);
    }
    for (const { batch, control: scored, values } of judgeScores.values()) {
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      batch.byControl.set(scored, [...(batch.byControl.get(scored) ?? []), mean]);
    }
  }
  const questions = [...labels]
    .map(([one, label]) => ({
      control: one,
      label,
      batches: [...batches.values()].filter((batch) => batch.byControl.has(one)).length,
    }))
    .filter((question) => question.batches > 0)
    .sort((a, b) => b.batches - a.batches || a.control.localeCompare(b.control));
  const charted = control ?? questions[0]?.control ?? null;
  const scored = [...batches.values()].flatMap((batch) => {
    const scores = charted === null ? undefined : batch.byControl.get(charted);
    return scores ? [{ batch, scores }] : [];
  });
  const range = {
    start: Math.min(baseline?.start ?? 0, scored.length),
    end: Math.min(baseline?.end ?? scored.length, scored.length),
  };
  const kind = scored.length > 0 && scored.every(({ scores }) => scores.length >= 2) ? 'xbar' : 'individuals';
  const groups = scored.map(({ scores }) => scores);
  const means = groups.map((scores) => scores.reduce((sum, value) => sum + value, 0) / scores.length);
  const view: ProductControlChartView = {
    questions,
    control: charted,
    kind,
    batches: scored.map(({ batch, scores }, i) => ({
      id: batch.id,
      lot: batch.lot,
      productionDate: batch.productionDate,
      scores: scores.length,
      mean: means[i] as number,
    })),
    baseline: range,
    chart: null,
    movingRange: null,
    insufficient: null,
    out: [],
  };
  if (scored.length === 0) return { ...view, insufficient: 'no batch scored on this question' };
  if (kind === 'xbar') {
    const chart = xbarChart(groups, range);
    if ('insufficient' in chart) return { ...view, insufficient: chart.insufficient };
    return { ...view, chart, out: recentOut(chart, view.batches) };
  }
  const computed = individualsChart(means, range);
  if ('insufficient' in computed) return { ...view, insufficient: computed.insufficient };
  const chart = computed.individuals;
  return { ...view, chart, movingRange: computed.movingRange, out: recentOut(chart, view.batches) };
}

/** The latest RECENT_BATCHES batches flagged by the limits or a Western Electric rule, with the rules that flag them. */
function recentOut(chart: CentredChart, batches: { lot: string }[]): ProductControlChartView['out'] {
  const rules: [string, number[]][] = [
    ['beyondLimits', chart.beyondLimits],
    ['twoOfThreeBeyond2Sigma', chart.westernElectric.twoOfThreeBeyond2Sigma],
    ['fourOfFiveBeyond1Sigma', chart.westernElectric.fourOfFiveBeyond1Sigma],
    ['eightOnOneSide', chart.westernElectric.eightOnOneSide],
  ];
  return batches.flatMap((batch, i) => {
    if (i < batches.length - RECENT_BATCHES) return [];
    const reasons = rules.filter(([, indices]) => indices.includes(i)).map(([rule]) => rule);
    return reasons.length > 0 ? [{ lot: batch.lot, reasons }] : [];
  });
}

/** The product library's chart call; its other calls are publishing's (publishing/products/handlers.ts). */
export const productChartHandlers = {
  'acc/products/chart': async (context, request) =>
    ok(await productControlChart(context, request.id, request.control, request.baseline)),
} satisfies Partial<HandlerTable>;
