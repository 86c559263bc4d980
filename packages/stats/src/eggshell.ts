import { midRanks } from './friedman.ts';
import type { Insufficient } from './insufficient.ts';
import { tucker1 } from './maps/tucker1.ts';
import type { Observation } from './sequential-anova.ts';

export interface Eggshell {
  /** The products from the lowest to the highest score on Tucker-1's first component. */
  consensusOrder: string[];
  /** Each judge's cumulative ranks along the consensus order, minus the consensus's own. */
  judges: Record<string, number[]>;
}

/**
 * The eggshell plot of one attribute (Hirst & Næs 1994, "A graphical method for assessing
 * individual differences in sensory profiling", Food Quality and Preference 5; as PanelCheck
 * draws it). The consensus order of the n products is that of their scores on the first
 * component of Tucker-1 (tucker1.ts), the component's sign chosen so that the order rises with
 * the panel's mean of the judges' product means. Each judge ranks the products by their own
 * means over the repetitions, 1 for the lowest (ties share their mean rank, R's `rank`); taken
 * along the consensus order, the judge's cumulative ranks are
 *   C_j(i) = Σ_{k ≤ i} r_j(o_k),  i = 1 … n,
 * and the curve drawn is C_j(i) − i(i + 1)/2, the consensus's own cumulative ranks (1, 2, …, i)
 * taken away. A judge who ranks as the consensus lies on 0; a judge who disagrees rises above
 * it, at most i(n − i) (the order reversed), which gives the plot its eggshell. PanelCheck
 * subtracts i(n + 1)/2 instead (a random ranking's expected sum): the same curves, each moved
 * by the consensus's own, so that the consensus is the shell's lower edge rather than 0.
 * Judges who did not score every product are left out (a rank needs every product).
 * `products` fixes the products considered (the products scored, in order of appearance, by
 * default).
 */
export function eggshell(observations: readonly Observation[], products?: readonly string[]): Eggshell | Insufficient {
  const rows = products ?? [...new Set(observations.map((o) => o.factors.product as string))];
  const consensus = tucker1(observations, rows);
  if ('insufficient' in consensus) return consensus;
  const means = judgeMeans(observations, rows);
  const panelMean = rows.map((_, i) => mean([...means.values()].map((own) => own[i] as number)));
  const scores = rows.map((product) => consensus.products[product]?.[0] ?? 0);
  const centre = mean(panelMean);
  const sign = scores.reduce((sum, score, i) => sum + score * ((panelMean[i] as number) - centre), 0) < 0 ? -1 : 1;
  // Array.prototype.sort is stable: products with equal scores keep the definition's order.
  const order = rows.map((_, i) => i).sort((a, b) => sign * ((scores[a] as number) - (scores[b] as number)));
  const judges: Record<string, number[]> = {};
  for (const [judge, own] of means) {
    const ranks = midRanks(own);
    let cumulative = 0;
    judges[judge] = order.map((product, i) => {
      cumulative += ranks[product] as number;
      return cumulative - ((i + 1) * (i + 2)) / 2;
    });
  }
  return { consensusOrder: order.map((i) => rows[i] as string), judges };
}

/** Each judge who scored every product: their mean of each product, in the order of `products`. */
function judgeMeans(observations: readonly Observation[], products: readonly string[]): Map<string, number[]> {
  const cells = new Map<string, Map<string, number[]>>();
  for (const { value, factors } of observations) {
    const judge = factors.judge as string;
    const own = cells.get(judge) ?? new Map<string, number[]>();
    own.set(factors.product as string, [...(own.get(factors.product as string) ?? []), value]);
    cells.set(judge, own);
  }
  const means = new Map<string, number[]>();
  for (const [judge, own] of cells) {
    if (products.every((product) => own.has(product))) {
      means.set(
        judge,
        products.map((product) => mean(own.get(product) as number[])),
      );
    }
  }
  return means;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
