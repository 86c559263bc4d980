import { servingPlanOf, type Questionnaire } from '@palate/engine';
import { type IncompleteBlockSummaryView, type PlannedCupView } from '@palate/protocol';
import { panelOrders } from './panel-runs.repository.ts';
import type { CallContext } from '../shared/context.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { blockServed, incompleteBlocksOf, judgePlan, ordersForRow } from '../publishing/design.ts';
import { ownPublication } from '../publishing/own-publication.ts';
import { judgeCodes } from '../publishing/judge-codes.ts';

const DEFAULT_PLANNED_JUDGES = 24;

/**
 * pub/servingPlan: the cups the kitchen prepares, judge row by judge row, from the very
 * orders and serving sequences a run is given (`ordersForRow`, the engine's
 * `servingPlanOf`). Row r is the r-th judge to start, or tray `min + r - 1` where trays
 * are asked. A random design draws each judge's orders as they start: then only the
 * judges who started are planned, with the orders stored for them. With an incomplete block
 * design, each cup names the block its judge is served in that repetition. Under codes per
 * judge each row's cups carry that judge's own codes, as their run serves them.
 */
export async function servingPlan(
  context: CallContext,
  id: string,
  judges: number | undefined,
): Promise<{
  name: string;
  design: Questionnaire['design'];
  startedOnly: boolean;
  codesPerJudge: boolean;
  incompleteBlocks: IncompleteBlockSummaryView | null;
  cups: PlannedCupView[];
}> {
  const publication = await ownPublication(context, id);
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  const productName = new Map(definition.products.map((product) => [product.id, product.name]));
  const incompleteBlocks = incompleteBlocksOf(definition, publication);
  const trayOf = (row: number) => (publication.tray_min === null ? null : publication.tray_min + row);
  const cupsOfRow = (row: number, plan: ReturnType<typeof judgePlan>): PlannedCupView[] =>
    servingPlanOf(definition, plan, judgeCodes(publication, plan.judgeRank)).map((cup) => ({
      row: row + 1,
      tray: trayOf(row),
      repetition: cup.repetition,
      place: cup.place,
      block: blockServed(incompleteBlocks, row, cup.repetition),
      code: cup.code,
      product: cup.productId,
      productName: productName.get(cup.productId) ?? cup.productId,
      ...(cup.labelledReference ? { labelledReference: true } : {}),
    }));

  const startedOnly = definition.design === 'random';
  const codesPerJudge = publication.judge_codes_secret !== null;
  if (startedOnly) {
    const runs = await panelOrders(context.db, publication.id);
    return {
      name: publication.name,
      design: definition.design,
      startedOnly,
      codesPerJudge,
      incompleteBlocks,
      cups: runs.flatMap((run) => cupsOfRow(run.design_rank ?? run.judge_rank, judgePlan(run, publication))),
    };
  }
  const rows = judges ?? publication.target_judges ?? DEFAULT_PLANNED_JUDGES;
  const cups = Array.from({ length: rows }, (_, row) =>
    cupsOfRow(row, {
      judgeRank: row,
      orders: ordersForRow(definition, publication, row),
      servingRule: publication.serving_rule,
    }),
  ).flat();
  return { name: publication.name, design: definition.design, startedOnly, codesPerJudge, incompleteBlocks, cups };
}
