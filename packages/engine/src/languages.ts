/**
 * Languages and texts written in several of them. Apart from the definition's schemas so
 * that a client which only shows texts does not load the schema library with them.
 */

/** The languages the product speaks; content may give a text in any of them. */
export const LANGUAGES = ['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The supported language a tag names, by exact match or by its primary subtag
 * (`fr-CA` is French, `zh-Hans` Chinese); null when it names none.
 */
export function matchLanguage(tag: string): Language | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/** Each language in its own words, so that a reader finds theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ja: '日本語',
  de: 'Deutsch',
  zh: '中文',
  es: 'Español',
  pt: 'Português',
};

/** A text written once, or once per language (consumer tests run in several). */
export type LocalizedText = string | Partial<Record<Language, string>>;

/** Picks the text for a language: that language, else English, else the first given. */
export function localize(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  const texts = text as Partial<Record<string, string>>;
  const own = Object.hasOwn(texts, language) ? texts[language] : undefined;
  return own ?? texts.en ?? Object.values(texts).find((t) => t !== undefined) ?? '';
}
