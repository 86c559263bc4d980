import { z } from 'zod';

/**
 * An account's password rules (pass/rules). `msg` is what the client can check and show;
 * `exp` an extra regular expression only the server applies unless `clientCheck`;
 * `text` the account's own description; `passStrength` the least passwordStrength score.
 */
export const passwordRules = z.object({
  msg: z.object({
    min: z.number().int().min(1).max(128),
    max: z.number().int().min(1).max(128),
    /** A lowercase and an uppercase letter are both required. */
    case: z.boolean(),
    /** A digit is required. */
    num: z.boolean(),
    /** One of these characters is required; empty when none is. */
    specials: z.string().max(64),
  }),
  exp: z.string().max(500).nullable(),
  /** Whether the client checks new passwords before sending them. */
  clientCheck: z.boolean(),
  text: z.string().max(1000),
  /** 0 (no demand) to 4: the least passwordStrength a new password must reach. */
  passStrength: z.number().int().min(0).max(4),
});
export type PasswordRules = z.infer<typeof passwordRules>;

/** The spec's default rule (sections 5 and 9). */
export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  msg: { min: 6, max: 15, case: true, num: true, specials: '!@#$%^&' },
  exp: null,
  clientCheck: true,
  text: '',
  passStrength: 0,
};

export type PasswordIssue = 'min' | 'max' | 'lower' | 'upper' | 'digit' | 'special' | 'exp' | 'strength';

/** 0 to 4: one point per character class present, one more for 12 characters or longer. */
export function passwordStrength(password: string): number {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
  return Math.max(0, Math.min(4, classes + (password.length >= 12 ? 1 : 0) - (password.length < 6 ? 1 : 0)));
}

/**
 * What a new password lacks under the rules, in a fixed order; empty when it is accepted.
 * The same function runs in the client (when clientCheck) and on the server (always).
 */
export function checkPassword(password: string, rules: PasswordRules): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  const length = [...password].length;
  if (length < rules.msg.min) issues.push('min');
  if (length > rules.msg.max) issues.push('max');
  if (rules.msg.case && !/\p{Ll}/u.test(password)) issues.push('lower');
  if (rules.msg.case && !/\p{Lu}/u.test(password)) issues.push('upper');
  if (rules.msg.num && !/\p{Nd}/u.test(password)) issues.push('digit');
  if (rules.msg.specials !== '' && ![...rules.msg.specials].some((special) => password.includes(special))) {
    issues.push('special');
  }
  if (rules.exp !== null && !matchesWhole(rules.exp, password)) issues.push('exp');
  if (passwordStrength(password) < rules.passStrength) issues.push('strength');
  return issues;
}

/** A rule's expression that does not compile rejects nothing rather than everything. */
function matchesWhole(expression: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${expression})$`, 'u').test(value);
  } catch {
    return true;
  }
}
