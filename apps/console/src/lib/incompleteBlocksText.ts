import type { TFunction } from 'i18next';
import type { IncompleteBlockSummaryView } from '@palate/protocol';

/**
 * An incomplete block design in the leader's language, in a few sentences: T, K, blocks,
 * r, λ, whether it is exactly balanced and the judges of a whole replicate. The serving
 * plan, the monitor and the publish form all say it the same way.
 */
export function incompleteBlocksText(t: TFunction, design: IncompleteBlockSummaryView): string {
  const lambda =
    typeof design.lambda === 'number'
      ? String(design.lambda)
      : t('app.incompleteBlocks.lambdaRange', { fewest: design.lambda[0], most: design.lambda[1] });
  return [
    t('app.incompleteBlocks.design', { K: design.K, T: design.T, blocks: design.blocks, r: design.r, lambda }),
    t(design.exactlyBalanced ? 'app.incompleteBlocks.balanced' : 'app.incompleteBlocks.nearBalanced'),
    t('app.incompleteBlocks.replicates', { judges: design.judgesForWholeReplicates }),
  ].join(' ');
}
