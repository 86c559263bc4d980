import { CallError, ErrorCode, EXPIRES_SOON_SECONDS, type EndOfLife } from '@palate/protocol';
import type { CallContext } from '../shared/context.ts';
import { countSessions } from './publication-counts.repository.ts';
import type { PublicationRow } from './publications.repository.ts';

/**
 * Before a new judge joins: 3203 once the publication has expired, `fullCode` (3405 for
 * a start, 3223 for a new link visitor) once its started sessions reach the target.
 * Gives the number of judges who started, the new judge's rank.
 */
export async function assertOpenToNewJudge(
  context: CallContext,
  publication: PublicationRow,
  fullCode: typeof ErrorCode.noMoreJudgesAvailable | typeof ErrorCode.noMoreJudges,
): Promise<number> {
  if (isPastExpiry(publication, context.now)) {
    throw new CallError(ErrorCode.questionnaireExpired, 'This questionnaire has expired.');
  }
  const started = (await countSessions(context.db, [publication.id])).get(publication.id) ?? 0;
  assertRoomForJudge(publication, started, fullCode);
  return started;
}

/** Once as many runs started as the publication's target, no judge may start another. */
export function assertRoomForJudge(
  publication: PublicationRow,
  started: number,
  fullCode: typeof ErrorCode.noMoreJudgesAvailable | typeof ErrorCode.noMoreJudges,
): void {
  if (publication.target_judges !== null && started >= publication.target_judges) {
    throw new CallError(fullCode, 'No more judges are needed for this questionnaire.');
  }
}

/** Past its expiry no judge can start it (3203). */
export function isPastExpiry(publication: PublicationRow, now: number): boolean {
  return publication.expires_at !== null && publication.expires_at <= now;
}

/** Past its deletion date a publication is gone for judges, whatever remains stored. */
export function isDeleted(publication: PublicationRow, now: number): boolean {
  return publication.deletes_at !== null && publication.deletes_at <= now;
}

/** Before its opening a publication is not there yet for judges (its leaders may simulate it). */
export function isNotOpenYet(publication: PublicationRow, now: number): boolean {
  return publication.opens_at !== null && publication.opens_at > now;
}

/** What judges may see and start: opened, and not deleted. */
export function isThereForJudges(publication: PublicationRow, now: number): boolean {
  return !isDeleted(publication, now) && !isNotOpenYet(publication, now);
}

function secondsUntil(time: number | null, now: number): number | null {
  return time === null ? null : Math.floor((time - now) / 1000);
}

export function endOfLife(publication: PublicationRow, now: number): EndOfLife {
  const secondsBeforeExpiration = secondsUntil(publication.expires_at, now);
  const expired = secondsBeforeExpiration !== null && secondsBeforeExpiration <= 0;
  return {
    expired,
    expiresSoon: !expired && secondsBeforeExpiration !== null && secondsBeforeExpiration <= EXPIRES_SOON_SECONDS,
    secondsBeforeExpiration,
    secondsBeforeDeletion: secondsUntil(publication.deletes_at, now),
  };
}
