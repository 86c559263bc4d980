import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@palate/engine';
import { ErrorCode, errorText, errorTexts } from '../src/index.ts';

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s error texts', (language) => {
  it('give every English text, with its placeholders, translated rather than copied', () => {
    const english = errorTexts.en;
    const translated = errorTexts[language];
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders(translated[key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
      expect({ key, text: translated[key] }).not.toEqual({ key, text });
    }
  });
});

describe.each(LANGUAGES)('the %s error texts', (language) => {
  it('give every code of the catalogue a text', () => {
    const codes = Object.values(ErrorCode).filter((code) => code !== ErrorCode.success);
    expect(codes.filter((code) => !errorTexts[language][code])).toEqual([]);
  });
});

describe('errorText', () => {
  it('gives every code the server sends a text of its own', () => {
    for (const code of [
      1002, 1100, 1101, 2300, 2301, 3203, 3223, 3301, 3310, 3350, 3405, 11170, 30201, 52000, 52001, 52002, 90404, 90422,
      90500,
    ]) {
      expect(errorText(code, 'en')).not.toBe(errorTexts.en.unknown);
    }
  });

  it('falls back to the unknown-error text for a code without one, and fills placeholders', () => {
    expect(errorText(12345, 'de')).toBe(errorTexts.de.unknown);
    expect(errorText('invalidField', 'en', { field: 'postId' })).toContain('“postId”');
  });
});
