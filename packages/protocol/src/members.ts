import { z } from 'zod';
import { navigationButtons } from './booth.ts';
import { passwordRules } from './passwords.ts';

/** A role name as the spec's lists carry it. */
export const roleItem = z.object({ n: z.string() });

/** A member who logs in by name, as a leader picks recipients: anonymous judges have no name to pick. */
export const namedMember = z.object({
  id: z.string(),
  login: z.string(),
  /** The full name, or the login when none was given. */
  name: z.string(),
  type: z.enum(['u', 'j']),
});
export type NamedMember = z.infer<typeof namedMember>;

/** One account the member logged into, as members/connect answers it in acc.items. */
export const loginAccount = z.object({
  acc: z.string(),
  name: z.string(),
  guid: z.string(),
  roles: z.array(roleItem),
  /** 'u' for a user, 'j' for a judge. */
  type: z.enum(['u', 'j']),
});

/** How the login screen asks for the user name, set per account. */
export const userInput = z.enum(['text', 'select', 'radio']);

/** What the login screen of an account shows (members/loginForm). */
export const loginForm = z.object({
  accountRequired: z.boolean(),
  userInput,
  /** The names offered when userInput is select or radio; empty otherwise. */
  users: z.array(z.string()),
  /** Ask the user name first, then the password. */
  confirm: z.boolean(),
  password: z.boolean(),
  /** Hours a password reset key stays valid. */
  resetKeyHours: z.number().int().min(1),
});
export type LoginForm = z.infer<typeof loginForm>;

/** One login of a member: st status, s start, l last activity, e end (epoch ms). */
export const connectionItem = z.object({
  id: z.string(),
  st: z.enum(['active', 'ended', 'replaced', 'expired']),
  s: z.number(),
  l: z.number(),
  e: z.number().nullable(),
  ua: z.string(),
});
export type ConnectionItem = z.infer<typeof connectionItem>;

export const connectionFilters = z.object({
  /** Only the most recent ones (default 50). */
  last: z.number().int().min(1).max(500).optional(),
  /** Started at or after, epoch ms. */
  from: z.number().int().min(0).optional(),
  /** Started before, epoch ms. */
  to: z.number().int().min(0).optional(),
});

export const memberProfile = z.object({
  id: z.string(),
  login: z.string(),
  name: z.string(),
  type: z.enum(['u', 'j']),
  roles: z.array(roleItem),
  acc: z.object({ code: z.string(), name: z.string(), guid: z.string() }),
  since: z.number(),
  passwordExpiresAt: z.number().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

/** A questionnaire the member took part in. */
export const participation = z.object({
  pubId: z.string(),
  pubName: z.string(),
  status: z.enum(['inProgress', 'finished']),
  started: z.number(),
  updated: z.number(),
  finished: z.number().nullable(),
});
export type Participation = z.infer<typeof participation>;

/** errorData of 50201 (rc tries left; nld and ld once this failure locked the login) and 1003. */
export const loginFailureData = z.object({
  rc: z.number().int().min(0).optional(),
  nld: z.number().int().min(0).optional(),
  ld: z.number().int().min(0).optional(),
});
export type LoginFailureData = z.infer<typeof loginFailureData>;

/** An account's login settings (account.login_settings); every field has the spec's default. */
export const accountSettings = z.object({
  /** Failed logins allowed before the lock. */
  loginTries: z.number().int().min(1).max(20).default(3),
  lockSeconds: z
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  userInput: userInput.default('text'),
  confirm: z.boolean().default(false),
  password: z.boolean().default(true),
  debugAllowed: z.boolean().default(false),
  /** Days a new password lasts; null: passwords never expire. */
  passwordLifeDays: z.number().int().min(1).nullable().default(null),
  resetKeyHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Rules per user type (u users, j judges, p participants by link); the spec's default otherwise. */
  passwordRules: z
    .object({ u: passwordRules.optional(), j: passwordRules.optional(), p: passwordRules.optional() })
    .default({}),
  /** Named judges' logins are completed by a facilitator (a leader) with their own login and password. */
  facilitator: z.boolean().default(false),
  /**
   * The judges' list's buttons (spec section 4) the leaders hide, and those they show but
   * keep from being pressed; the others follow the list (paging only past a page, calling
   * and identifying only at a booth).
   */
  hiddenListButtons: z.array(z.enum(navigationButtons)).max(navigationButtons.length).default([]),
  disabledListButtons: z.array(z.enum(navigationButtons)).max(navigationButtons.length).default([]),
  /** The lab's colour on its reports' title slide and slide master. */
  reportColour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #RRGGBB')
    .default('#1F4E79'),
  /** The lab's logo on its reports: a picture uploaded to the account (quest/image/upload), by its name. */
  reportLogo: z.string().min(1).max(255).nullable().default(null),
});
export type AccountSettings = z.infer<typeof accountSettings>;
