import { buildPageSequence } from '@palate/engine';
import type { BlockStatus, PublicationSummary } from '@palate/protocol';
import { listPublications, type PublicationRow } from '../repositories/publications.repository.ts';
import { countSessions, listSessionsOfMember, type JudgeSessionRow } from '../repositories/runs.repository.ts';
import { requireCaller, type CallContext } from './context.ts';
import { loadDefinition } from './definitions.ts';

/** term/publication: the questionnaires the caller may answer, with their own progress. */
export async function listForCaller(context: CallContext): Promise<PublicationSummary[]> {
  const caller = requireCaller(context);
  const anonymous = caller.member.login === null;
  const publications = await listPublications(context.db, caller.member.account_id, anonymous);
  const started = await countSessions(
    context.db,
    publications.map((p) => p.id),
  );
  const ownSessions = new Map(
    (await listSessionsOfMember(context.db, caller.member.id)).map((s) => [s.publication_id, s]),
  );
  return Promise.all(
    publications.map(async (publication): Promise<PublicationSummary> => {
      const definition = await loadDefinition(context.db, publication.questionnaire_id);
      // Every repetition serves the publication's products (all, or one set's) once.
      const served =
        publication.design_symbols === null
          ? definition.products.map((_, index) => index)
          : (JSON.parse(publication.design_symbols) as number[]);
      const pageCount = buildPageSequence(
        definition,
        Array.from({ length: publication.repetitions }, () => served),
      ).length;
      const own = ownSessions.get(publication.id);
      const startedCount = started.get(publication.id) ?? 0;
      return {
        pubId: publication.id,
        pubName: publication.name,
        items: [
          {
            id: publication.id,
            qstName: definition.name,
            label: definition.title,
            nr: own ? (own.status === 'finished' ? pageCount : own.position) : 0,
            nb: pageCount,
            status: statusOf(publication, own, startedCount, context.now),
            judges: { target: publication.target_judges },
            jSessCounts: { started: startedCount, target: publication.target_judges },
          },
        ],
      };
    }),
  );
}

/** The spec's statuses; "full" is a pending questionnaire whose started sessions reached the target. */
function statusOf(
  publication: PublicationRow,
  own: JudgeSessionRow | undefined,
  started: number,
  now: number,
): BlockStatus {
  if (own?.status === 'finished') return 'finished';
  if (publication.expires_at !== null && publication.expires_at <= now) return 'expired';
  if (own) return 'inProgress';
  if (publication.target_judges !== null && started >= publication.target_judges) return 'full';
  return 'pending';
}
