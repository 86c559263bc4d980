import { describe, expect, it } from 'vitest';
import { validateAccountCode } from './accountCode.ts';

describe('validateAccountCode', () => {
  it('accepts an ordinary code, dots included', () => {
    expect(validateAccountCode('acme')).toEqual([]);
    expect(validateAccountCode('acme.lab-2')).toEqual([]);
  });

  it('refuses an empty or blank code', () => {
    expect(validateAccountCode('')).toEqual([{ issue: 'empty' }]);
    expect(validateAccountCode('   ')).toEqual([{ issue: 'empty' }]);
  });

  it('names each forbidden character once', () => {
    expect(validateAccountCode('a/b%c#d e/f')).toEqual([
      { issue: 'forbiddenCharacters', characters: ['/', '%', '#', ' '] },
    ]);
  });

  it('names reserved tags among the dot-separated parts, whatever their case', () => {
    expect(validateAccountCode('acme.DEBUG.d-win.debug')).toEqual([
      { issue: 'reservedKeywords', keywords: ['debug', 'd-win'] },
    ]);
    expect(validateAccountCode('lang')).toEqual([{ issue: 'reservedKeywords', keywords: ['lang'] }]);
    expect(validateAccountCode('syncresults')).toEqual([{ issue: 'reservedKeywords', keywords: ['syncResults'] }]);
  });

  it('reports both problems together', () => {
    expect(validateAccountCode('my lab.report')).toHaveLength(2);
  });
});
