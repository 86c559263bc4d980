import { z } from 'zod';
import { LANGUAGES } from '@palate/engine';
import { ROLES } from './roles.ts';

/**
 * An email address as Palate takes one: something@domain.tld, no spaces, at most 254
 * characters. Deliberately plain: the SMTP server is the judge of the rest.
 */
export const EMAIL_PATTERN = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/;
export const MOST_EMAIL_CHARACTERS = 254;

/** A named judge's email address (member/admin/email); null takes it away. */
export const judgeEmail = z
  .string()
  .trim()
  .max(MOST_EMAIL_CHARACTERS)
  .refine((text) => EMAIL_PATTERN.test(text), { message: 'an email address' });

/** A member of the account as the console's members screen lists it. Times are epoch ms. */
export const administeredMember = z.object({
  id: z.string(),
  login: z.string().nullable(),
  name: z.string(),
  type: z.enum(['u', 'j']),
  roles: z.array(z.string()),
  language: z.enum(LANGUAGES).nullable(),
  /** A named judge's address for invitations, or null. */
  email: z.string().nullable(),
  created: z.number(),
  deactivated: z.number().nullable(),
  /** Locked out after too many wrong passwords, until the lock runs out or a leader unlocks it. */
  locked: z.boolean(),
  lastSeen: z.number().nullable(),
});
export type AdministeredMemberView = z.infer<typeof administeredMember>;

/** A new member: a named judge (type j) or a user (type u, a panel leader or administrator). */
export const newMember = z.object({
  type: z.enum(['u', 'j']),
  login: z.string().trim().min(1).max(200),
  name: z.string().trim().max(200).optional(),
  roles: z.array(z.enum(ROLES)).max(ROLES.length).optional(),
  language: z.enum(LANGUAGES).optional(),
  /** A named judge's address for invitations. */
  email: judgeEmail.optional(),
  /** Typed by the leader (twice, in the console); generated and given back once when absent. */
  password: z.string().min(1).max(256).optional(),
});

/** A line of a judges' import file that cannot be taken, where the leader finds it (from 1). */
export const importFault = z.object({ line: z.number().int(), message: z.string() });

/** The judges' import file: CSV with the columns login, name, language, or those its first line names (profile fields by key). */
export const judgesFile = z
  .string()
  .min(1)
  .max(1024 * 1024);
