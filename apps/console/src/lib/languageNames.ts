import type { Language } from '@palate/engine';

/** Each language by its own name, as a reader of it looks for it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ja: '日本語',
  de: 'Deutsch',
  zh: '中文',
  es: 'Español',
  pt: 'Português',
};
