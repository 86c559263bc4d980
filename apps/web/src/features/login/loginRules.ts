import { ErrorCode, checkPassword, type PasswordIssue, type PasswordRules } from '@palate/protocol';

export type LoginField = 'account' | 'username' | 'password';

export interface LoginValues {
  account: string;
  username: string;
  password: string;
}

export interface LoginFieldOptions {
  /** The account field is shown (no account in the address). */
  accountShown: boolean;
  accountRequired: boolean;
  passwordShown: boolean;
}

/** Spec section 5: the user name is required, the account when accountRequired, the password when shown. */
export function missingLoginFields(values: LoginValues, options: LoginFieldOptions): LoginField[] {
  const missing: LoginField[] = [];
  if (options.accountShown && options.accountRequired && values.account.trim() === '') missing.push('account');
  if (values.username.trim() === '') missing.push('username');
  if (options.passwordShown && values.password === '') missing.push('password');
  return missing;
}

/** The remaining-tries message: none before a failure, a warning on the last try, none left at 0. */
export type TriesMessage = { key: 'triesLeft'; count: number } | { key: 'lastTry' } | { key: 'noTriesLeft' } | null;

export function triesMessage(remaining: number | undefined): TriesMessage {
  if (remaining === undefined || remaining >= 3) return null;
  if (remaining <= 0) return { key: 'noTriesLeft' };
  if (remaining === 1) return { key: 'lastTry' };
  return { key: 'triesLeft', count: remaining };
}

/** A lock's remaining time as whole minutes, rounded up so that it never reads "0 minutes". */
export function lockMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

export type PasswordMode = 'change' | 'expired' | 'reset';

export interface PasswordValues {
  /** The user name, typed again in reset mode; unused when a member changes their own. */
  username: string;
  old: string;
  key: string;
  next: string;
  confirm: string;
}

export type PasswordField = keyof PasswordValues;

/**
 * Spec section 5, password edit: the first problem of each field, as the catalogue's code.
 * The pattern is checked only when the rules say clientCheck.
 */
export function passwordFormIssues(
  values: PasswordValues,
  mode: PasswordMode,
  rules: PasswordRules,
): Partial<Record<PasswordField, number>> {
  const issues: Partial<Record<PasswordField, number>> = {};
  if (mode !== 'change' && values.username.trim() === '') issues.username = ErrorCode.usernameEmpty;
  if (mode === 'reset' && values.key.trim() === '') issues.key = ErrorCode.resetKeyEmpty;
  if (mode !== 'reset' && values.old === '') issues.old = ErrorCode.oldPasswordEmpty;
  if (values.next === '') issues.next = ErrorCode.passwordEmpty;
  else if (rules.clientCheck && checkPassword(values.next, rules).length > 0) {
    issues.next = ErrorCode.passwordPatternField;
  }
  if (values.confirm === '') issues.confirm = ErrorCode.passwordConfirmEmpty;
  else if (values.confirm !== values.next) issues.confirm = ErrorCode.passwordConfirmMismatch;
  return issues;
}

export type RuleLine =
  | { rule: 'length'; min: number; max: number; met: boolean }
  | { rule: 'case' | 'digit'; met: boolean }
  | { rule: 'special'; specials: string; met: boolean }
  | { rule: 'strength'; level: number; met: boolean };

/** The parts of the rules the form lists, each marked met or not for the password typed so far. */
export function ruleLines(rules: PasswordRules, password: string): RuleLine[] {
  const failing = new Set<PasswordIssue>(checkPassword(password, rules));
  const met = (...issues: PasswordIssue[]) => issues.every((issue) => !failing.has(issue));
  const lines: RuleLine[] = [{ rule: 'length', min: rules.msg.min, max: rules.msg.max, met: met('min', 'max') }];
  if (rules.msg.case) lines.push({ rule: 'case', met: met('lower', 'upper') });
  if (rules.msg.num) lines.push({ rule: 'digit', met: met('digit') });
  if (rules.msg.specials !== '') lines.push({ rule: 'special', specials: rules.msg.specials, met: met('special') });
  if (rules.passStrength > 0) lines.push({ rule: 'strength', level: rules.passStrength, met: met('strength') });
  return lines;
}
