import { servingPlanOf, type Questionnaire } from '@palate/engine';
import { type PlannedCupView, type PublicationOverview } from '@palate/protocol';
import { listPublications } from '../repositories/publications.repository.ts';
import { countSessionsByStatus, panelOrders } from '../repositories/runs.repository.ts';
import { requireCaller, type CallContext } from './context.ts';
import { loadDefinition } from './definitions.ts';
import { ordersForRow } from './design.ts';
import { ownPublication } from './own-publication.ts';
import { judgePlan } from './run.service.ts';

/** pub/list: the account's publications, oldest first, with how many judges started and finished. */
export async function listAccountPublications(context: CallContext): Promise<PublicationOverview[]> {
  const caller = requireCaller(context);
  const publications = await listPublications(context.db, caller.member.account_id, false);
  const counts = await countSessionsByStatus(
    context.db,
    publications.map((publication) => publication.id),
  );
  return publications.map((publication) => {
    const count = counts.get(publication.id) ?? { inProgress: 0, finished: 0 };
    return {
      id: publication.id,
      name: publication.name,
      questionnaireId: publication.questionnaire_id,
      created: publication.created_at,
      expires: publication.expires_at,
      anonymous: publication.anonymous === 1,
      target: publication.target_judges,
      started: count.inProgress + count.finished,
      finished: count.finished,
      tray:
        publication.tray_min === null || publication.tray_max === null
          ? null
          : { min: publication.tray_min, max: publication.tray_max },
    };
  });
}

const DEFAULT_PLANNED_JUDGES = 24;

/**
 * pub/servingPlan: the cups the kitchen prepares, judge row by judge row, from the very
 * orders and serving sequences a run is given (`ordersForRow`, the engine's
 * `servingPlanOf`). Row r is the r-th judge to start, or tray `min + r - 1` where trays
 * are asked. A random design draws each judge's orders as they start: then only the
 * judges who started are planned, with the orders stored for them.
 */
export async function servingPlan(
  context: CallContext,
  id: string,
  judges: number | undefined,
): Promise<{ name: string; design: Questionnaire['design']; startedOnly: boolean; cups: PlannedCupView[] }> {
  const publication = await ownPublication(context, id);
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  const codes = JSON.parse(publication.blinding_codes) as Record<string, string>;
  const productName = new Map(definition.products.map((product) => [product.id, product.name]));
  const trayOf = (row: number) => (publication.tray_min === null ? null : publication.tray_min + row);
  const cupsOfRow = (row: number, plan: ReturnType<typeof judgePlan>): PlannedCupView[] =>
    servingPlanOf(definition, plan, codes).map((cup) => ({
      row: row + 1,
      tray: trayOf(row),
      repetition: cup.repetition,
      place: cup.place,
      code: cup.code,
      product: cup.productId,
      productName: productName.get(cup.productId) ?? cup.productId,
    }));

  const startedOnly = definition.design === 'random';
  if (startedOnly) {
    const runs = await panelOrders(context.db, publication.id);
    return {
      name: publication.name,
      design: definition.design,
      startedOnly,
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
  return { name: publication.name, design: definition.design, startedOnly, cups };
}
