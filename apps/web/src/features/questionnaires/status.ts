import type { BlockItem, BlockStatus } from '@palate/protocol';

/**
 * The status a judge sees. A pending questionnaire whose started sessions have reached
 * the target is shown as full (spec section 4), even if the server has not said so yet.
 */
export function displayStatus(item: Pick<BlockItem, 'status' | 'jSessCounts'>): BlockStatus {
  const { started, target } = item.jSessCounts;
  return item.status === 'pending' && target !== null && started >= target ? 'full' : item.status;
}

export type ItemAction = 'start' | 'continue' | null;

/** What the judge can do with a questionnaire in a given status; nothing once it is closed to them. */
export function actionFor(status: BlockStatus): ItemAction {
  switch (status) {
    case 'pending':
      return 'start';
    case 'inProgress':
      return 'continue';
    case 'finished':
    case 'expired':
    case 'full':
      return null;
  }
}
