import { CallError, ErrorCode } from '@palate/protocol';
import { findQuestionnaire, findPublication } from '../repositories/publications.repository.ts';
import { activePublicationLinks, revokePublicationLink } from '../repositories/links.repository.ts';
import { requireCaller, type CallContext } from './context.ts';
import { createGlobalLink } from './links.service.ts';
import { publishQuestionnaire, PublishingError, type PublishOptions } from './publishing.service.ts';

/** 90422 with the reason in errorData, where the console shows it beside the catalogue's text. */
function refused(reason: string): CallError {
  return new CallError(ErrorCode.invalidRequest, reason, { reason });
}

export interface ConsolePublishRequest {
  questionnaireId: string;
  name: string;
  anonymous: boolean;
  target?: number | undefined;
  expires?: number | undefined;
  deletes?: number | undefined;
  tray?: { min: number; max: number; unique: boolean } | undefined;
  offline?: boolean | undefined;
  /** A sample code file's text (CSV); random 3-digit codes when absent. */
  codes?: string | undefined;
}

/**
 * pub/create: the command line's `publish`, from the console, for a questionnaire of the
 * leader's account. A sample code file's faults come back as its own codes (3711–3718,
 * 9101–9104) with their line; other refusals as 90422 with the reason.
 */
export async function publishFromConsole(context: CallContext, request: ConsolePublishRequest): Promise<string> {
  const caller = requireCaller(context);
  const questionnaire = await findQuestionnaire(context.db, request.questionnaireId);
  if (!questionnaire || questionnaire.account_id !== caller.member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such questionnaire.');
  }
  if (request.expires !== undefined && request.expires <= context.now) {
    throw refused('The closing date is already past.');
  }
  if (request.deletes !== undefined && request.expires !== undefined && request.deletes < request.expires) {
    throw refused('The deletion date comes before the closing date.');
  }
  const options: PublishOptions = {
    name: request.name,
    anonymous: request.anonymous,
    targetJudges: request.target ?? null,
    expiresAt: request.expires ?? null,
    deletesAt: request.deletes ?? null,
    tray: request.tray ?? null,
    offline: request.offline ?? false,
    ...(request.codes === undefined ? {} : { codeFile: new TextEncoder().encode(request.codes) }),
  };
  try {
    return (await publishQuestionnaire(context.db, questionnaire.id, options, context.now)).publicationId;
  } catch (error) {
    if (error instanceof PublishingError) throw refused(error.message);
    throw error;
  }
}

async function ownPublicationId(context: CallContext, id: string): Promise<string> {
  const publication = await findPublication(context.db, id);
  if (!publication || publication.account_id !== requireCaller(context).member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such publication.');
  }
  return publication.id;
}

/** pub/links: a publication's global links that are not revoked, oldest first. */
export async function publicationLinks(context: CallContext, id: string): Promise<{ code: string; created: number }[]> {
  const links = await activePublicationLinks(context.db, await ownPublicationId(context, id));
  return links.map((link) => ({ code: link.code, created: link.created_at }));
}

/** pub/link/create: a new global link (only for a publication open without identification). */
export async function createLinkFromConsole(context: CallContext, id: string): Promise<string> {
  const publicationId = await ownPublicationId(context, id);
  try {
    return await createGlobalLink(context.db, publicationId, context.now);
  } catch (error) {
    throw refused(error instanceof Error ? error.message : String(error));
  }
}

/** pub/link/revoke: new visitors of the link are refused; judges already holding their own link carry on. */
export async function revokeLinkFromConsole(context: CallContext, id: string, code: string): Promise<void> {
  const publicationId = await ownPublicationId(context, id);
  if (!(await revokePublicationLink(context.db, publicationId, code, context.now))) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such link.');
  }
}
