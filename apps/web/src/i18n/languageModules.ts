import type { Language } from '@palate/engine';
import type * as EnglishModule from './languages/en.ts';

/** One language's bundles of texts, as i18n/languages/<lang>.ts exports them (written by split-texts.mjs). */
export type LanguageModule = typeof EnglishModule;

// Each language is a chunk of its own: a judge downloads only theirs. The service worker
// caches all of them, so that a booth can still change language offline.
const languageModules = import.meta.glob<LanguageModule>('./languages/*.ts');

/** A language's texts; asked twice, the module is fetched once. */
export function importLanguage(language: Language): Promise<LanguageModule> {
  const load = languageModules[`./languages/${language}.ts`];
  return load ? load() : Promise.reject(new Error(`no texts for ${language}`));
}
