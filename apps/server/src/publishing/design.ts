import {
  designRowOf,
  incompleteBlockDesign,
  judgeOrders,
  type IncompleteBlockSummary,
  type JudgePlan,
  type Questionnaire,
} from '@palate/engine';
import type { JudgeSessionTable } from '../db/schema.ts';
import type { PublicationRow } from './publications.repository.ts';
import { secureRandom } from '../security/tokens.ts';

/**
 * The products a publication serves in each repetition (all of the definition's, or one
 * set's), in the order of the design's symbols drawn at publication.
 */
export function servedProducts(
  definition: Questionnaire,
  publication: Pick<PublicationRow, 'design_symbols'>,
): number[] {
  return publication.design_symbols === null
    ? definition.products.map((_, index) => index)
    : (JSON.parse(publication.design_symbols) as number[]);
}

/**
 * The products a run of the publication serves with the definition's set `set` (session
 * parameter n, 1 for the first), keeping the publication's drawn order of symbols; null
 * when the definition has no such set or the publication serves none of its products.
 */
export function servedProductsOfSet(
  definition: Questionnaire,
  publication: Pick<PublicationRow, 'design_symbols'>,
  set: number,
): number[] | null {
  const ids = definition.sets?.[set - 1];
  if (!ids) return null;
  const inSet = servedProducts(definition, publication).filter((product) =>
    ids.includes(definition.products[product]?.id ?? ''),
  );
  return inSet.length > 0 ? inSet : null;
}

/**
 * The orders of the judge in a given design row (0 for the first): one order per
 * repetition, of the publication's products or of one set's (`set`, checked beforehand).
 */
export function ordersForRow(
  definition: Questionnaire,
  publication: Pick<PublicationRow, 'design_symbols' | 'repetitions' | 'samples_per_judge'>,
  row: number,
  set?: number,
): number[][] {
  const symbols =
    set === undefined
      ? servedProducts(definition, publication)
      : (servedProductsOfSet(definition, publication, set) ?? []);
  const samplesPerJudge = publication.samples_per_judge ?? undefined;
  return judgeOrders(definition.design, symbols, row, publication.repetitions, secureRandom, samplesPerJudge);
}

/**
 * The incomplete block design a publication serves its judges (K of its T products
 * each), or null when every judge is served every product: what the serving plan, the
 * monitor, `palate publications` and `palate check` tell the leader.
 */
export function incompleteBlocksOf(
  definition: Questionnaire,
  publication: Pick<PublicationRow, 'design_symbols' | 'samples_per_judge'>,
): IncompleteBlockSummary | null {
  return incompleteBlocksFor(definition, servedProducts(definition, publication).length, publication.samples_per_judge);
}

/** The incomplete block design of K of T products per judge under the definition's design; null unless 2 ≤ K < T. */
export function incompleteBlocksFor(
  definition: Questionnaire,
  T: number,
  K: number | null,
): IncompleteBlockSummary | null {
  return K === null || K < 2 || K >= T ? null : incompleteBlockDesign(T, K, definition.design === 'williams').summary;
}

/**
 * The block (1 for the first) that a judge of design row `row` (from 0) is served in
 * repetition `repetition` (from 1), as `judgeOrders` serves it; null without an incomplete design.
 */
export function blockServed(design: IncompleteBlockSummary | null, row: number, repetition: number): number | null {
  return design === null ? null : (designRowOf(row, repetition - 1) % design.blocks) + 1;
}

/** An incomplete block design in a line: T, K, blocks, λ and whether it is exactly balanced. */
export function describeIncompleteBlocks(design: IncompleteBlockSummary): string {
  const lambda =
    typeof design.lambda === 'number' ? `λ = ${design.lambda}` : `λ = ${design.lambda[0]} or ${design.lambda[1]}`;
  const balance = design.exactlyBalanced
    ? 'exactly balanced (a BIBD)'
    : 'near-balanced: no balanced design in the table, pairs meet λ or λ + 1 times';
  return (
    `${design.K} of ${design.T} products per judge: ${design.blocks} blocks, each product in ${design.r}, ` +
    `${lambda}, ${balance}; whole replicates every ${design.judgesForWholeReplicates} judges`
  );
}

/**
 * A judge's plan from their stored session. Sessions started before repetitions existed
 * stored one flat order. The design row is the one the tray or pres.order chose, if any;
 * discrimination tests are served by the rule the publication was made with.
 */
export function judgePlan(
  session: Pick<JudgeSessionTable, 'presentation_order' | 'judge_rank' | 'design_rank'>,
  publication: Pick<PublicationRow, 'serving_rule'>,
): JudgePlan {
  const stored = JSON.parse(session.presentation_order) as number[] | number[][];
  const orders = stored.length > 0 && typeof stored[0] === 'number' ? [stored as number[]] : (stored as number[][]);
  return { judgeRank: session.design_rank ?? session.judge_rank, orders, servingRule: publication.serving_rule };
}
