import type { Questionnaire } from '@palate/engine';
import { tucker1, type Insufficient, type Tucker1 } from '@palate/stats';
import type { LongResult } from './long-result.ts';

/**
 * The diagnostics of a trained panel on one page scored per sample with repetitions
 * (docs/analysis.md): per attribute (each scale of the page), Tucker-1 of the judges'
 * product means, whose correlation circle shows the judge who departs from the consensus.
 */
export interface PanelDiagnostics {
  page: string;
  tucker1: Record<string, Tucker1 | Insufficient>;
}

/**
 * One entry per page shown per sample on which some judge scored some product more than once
 * (repetitions), in the definition's order; only the products served are analysed, in the
 * definition's order.
 */
export function panelDiagnostics(
  definition: Questionnaire,
  results: readonly LongResult[],
  servedProducts: readonly string[],
): PanelDiagnostics[] {
  return definition.pages.flatMap((page) => {
    const scales = page.controls.filter((control) => control.kind === 'scale');
    if (!page.perSample || scales.length === 0) return [];
    const scored = results.filter((r) => r.page === page.id && r.value !== null && servedProducts.includes(r.product));
    if (!isRepeated(scored)) return [];
    const entry: PanelDiagnostics = { page: page.id, tucker1: {} };
    for (const scale of scales) {
      const own = scored.filter((r) => r.attribute === scale.id);
      entry.tucker1[scale.id] = tucker1(
        own.map((r) => ({ value: r.value as number, factors: { product: r.product, judge: r.judge } })),
        servedProducts,
      );
    }
    return [entry];
  });
}

/** Whether some judge scored some attribute of some product more than once. */
function isRepeated(scored: readonly LongResult[]): boolean {
  const seen = new Set<string>();
  for (const r of scored) {
    const key = JSON.stringify([r.judge, r.product, r.attribute]);
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
