import { balancedBlockSize, localize } from '@palate/engine';
import {
  CallError,
  ErrorCode,
  type IncompleteBlockSummaryView,
  type ProfileFilter,
  type Quota,
} from '@palate/protocol';
import { findQuestionnaire } from './publications.repository.ts';
import { activePublicationLinks, revokePublicationLink } from './links.repository.ts';
import { recordAudit } from '../accounts/audit.service.ts';
import { loadDefinition } from './definitions.ts';
import { incompleteBlocksFor } from './design.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { ownPublication } from './own-publication.ts';
import { refusedRequest } from '../shared/refusal.ts';
import { createGlobalLink } from './links.service.ts';
import { visibleProfileFields } from '../panel/judge-profiles.service.ts';
import { checkAudience, storeQuotas } from './publication-audience.service.ts';
import { checkLibraryProducts } from './products/product-library.service.ts';
import { productsToServe, publishQuestionnaire, PublishingError, type PublishOptions } from './publishing.service.ts';

/** 90422 with the reason in errorData, where the console shows it beside the catalogue's text. */
export interface ConsolePublishRequest {
  questionnaireId: string;
  name: string;
  anonymous: boolean;
  target?: number | undefined;
  opens?: number | undefined;
  expires?: number | undefined;
  deletes?: number | undefined;
  tray?: { min: number; max: number; unique: boolean } | undefined;
  offline?: boolean | undefined;
  training?: boolean | undefined;
  repetitions?: number | undefined;
  blocks?: 'single' | 'perRepetition' | undefined;
  set?: number | undefined;
  samplesPerJudge?: number | undefined;
  reassignIdle?: number | undefined;
  /** A sample code file's text (CSV); random 3-digit codes when absent. */
  codes?: string | undefined;
  codesPerJudge?: boolean | undefined;
  judgesTitle?: string | undefined;
  filter?: ProfileFilter | undefined;
  quotas?: Quota[] | undefined;
}

/**
 * pub/create: the command line's `publish`, from the console, for a questionnaire of the
 * leader's account. A sample code file's faults come back as its own codes (3711–3718,
 * 9101–9104) with their line; other refusals as 90422 with the reason.
 */
export async function publishFromConsole(context: CallContext, request: ConsolePublishRequest): Promise<string> {
  const questionnaire = await ownQuestionnaire(context, request.questionnaireId);
  if (questionnaire.archived_at !== null) throw refusedRequest('The questionnaire is archived.');
  if (request.expires !== undefined && request.expires <= context.now) {
    throw refusedRequest('The closing date is already past.');
  }
  if (request.opens !== undefined && request.expires !== undefined && request.expires <= request.opens) {
    throw refusedRequest('The closing date comes before the opening date.');
  }
  if (request.deletes !== undefined && request.expires !== undefined && request.deletes < request.expires) {
    throw refusedRequest('The deletion date comes before the closing date.');
  }
  const audience = { filter: request.filter ?? [], quotas: request.quotas ?? [] };
  const definition = await loadDefinition(context.db, questionnaire.id);
  checkAudience(audience, await visibleProfileFields(context), definition);
  await checkLibraryProducts(context.db, questionnaire.account_id, definition);
  const options: PublishOptions = {
    name: request.name,
    anonymous: request.anonymous,
    targetJudges: request.target ?? null,
    expiresAt: request.expires ?? null,
    ...(request.opens === undefined ? {} : { opensAt: request.opens }),
    deletesAt: request.deletes ?? null,
    tray: request.tray ?? null,
    offline: request.offline ?? false,
    training: request.training ?? false,
    ...(request.repetitions === undefined ? {} : { repetitions: request.repetitions }),
    ...(request.blocks === undefined ? {} : { blocks: request.blocks }),
    ...(request.set === undefined ? {} : { set: request.set }),
    ...(request.samplesPerJudge === undefined ? {} : { samplesPerJudge: request.samplesPerJudge }),
    ...(request.reassignIdle === undefined ? {} : { reassignIdleMinutes: request.reassignIdle }),
    ...(request.codes === undefined ? {} : { codeFile: new TextEncoder().encode(request.codes) }),
    ...(request.codesPerJudge ? { codesPerJudge: true } : {}),
    ...(request.judgesTitle === undefined ? {} : { judgesTitle: request.judgesTitle }),
    ...(audience.filter.length === 0 ? {} : { profileFilter: JSON.stringify(audience.filter) }),
  };
  let publicationId: string;
  try {
    publicationId = (await publishQuestionnaire(context.db, questionnaire.id, options, context.now)).publicationId;
  } catch (error) {
    if (error instanceof PublishingError) throw refusedRequest(error.message);
    throw error;
  }
  await storeQuotas(context.db, publicationId, audience.quotas);
  await recordAudit(context, 'publication.create', request.name, {
    id: publicationId,
    questionnaire: questionnaire.name,
    questionnaireId: questionnaire.id,
    ...(audience.filter.length === 0 ? {} : { filter: audience.filter }),
    ...(audience.quotas.length === 0 ? {} : { quotas: audience.quotas }),
  });
  return publicationId;
}

/**
 * pub/design: what the publish form tells the leader before they publish: the questionnaire's
 * title (the publication's name to start from), the products a publication would serve (with
 * product set `set`), the definition's samples per judge, the incomplete block design that K
 * (the leader's, else the definition's) gives, and the judges whose orders complete the design.
 */
export async function designBeforePublishing(
  context: CallContext,
  questionnaireId: string,
  set: number | undefined,
  samplesPerJudge: number | undefined,
): Promise<{
  title: string;
  products: number;
  definedSamplesPerJudge: number | null;
  incompleteBlocks: IncompleteBlockSummaryView | null;
  judgesPerBlock: number;
}> {
  const questionnaire = await ownQuestionnaire(context, questionnaireId);
  const definition = await loadDefinition(context.db, questionnaire.id);
  let products: number;
  try {
    products = productsToServe(definition, set).length;
  } catch (error) {
    if (error instanceof PublishingError) throw refusedRequest(error.message);
    throw error;
  }
  const definedSamplesPerJudge = definition.samplesPerJudge ?? null;
  const incompleteBlocks = incompleteBlocksFor(definition, products, samplesPerJudge ?? definedSamplesPerJudge);
  return {
    title: localize(definition.title, context.language),
    products,
    definedSamplesPerJudge,
    incompleteBlocks,
    judgesPerBlock: balancedBlockSize(definition, products, incompleteBlocks?.K),
  };
}

/** A questionnaire of the caller's account, or 90422 as if there were none. */
async function ownQuestionnaire(context: CallContext, id: string) {
  const caller = requireCaller(context);
  const questionnaire = await findQuestionnaire(context.db, id);
  if (!questionnaire || questionnaire.account_id !== caller.member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such questionnaire.');
  }
  return questionnaire;
}

/**
 * pub/links: a publication's name and global links that are not revoked, oldest first, with
 * the address judges reach the server at where PUBLIC_URL sets it.
 */
export async function publicationLinks(
  context: CallContext,
  id: string,
): Promise<{ name: string; publicUrl: string | null; links: { code: string; created: number }[] }> {
  const publication = await ownPublication(context, id);
  const links = await activePublicationLinks(context.db, publication.id);
  return {
    name: publication.name,
    publicUrl: context.settings.publicUrl ?? null,
    links: links.map((link) => ({ code: link.code, created: link.created_at })),
  };
}

/** pub/link/create: a new global link (only for a publication open without identification). */
export async function createLinkFromConsole(context: CallContext, id: string): Promise<string> {
  const publication = await ownPublication(context, id);
  let code: string;
  try {
    code = await createGlobalLink(context.db, publication.id, context.now);
  } catch (error) {
    throw refusedRequest(error instanceof Error ? error.message : String(error));
  }
  await recordAudit(context, 'publication.linkCreate', publication.name, { id: publication.id, code });
  return code;
}

/** pub/link/revoke: new visitors of the link are refused; judges already holding their own link carry on. */
export async function revokeLinkFromConsole(context: CallContext, id: string, code: string): Promise<void> {
  const publication = await ownPublication(context, id);
  if (!(await revokePublicationLink(context.db, publication.id, code, context.now))) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such link.');
  }
  await recordAudit(context, 'publication.linkRevoke', publication.name, { id: publication.id, code });
}
