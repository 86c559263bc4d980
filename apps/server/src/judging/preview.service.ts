import { designRowCount } from '@palate/engine';
import { CallError, ErrorCode, isLeader, type PreviewablePublication, type PreviewOptions } from '@palate/protocol';
import { insertMember } from '../accounts/members.repository.ts';
import { findPublication, listPublications, type PublicationRow } from '../publishing/publications.repository.ts';
import { insertSession } from './runs.repository.ts';
import {
  closePreviews,
  countPreviews,
  deletePreviews,
  lowestPreviewRank,
  unfinishedPreviews,
} from './previews.repository.ts';
import { newId } from '../security/tokens.ts';
import { parseBlockId } from '../publishing/blocks.ts';
import { requireCaller, type CallContext, type Caller } from '../shared/context.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { ordersForRow, servedProducts } from '../publishing/design.ts';
import { isDeleted } from '../publishing/publication-state.ts';

const MAX_START_ATTEMPTS = 8;

/**
 * run/reqStart with preview options: a new simulation of the publication as the chosen
 * judge. It is a run of its own (a fresh anonymous member stands in for the judge, so the
 * leader's own runs and earlier simulations stay as they are), owned by the leader; its
 * rank counts down from -1 so that it never takes a judge's design row or place.
 */
export async function startPreview(context: CallContext, blockId: string, options: PreviewOptions): Promise<string> {
  const caller = requireCaller(context);
  const publication = await publicationToSimulate(context, caller, parseBlockId(blockId).publicationId);
  if (options.discardPrevious) {
    const previous = await unfinishedPreviews(context.db, publication.id, caller.member.id);
    await deletePreviews(
      context.db,
      previous.map((session) => session.id),
    );
  }
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  const designRank = options.judge - 1;
  const orders = ordersForRow(definition, publication, designRank);

  const standIn = newId();
  await insertMember(context.db, {
    id: standIn,
    account_id: publication.account_id,
    type: 'j',
    login: null,
    login_key: null,
    display_name: '',
    roles: '[]',
    password_hash: null,
    created_at: context.now,
    password_expires_at: null,
  });
  for (let attempt = 0; attempt < MAX_START_ATTEMPTS; attempt++) {
    const sessionId = newId();
    try {
      await insertSession(
        context.db,
        {
          id: sessionId,
          publication_id: publication.id,
          member_id: standIn,
          judge_rank: (await lowestPreviewRank(context.db, publication.id)) - 1,
          design_rank: designRank,
          presentation_order: JSON.stringify(orders),
          previewed_by: caller.member.id,
          mandatory_answers: options.mandatoryAnswers ? 1 : 0,
        },
        context.now,
      );
      return sessionId;
    } catch {
      // Another simulation of the publication took this rank at the same moment: count down again.
    }
  }
  throw new CallError(ErrorCode.simulationImpossible, 'The simulation could not be started; please try again.');
}

/**
 * run/preview/save: keeps the leader's unfinished simulations of a publication as they
 * stand, before a new one starts (spec: save the previous preview results, then load the
 * new one). Their answers stay stored, apart from the panel's, for the export's --previews.
 */
export async function savePreviews(context: CallContext, blockId: string): Promise<number> {
  const caller = requireCaller(context);
  const publication = await publicationToSimulate(context, caller, parseBlockId(blockId).publicationId);
  const unfinished = await unfinishedPreviews(context.db, publication.id, caller.member.id);
  await closePreviews(
    context.db,
    unfinished.map((session) => session.id),
    context.now,
  );
  return unfinished.length;
}

/** run/preview/publications: what the leader may simulate, their account's current publications. */
export async function previewablePublications(context: CallContext): Promise<PreviewablePublication[]> {
  const caller = requireCaller(context);
  const publications = (await listPublications(context.db, caller.member.account_id, false)).filter(
    (publication) => !isDeleted(publication, context.now),
  );
  const simulations = await countPreviews(
    context.db,
    publications.map((publication) => publication.id),
    caller.member.id,
  );
  return Promise.all(
    publications.map(async (publication) => {
      const definition = await loadDefinition(context.db, publication.questionnaire_id);
      const served = servedProducts(definition, publication).length;
      return {
        id: publication.id,
        name: publication.name,
        label: definition.title,
        designRows: served === 0 ? 1 : designRowCount(definition.design, served),
        repetitions: publication.repetitions,
        expiresAt: publication.expires_at,
        simulations: simulations.get(publication.id) ?? 0,
      };
    }),
  );
}

/** A leader may simulate their own account's publications while these exist (52501 otherwise). */
async function publicationToSimulate(
  context: CallContext,
  caller: Caller,
  publicationId: string,
): Promise<PublicationRow> {
  if (!isLeader(JSON.parse(caller.member.roles) as string[])) {
    throw new CallError(ErrorCode.notEnoughRights, 'Only a panel leader can run a simulation.');
  }
  const publication = await findPublication(context.db, publicationId);
  if (!publication || publication.account_id !== caller.member.account_id || isDeleted(publication, context.now)) {
    throw new CallError(ErrorCode.simulationImpossible, 'This questionnaire cannot be simulated.');
  }
  return publication;
}
