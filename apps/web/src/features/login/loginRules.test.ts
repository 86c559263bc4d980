import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES } from '@palate/protocol';
import { lockMinutes, missingLoginFields, passwordFormIssues, ruleLines, triesMessage } from './loginRules.ts';

const shown = { accountShown: true, accountRequired: true, passwordShown: true };

describe('missingLoginFields', () => {
  it('requires the user name, the account when accountRequired, and the password when shown', () => {
    expect(missingLoginFields({ account: '', username: '', password: '' }, shown)).toEqual([
      'account',
      'username',
      'password',
    ]);
    expect(missingLoginFields({ account: 'lab', username: 'ana', password: 'x' }, shown)).toEqual([]);
  });

  it('treats an account or a user name of spaces as missing, but not a password of spaces', () => {
    expect(missingLoginFields({ account: '  ', username: ' ', password: ' ' }, shown)).toEqual(['account', 'username']);
  });

  it('does not require an optional or hidden account, nor a hidden password', () => {
    const values = { account: '', username: 'ana', password: '' };
    expect(missingLoginFields(values, { ...shown, accountRequired: false, passwordShown: false })).toEqual([]);
    expect(missingLoginFields(values, { ...shown, accountShown: false, passwordShown: false })).toEqual([]);
  });
});

describe('triesMessage', () => {
  it('says nothing before a failure, counts down, warns on the last try, and says when none are left', () => {
    expect(triesMessage(undefined)).toBeNull();
    expect(triesMessage(3)).toBeNull();
    expect(triesMessage(2)).toEqual({ key: 'triesLeft', count: 2 });
    expect(triesMessage(1)).toEqual({ key: 'lastTry' });
    expect(triesMessage(0)).toEqual({ key: 'noTriesLeft' });
  });
});

describe('lockMinutes', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(lockMinutes(900)).toBe(15);
    expect(lockMinutes(61)).toBe(2);
    expect(lockMinutes(1)).toBe(1);
    expect(lockMinutes(0)).toBe(1);
  });
});

describe('passwordFormIssues', () => {
  const good = { username: 'ana', old: 'Old#2025', key: 'ABCD-EFGH', next: 'Tasty#2026', confirm: 'Tasty#2026' };

  it('accepts a complete form in each mode', () => {
    for (const mode of ['change', 'expired', 'reset'] as const) {
      expect(passwordFormIssues(good, mode, DEFAULT_PASSWORD_RULES)).toEqual({});
    }
  });

  it('requires the user name unless a logged-in member changes their own password', () => {
    expect(passwordFormIssues({ ...good, username: ' ' }, 'reset', DEFAULT_PASSWORD_RULES)).toEqual({
      username: 50320,
    });
    expect(passwordFormIssues({ ...good, username: '' }, 'change', DEFAULT_PASSWORD_RULES)).toEqual({});
  });

  it('requires the old password outside reset mode, and the key in reset mode', () => {
    expect(passwordFormIssues({ ...good, old: '' }, 'expired', DEFAULT_PASSWORD_RULES)).toEqual({ old: 50303 });
    expect(passwordFormIssues({ ...good, old: '' }, 'reset', DEFAULT_PASSWORD_RULES)).toEqual({});
    expect(passwordFormIssues({ ...good, key: ' ' }, 'reset', DEFAULT_PASSWORD_RULES)).toEqual({ key: 50304 });
  });

  it('requires a new password that follows the rules, when they are checked here', () => {
    expect(passwordFormIssues({ ...good, next: '', confirm: '' }, 'change', DEFAULT_PASSWORD_RULES)).toEqual({
      next: 50301,
      confirm: 50302,
    });
    expect(passwordFormIssues({ ...good, next: 'weak', confirm: 'weak' }, 'change', DEFAULT_PASSWORD_RULES)).toEqual({
      next: 50305,
    });
    const serverOnly = { ...DEFAULT_PASSWORD_RULES, clientCheck: false };
    expect(passwordFormIssues({ ...good, next: 'weak', confirm: 'weak' }, 'change', serverOnly)).toEqual({});
  });

  it('requires the same password twice', () => {
    expect(passwordFormIssues({ ...good, confirm: 'Tasty#2027' }, 'change', DEFAULT_PASSWORD_RULES)).toEqual({
      confirm: 50306,
    });
  });
});

describe('ruleLines', () => {
  it('lists the default rule’s parts and marks those the password meets', () => {
    expect(ruleLines(DEFAULT_PASSWORD_RULES, 'abcDEF')).toEqual([
      { rule: 'length', min: 6, max: 15, met: true },
      { rule: 'case', met: true },
      { rule: 'digit', met: false },
      { rule: 'special', specials: '!@#$%^&', met: false },
    ]);
  });

  it('lists only the parts an account’s rules ask for', () => {
    const rules = {
      ...DEFAULT_PASSWORD_RULES,
      msg: { min: 10, max: 40, case: false, num: false, specials: '' },
      passStrength: 4,
    };
    expect(ruleLines(rules, 'plum-pear-fig')).toEqual([
      { rule: 'length', min: 10, max: 40, met: true },
      { rule: 'strength', level: 4, met: false },
    ]);
  });
});
