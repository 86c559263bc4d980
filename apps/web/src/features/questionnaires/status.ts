import {
  ErrorCode,
  EXPIRES_SOON_SECONDS,
  type BlockItem,
  type BlockStatus,
  type EndOfLife,
  type PublicationSummary,
} from '@palate/protocol';

/**
 * The status a judge sees. A pending questionnaire whose started sessions have reached
 * the target is shown as full (spec section 4), even if the server has not said so yet.
 */
export function displayStatus(item: {
  status: BlockStatus;
  jSessCounts: Pick<BlockItem['jSessCounts'], 'started' | 'target'>;
}): BlockStatus {
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

/**
 * What the judge can do with a list item: as its status allows, except that a later
 * repetition's block waits until the one before it is finished.
 */
export function itemAction(item: Pick<BlockItem, 'status' | 'jSessCounts'>): ItemAction {
  if (item.jSessCounts.stMsg.code === ErrorCode.previousBlockUnfinished) return null;
  return actionFor(displayStatus(item));
}

const HOUR_SECONDS = 3600;

/** What the list says about a questionnaire's end of life, most urgent first; null for nothing. */
export type EndOfLifeNotice =
  | { kind: 'deletionHours'; hours: number }
  | { kind: 'deletionSoon' }
  | { kind: 'expiresSoon'; secondsLeft: number }
  /** The expiry of a questionnaire that is not closing soon, told only when asked for (`expTime`). */
  | { kind: 'openUntil'; secondsLeft: number };

/**
 * The deletion warning counts whole hours while at least one remains, then says "less
 * than an hour" (spec section 4); it is shown in the last 7 days, like expires-soon.
 */
export function endOfLifeNotice(eol: EndOfLife, showExpiry = false): EndOfLifeNotice | null {
  const deletion = eol.secondsBeforeDeletion;
  if (deletion !== null && deletion > 0 && deletion <= EXPIRES_SOON_SECONDS) {
    return deletion >= HOUR_SECONDS
      ? { kind: 'deletionHours', hours: Math.floor(deletion / HOUR_SECONDS) }
      : { kind: 'deletionSoon' };
  }
  const secondsLeft = eol.secondsBeforeExpiration;
  // An expired questionnaire says so in its status.
  if (eol.expired || secondsLeft === null) return null;
  if (eol.expiresSoon) return { kind: 'expiresSoon', secondsLeft };
  return showExpiry ? { kind: 'openUntil', secondsLeft } : null;
}

/**
 * The questionnaire to open without a tap. On a booth: the one publication in `auto`
 * selection mode that this judge has not started. Through a link (`viaLink`): the link's
 * questionnaire when it is its one item and not yet started, unless it offers a download,
 * a choice for the judge to make first. None when there are several, so that the judge is
 * never sent into the wrong one, and none once started, so that a judge who went back to
 * the list stays there.
 */
export function autoStartItem(
  pubs: Pick<PublicationSummary, 'options' | 'items'>[],
  viaLink = false,
): BlockItem | null {
  const items = pubs.flatMap((pub) => (viaLink || pub.options.selectionMode === 'auto' ? pub.items : []));
  const candidates = items.filter((item) => itemAction(item) === 'start');
  const only = candidates.length === 1 ? (candidates[0] ?? null) : null;
  return viaLink && (items.length > 1 || only?.offlineEnabled) ? null : only;
}
