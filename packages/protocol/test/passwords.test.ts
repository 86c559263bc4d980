import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES, checkPassword, passwordStrength, type PasswordRules } from '../src/index.ts';

const check = (password: string, rules: PasswordRules = DEFAULT_PASSWORD_RULES) => checkPassword(password, rules);

describe('the default password rule', () => {
  it('accepts 6 to 15 characters with a lowercase, an uppercase, a digit and a special', () => {
    expect(check('aB3!xy')).toEqual([]);
    expect(check('aB3!xyzwvutsrqp')).toEqual([]);
    for (const special of '!@#$%^&') expect(check(`Abcde1${special}`)).toEqual([]);
  });

  it('names each missing part', () => {
    expect(check('aB3!x')).toEqual(['min']);
    expect(check('aB3!xyzwvutsrqpo')).toEqual(['max']);
    expect(check('AB3!XY')).toEqual(['lower']);
    expect(check('ab3!xy')).toEqual(['upper']);
    expect(check('aBc!xy')).toEqual(['digit']);
    expect(check('aB3xyz')).toEqual(['special']);
    expect(check('aB3*xyz')).toEqual(['special']);
    expect(check('')).toEqual(['min', 'lower', 'upper', 'digit', 'special']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(check('aB3!😀😀')).toEqual([]);
  });
});

describe('account rules', () => {
  const rules: PasswordRules = {
    msg: { min: 8, max: 64, case: false, num: false, specials: '' },
    exp: '[a-z]+-[a-z]+',
    clientCheck: false,
    text: 'Two words joined by a hyphen',
    passStrength: 0,
  };

  it('replace the default rule', () => {
    expect(check('plum-pear', rules)).toEqual([]);
    expect(check('plumpear', rules)).toEqual(['exp']);
    expect(check('ab-cd', rules)).toEqual(['min']);
  });

  it('match the expression against the whole password', () => {
    expect(check('x plum-pear y', rules)).toEqual(['exp']);
  });

  it('ignore an expression that does not compile', () => {
    expect(check('anything goes', { ...rules, exp: '([' })).toEqual([]);
  });

  it('demand a strength when passStrength is set', () => {
    expect(check('plum-pear', { ...rules, passStrength: 3 })).toEqual(['strength']);
    expect(check('Plum-pear-42', { ...rules, exp: null, passStrength: 4 })).toEqual([]);
  });
});

describe('passwordStrength', () => {
  it('scores character classes and length from 0 to 4', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcdef')).toBe(1);
    expect(passwordStrength('abcDEF')).toBe(2);
    expect(passwordStrength('abcDE1')).toBe(3);
    expect(passwordStrength('abcDE1!')).toBe(4);
    expect(passwordStrength('abcdefghijkl')).toBe(2);
    expect(passwordStrength('aB3!aB3!aB3!')).toBe(4);
  });
});
