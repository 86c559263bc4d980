import { z } from 'zod';
import { LANGUAGES } from '@palate/engine';

/** The consent text in the languages given, at least one; at most 20,000 characters each. */
export const consentText = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(20_000))
  .refine((text) => Object.keys(text).length > 0, { message: 'a text in one language at least' });

/** A publication's informed consent: its text and its version, raised by each change of the text. */
export const publicationConsent = z.object({ version: z.number().int().min(1), text: consentText });
export type PublicationConsent = z.infer<typeof publicationConsent>;

/** A judge's decision on a publication's consent, on their account page and in their data. */
export const consentRecord = z.object({
  publicationId: z.string(),
  publication: z.string(),
  version: z.number().int(),
  acceptedAt: z.number().nullable(),
  declinedAt: z.number().nullable(),
  withdrawnAt: z.number().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** How many judges of a publication accepted, declined and withdrew, for the console. */
export const consentCounts = z.object({
  accepted: z.number().int(),
  declined: z.number().int(),
  withdrawn: z.number().int(),
});

/** What the judges' app's consent screen is given with 90450: the version to accept and its text. */
export interface ConsentDue {
  version: number;
  text: Partial<Record<(typeof LANGUAGES)[number], string>>;
}

/** One stored answer in a judge's own data: the publication by its title for judges. */
const ownAnswer = z.object({
  publication: z.string(),
  page: z.string(),
  question: z.string(),
  product: z.string().nullable(),
  repetition: z.number().int(),
  value: z.number().nullable(),
  text: z.string().nullable(),
  detail: z.unknown(),
  savedAt: z.number(),
});

/**
 * Everything Palate holds about a judge (member/data): their profile, the invitations and
 * bookings sent to them, their answers, consents and rewards. Rows of other parts of the
 * product are given as stored, each a plain object.
 */
export const judgeData = z.object({
  exportedAt: z.number(),
  profile: z.object({
    id: z.string(),
    displayName: z.string(),
    login: z.string().nullable(),
    email: z.string().nullable(),
    language: z.string().nullable(),
    values: z.record(z.string(), z.unknown()),
  }),
  invitations: z.array(z.record(z.string(), z.unknown())),
  bookings: z.array(z.record(z.string(), z.unknown())),
  answers: z.array(ownAnswer),
  consents: z.array(consentRecord),
  rewards: z.object({
    balances: z.array(z.object({ kind: z.string(), currency: z.string().nullable(), total: z.number() })),
    entries: z.array(z.record(z.string(), z.unknown())),
  }),
});
export type JudgeData = z.infer<typeof judgeData>;
