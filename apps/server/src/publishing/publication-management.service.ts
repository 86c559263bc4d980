import { CallError, ErrorCode, type ProfileFilter, type PublicationOverview } from '@palate/protocol';
import {
  type PublicationRow,
  listPublications,
  questionnaireVersions,
  setJudgesTitle,
  setPublicationDates,
  setPublicationProfileFilter,
  setPublicationTraining,
} from './publications.repository.ts';
import { setQuotaLimits } from './quotas.repository.ts';
import { closeByHand } from './publication-events.repository.ts';
import { purgePublication } from './retention.repository.ts';
import { countAnswersByPublication, countSessionsByStatus } from './publication-counts.repository.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { ownPublication } from './own-publication.ts';
import { visibleProfileFields } from '../panel/judge-profiles.service.ts';
import { audienceOf, cellLimits, checkFilter, profileFilterOf } from './publication-audience.service.ts';
import { isDeleted, isNotOpenYet, isPastExpiry } from './publication-state.ts';
import { refusedRequest } from '../shared/refusal.ts';

/** pub/list: the account's publications, oldest first, with their state and how many judges started, finished and answered. */
export async function listAccountPublications(context: CallContext): Promise<PublicationOverview[]> {
  const caller = requireCaller(context);
  const publications = await listPublications(context.db, caller.member.account_id, false);
  const ids = publications.map((publication) => publication.id);
  const [sessions, answers, versions] = await Promise.all([
    countSessionsByStatus(context.db, ids),
    countAnswersByPublication(context.db, ids),
    questionnaireVersions(context.db, [...new Set(publications.map((publication) => publication.questionnaire_id))]),
  ]);
  return publications.map((publication) => {
    const count = sessions.get(publication.id) ?? { inProgress: 0, finished: 0 };
    return {
      id: publication.id,
      name: publication.name,
      questionnaireId: publication.questionnaire_id,
      created: publication.created_at,
      opens: publication.opens_at,
      expires: publication.expires_at,
      deletes: publication.deletes_at,
      status: statusOf(publication, context.now),
      anonymous: publication.anonymous === 1,
      training: publication.training === 1,
      target: publication.target_judges,
      version: versions.get(publication.questionnaire_id) ?? 1,
      started: count.inProgress + count.finished,
      finished: count.finished,
      answers: answers.get(publication.id) ?? 0,
      tray:
        publication.tray_min === null || publication.tray_max === null
          ? null
          : { min: publication.tray_min, max: publication.tray_max },
      filter: profileFilterOf(publication),
      judgesTitle: publication.judges_title,
      codesPerJudge: publication.judge_codes_secret !== null,
    };
  });
}

function statusOf(publication: PublicationRow, now: number): PublicationOverview['status'] {
  if (isDeleted(publication, now)) return 'deleted';
  if (isPastExpiry(publication, now)) return 'closed';
  return isNotOpenYet(publication, now) ? 'scheduled' : 'open';
}

async function changeablePublication(context: CallContext, id: string) {
  const publication = await ownPublication(context, id);
  if (isDeleted(publication, context.now)) throw refusedRequest('The publication is deleted.');
  return publication;
}

/** pub/close: no judge may start the publication from now on; runs under way may end. */
export async function closePublication(context: CallContext, id: string): Promise<void> {
  const publication = await changeablePublication(context, id);
  if (isPastExpiry(publication, context.now)) throw refusedRequest('The publication is already closed.');
  await closeByHand(context.db, publication.id, context.now);
  await recordAudit(context, 'publication.close', publication.name, { id: publication.id });
}

/** pub/training: a training session is in the judges' records but kept out of reports. */
export async function setTraining(context: CallContext, id: string, training: boolean): Promise<void> {
  const publication = await changeablePublication(context, id);
  if ((publication.training === 1) === training) return;
  await setPublicationTraining(context.db, publication.id, training);
  await recordAudit(context, training ? 'publication.training' : 'publication.study', publication.name, {
    id: publication.id,
  });
}

/** pub/expiry: a closing moment to come (reopening a closed publication), or none. */
export async function setPublicationExpiry(context: CallContext, id: string, expires: number | null): Promise<void> {
  const publication = await changeablePublication(context, id);
  if (expires !== null && expires <= context.now) throw refusedRequest('The closing date is already past.');
  if (expires !== null && publication.opens_at !== null && expires <= publication.opens_at) {
    throw refusedRequest('The closing date comes before the opening date.');
  }
  if (expires !== null && publication.deletes_at !== null && publication.deletes_at < expires) {
    throw refusedRequest('The deletion date comes before the closing date.');
  }
  await setPublicationDates(context.db, publication.id, { expires_at: expires });
  await recordAudit(
    context,
    isPastExpiry(publication, context.now) ? 'publication.reopen' : 'publication.expiry',
    publication.name,
    {
      id: publication.id,
      expires,
    },
  );
}

/**
 * pub/delete: the judges' data of the publication goes now, as on its deletion date
 * (retention.repository's purge); the publication stays listed as deleted. Refused when
 * more answers have come than the leader confirmed.
 */
export async function deletePublication(context: CallContext, id: string, confirmed: number): Promise<number> {
  const publication = await changeablePublication(context, id);
  const answers = (await countAnswersByPublication(context.db, [publication.id])).get(publication.id) ?? 0;
  if (answers > confirmed) {
    throw new CallError(ErrorCode.invalidRequest, 'More answers have come since the deletion was confirmed.', {
      reason: `The publication now holds ${answers} answers.`,
      answers,
    });
  }
  await setPublicationDates(context.db, publication.id, {
    deletes_at: context.now,
    expires_at: isPastExpiry(publication, context.now) ? publication.expires_at : context.now,
  });
  await purgePublication(context.db, publication.id);
  await recordAudit(context, 'publication.delete', publication.name, { id: publication.id, answers });
  return answers;
}

/**
 * pub/quotaLimits: a leader raises or lowers the limits of a publication's cells while
 * judges come (their conditions stay: the judges counted were counted by them). A limit
 * below a cell's count fills it; nobody counted is taken out. Refused (90422) for a
 * deleted publication, one without quotas, or limits that are not one for each cell.
 */
export async function changeQuotaLimits(context: CallContext, id: string, limits: number[][]): Promise<void> {
  const publication = await changeablePublication(context, id);
  const { quotas } = audienceOf(publication);
  if (quotas.length === 0) throw refusedRequest('The publication has no quotas.');
  if (limits.length !== quotas.length || quotas.some((quota, index) => limits[index]?.length !== quota.cells.length)) {
    throw refusedRequest("Give a limit for each cell of each quota, in the quotas' order.");
  }
  const changed = quotas.map((quota, quotaIndex) => ({
    ...quota,
    cells: quota.cells.map((cell, cellIndex) => ({ ...cell, quota: limits[quotaIndex]?.[cellIndex] ?? cell.quota })),
  }));
  await setQuotaLimits(context.db, publication.id, JSON.stringify(changed), cellLimits(changed));
  await recordAudit(context, 'publication.quotaLimits', publication.name, { id: publication.id, limits });
}

/**
 * pub/profileFilter: a leader restricts a publication to other profiles while judges come
 * (empty: every judge). It decides who lists and starts it from now on; runs under way go
 * on, and quotas count as before. Refused (90422) for a deleted publication or a filter
 * naming a field the leader does not see, a value its field does not offer, or a range on
 * a field that is not a number.
 */
export async function changeProfileFilter(context: CallContext, id: string, filter: ProfileFilter): Promise<void> {
  const publication = await changeablePublication(context, id);
  checkFilter(filter, await visibleProfileFields(context));
  await setPublicationProfileFilter(context.db, publication.id, filter.length === 0 ? null : JSON.stringify(filter));
  await recordAudit(context, 'publication.profileFilter', publication.name, { id: publication.id, filter });
}

/**
 * pub/judgesTitle: what judges see the publication as from now on (null: the
 * questionnaire's title); its name stays the leader's. Refused (90422) for a deleted one.
 */
export async function changeJudgesTitle(context: CallContext, id: string, title: string | null): Promise<void> {
  const publication = await changeablePublication(context, id);
  await setJudgesTitle(context.db, publication.id, title);
  await recordAudit(context, 'publication.judgesTitle', publication.name, { id: publication.id, title });
}
