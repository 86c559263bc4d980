import type { JudgeData } from '@palate/protocol';
import { ownConsents } from '../../judging/consent.service.ts';
import { profileByKey } from '../../panel/judge-profiles.service.ts';
import { loadDefinition } from '../../publishing/definitions.ts';
import { findPublication } from '../../publishing/publications.repository.ts';
import { requireCaller, type CallContext } from '../../shared/context.ts';
import { judgesTitleOf } from '../../shared/judges-title.ts';
import { ownRewards } from '../rewards/ledger.service.ts';
import { answersOfMember, bookingsOfMember, invitationsOfMember } from './judge-data.repository.ts';

/**
 * member/data: everything Palate holds about the caller, their own only: their profile
 * (with its values by field), the invitations and bookings made for them, every answer
 * they gave, their consents and their rewards. Publications are named by their title for
 * judges, never by the leader's name for them.
 */
export async function judgeData(context: CallContext): Promise<JudgeData> {
  const { member } = requireCaller(context);
  const title = publicationTitles(context);
  const answers = await answersOfMember(context.db, member.id);
  const invitations = await invitationsOfMember(context.db, member.id);
  const bookings = await bookingsOfMember(context.db, member.id);
  const rewards = await ownRewards(context);
  return {
    exportedAt: context.now,
    profile: {
      id: member.id,
      displayName: member.display_name,
      login: member.login,
      email: member.email,
      language: member.language,
      values: Object.fromEntries(await profileByKey(context.db, member)),
    },
    invitations: await Promise.all(
      invitations.map(async ({ publication_id, ...invitation }) => ({
        publication: await title(publication_id),
        ...invitation,
      })),
    ),
    bookings: await Promise.all(
      bookings.map(async ({ publication_id, ...booking }) => ({
        publication: await title(publication_id),
        ...booking,
      })),
    ),
    answers: await Promise.all(
      answers.map(async (answer) => ({
        publication: await title(answer.publication_id),
        page: answer.page_key,
        question: answer.control_id,
        product: answer.product_id,
        repetition: answer.repetition,
        value: answer.value,
        text: answer.text,
        detail: answer.detail === null ? null : (JSON.parse(answer.detail) as unknown),
        savedAt: answer.saved_at,
      })),
    ),
    consents: await ownConsents(context),
    rewards: { balances: rewards.balances, entries: rewards.entries },
  };
}

/** A publication's title for judges, each looked up once. */
function publicationTitles(context: CallContext): (publicationId: string) => Promise<string> {
  const titles = new Map<string, Promise<string>>();
  return (publicationId) => {
    let title = titles.get(publicationId);
    if (!title) {
      title = (async () => {
        const publication = await findPublication(context.db, publicationId);
        if (!publication) return '';
        const definition = await loadDefinition(context.db, publication.questionnaire_id);
        return judgesTitleOf(publication, definition, context.language);
      })();
      titles.set(publicationId, title);
    }
    return title;
  };
}
