import { describe, expect, it } from 'vitest';
import { accountCodeProblem } from '../src/accounts/admin.service.ts';
import { foldLogin } from '../src/accounts/login.service.ts';

describe('accountCodeProblem (spec section 5)', () => {
  it('accepts a plain code', () => {
    expect(accountCodeProblem('acme-lab')).toBeNull();
  });

  it('refuses an empty code', () => {
    expect(accountCodeProblem('  ')).toBe('Please provide a valid code.');
  });

  it('names the characters that are not allowed', () => {
    expect(accountCodeProblem('a/b%c#d e')).toBe('Characters not allowed: "/" "%" "#" " "');
  });

  it('names the reserved tags', () => {
    expect(accountCodeProblem('acme.debug.lang')).toBe('Keyword(s) not allowed: debug, lang');
    expect(accountCodeProblem('d-win')).toBe('Keyword(s) not allowed: d-win');
  });
});

describe('foldLogin', () => {
  it('folds case, white space and compatibility forms into one key', () => {
    for (const variant of ['Ana', ' ANA ', 'a n a', 'Ａｎａ', 'A\tna']) expect(foldLogin(variant)).toBe('ana');
  });
});
