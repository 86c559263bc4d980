import { type PublicationConsent } from '@palate/protocol';
import type { Language } from '@palate/engine';
import { recordAudit } from '../accounts/audit.service.ts';
import { ownPublication } from '../publishing/own-publication.ts';
import type { CallContext } from '../shared/context.ts';
import { consentOf } from './consent.service.ts';
import { consentsOfPublication } from './consent.repository.ts';
import { setPublicationConsent } from './consent-text.repository.ts';

type ConsentText = Partial<Record<Language, string>>;

/** pub/consent: the publication's consent text, and how many judges accepted, declined and withdrew. */
export async function publicationConsent(context: CallContext, publicationId: string) {
  const publication = await ownPublication(context, publicationId);
  const consent = consentOf(publication);
  const records = await consentsOfPublication(context.db, publication.id);
  const current = records.filter((record) => record.version === consent?.version);
  return {
    consent,
    counts: {
      accepted: current.filter((r) => r.accepted_at !== null && r.withdrawn_at === null).length,
      declined: current.filter((r) => r.declined_at !== null && r.withdrawn_at === null).length,
      withdrawn: records.filter((r) => r.withdrawn_at !== null).length,
    },
  };
}

/**
 * pub/consent/set: a changed text is a new version, which every judge accepts anew before
 * their next screen; the same text again keeps the version. Null asks for consent no more.
 */
export async function setConsentText(
  context: CallContext,
  publicationId: string,
  text: ConsentText | null,
): Promise<number | null> {
  const publication = await ownPublication(context, publicationId);
  const before = consentOf(publication);
  if (text === null) {
    if (before !== null) {
      await setPublicationConsent(context.db, publication.id, null);
      await recordAudit(context, 'publication.consent', publication.name, { id: publication.id, version: null });
    }
    return null;
  }
  if (before !== null && sameText(before.text, text)) return before.version;
  // Past the highest version any judge decided on, so that a text asked for again after a
  // pause is never taken as accepted by an acceptance of an older text.
  const decided = await consentsOfPublication(context.db, publication.id);
  const highest = Math.max(before?.version ?? 0, ...decided.map((record) => record.version));
  const consent: PublicationConsent = { version: highest + 1, text };
  await setPublicationConsent(context.db, publication.id, JSON.stringify(consent));
  await recordAudit(context, 'publication.consent', publication.name, {
    id: publication.id,
    version: consent.version,
  });
  return consent.version;
}

function sameText(a: ConsentText, b: ConsentText): boolean {
  const languages = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<Language>;
  return [...languages].every((language) => a[language] === b[language]);
}
