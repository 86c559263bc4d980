import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@palate/engine';

const languages = import.meta.glob<Record<string, unknown>>('./languages/*.ts', { eager: true });

/** Every text of a language's bundles, by its dotted key (the error catalogue is the protocol's, tested there). */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof value === 'string') return texts.set(prefix, value);
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) texts.set(path, text);
  }
  return texts;
}

const textsOf = (language: string) => {
  const bundles = Object.entries(languages[`./languages/${language}.ts`] as Record<string, unknown>);
  return flatten(Object.fromEntries(bundles.filter(([name]) => name !== 'errors')));
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the console's texts", () => {
  const english = textsOf('en');

  it('are there in English', () => {
    expect(english.size).toBeGreaterThan(30);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'are all translated into %s, with the same placeholders',
    (language) => {
      const translated = textsOf(language);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const other = translated.get(key) ?? '';
        expect(other.trim(), key).not.toBe('');
        expect(placeholders(other), key).toEqual(placeholders(text));
      }
    },
  );
});
