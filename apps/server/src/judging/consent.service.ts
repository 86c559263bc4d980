import { CallError, ErrorCode, type ConsentDue, type ConsentRecord, type PublicationConsent } from '@palate/protocol';
import { recordAudit } from '../accounts/audit.service.ts';
import type { PublicationTable } from '../db/schema.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { judgesTitleOf } from '../shared/judges-title.ts';
import { consentsOfMember, findConsent, markWithdrawn, saveDecision } from './consent.repository.ts';
import { loadRun, type Run } from './run.ts';

/** The publication's consent text and version; null when it asks none. */
export function consentOf(publication: Pick<PublicationTable, 'consent'>): PublicationConsent | null {
  return publication.consent === null ? null : (JSON.parse(publication.consent) as PublicationConsent);
}

/**
 * Refuses a run's start or post until its judge has accepted the publication's current
 * consent text: 90450 carries the text for the consent screen, 90452 once they withdrew.
 * One read more, and only for a publication that asks for consent; a leader's simulation
 * asks none.
 */
export async function assertConsented(context: CallContext, run: Run): Promise<void> {
  const consent = consentOf(run.publication);
  if (consent === null || run.session.previewed_by !== null) return;
  const decision = await findConsent(context.db, run.session.member_id, run.publication.id);
  if (decision?.withdrawn_at != null) {
    throw new CallError(ErrorCode.consentWithdrawn, 'You withdrew your consent to this study.');
  }
  if (decision?.accepted_at == null || decision.version !== consent.version) {
    const due: ConsentDue = { version: consent.version, text: consent.text };
    throw new CallError(ErrorCode.consentRequired, 'Please accept the consent text first.', due);
  }
}

/** Whether an error is the refusal that asks for the consent screen (run/reqStart gives no first screen then). */
export function asksForConsent(error: unknown): boolean {
  return error instanceof CallError && error.code === ErrorCode.consentRequired;
}

/** run/consent: the judge accepts or declines the version of the text they were shown. */
export async function decideConsent(
  context: CallContext,
  sessionId: string,
  version: number,
  accept: boolean,
): Promise<void> {
  const run = await loadRun(context, sessionId);
  const consent = consentOf(run.publication);
  if (consent === null) throw new CallError(ErrorCode.invalidRequest, 'This questionnaire asks for no consent.');
  if (version !== consent.version) {
    const due: ConsentDue = { version: consent.version, text: consent.text };
    throw new CallError(ErrorCode.consentChanged, 'The consent text has changed.', due);
  }
  const memberId = run.session.member_id;
  const before = await findConsent(context.db, memberId, run.publication.id);
  if (before?.withdrawn_at != null) {
    throw new CallError(ErrorCode.consentWithdrawn, 'You withdrew your consent to this study.');
  }
  await saveDecision(context.db, memberId, run.publication.id, version, accept, context.now);
}

/**
 * member/consent/withdraw: from now on the judge's answers to the publication are left out
 * of every analysis and export (results.repository.ts reads no withdrawn judge's run); the
 * account's audit log keeps who withdrew from what, and when.
 */
export async function withdrawConsent(context: CallContext, publicationId: string): Promise<void> {
  const { member } = requireCaller(context);
  const publication = await findPublication(context.db, publicationId);
  if (!publication || publication.account_id !== member.account_id) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such consent.');
  }
  if (!(await markWithdrawn(context.db, member.id, publicationId, context.now))) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no accepted consent to withdraw.');
  }
  await recordAudit(context, 'consent.withdraw', publication.name, { publication: publication.id, judge: member.id });
}

/** member/consents: the caller's decisions, each publication by its title for judges. */
export async function ownConsents(context: CallContext): Promise<ConsentRecord[]> {
  const { member } = requireCaller(context);
  const records = await consentsOfMember(context.db, member.id);
  const consents: ConsentRecord[] = [];
  for (const record of records) {
    const publication = await findPublication(context.db, record.publication_id);
    if (!publication) continue;
    const definition = await loadDefinition(context.db, publication.questionnaire_id);
    consents.push({
      publicationId: record.publication_id,
      publication: judgesTitleOf(publication, definition, context.language),
      version: record.version,
      acceptedAt: record.accepted_at,
      declinedAt: record.declined_at,
      withdrawnAt: record.withdrawn_at,
    });
  }
  return consents.sort((a, b) => latest(b) - latest(a));
}

function latest(record: ConsentRecord): number {
  return Math.max(record.acceptedAt ?? 0, record.declinedAt ?? 0, record.withdrawnAt ?? 0);
}
