import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@palate/engine';
import type { ErrorTexts } from '@palate/protocol';
import { DEFAULT_LANGUAGE } from '../lib/routeOptions.ts';
import type * as EnglishModule from './languages/en.ts';

/** One language's bundles of texts, as i18n/languages/<lang>.ts exports them (written by split-texts.mjs). */
type LanguageModule = typeof EnglishModule;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
type English = UnionToIntersection<LanguageModule[Exclude<keyof LanguageModule, 'errors'>]>;

/** The error catalogue's texts (shared with the server) join the app's own under `error`. */
type Resources = Omit<English, 'error'> & { error: English['error'] & ErrorTexts };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Resources };
  }
}

// Each language is a chunk of its own: a judge downloads only theirs. The service worker
// caches all of them, so that a booth can still change language offline.
const languageModules = import.meta.glob<LanguageModule>('./languages/*.ts');

function resourcesOf({ errors, ...bundles }: LanguageModule): Resources {
  const merged = Object.assign({}, ...Object.values(bundles)) as English;
  return { ...merged, error: { ...errors, ...merged.error } };
}

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = languageModules[`./languages/${language}.ts`];
  if (!load) throw new Error(`no texts for ${language}`);
  i18n.addResourceBundle(language, 'translation', resourcesOf(await load()));
}

/** Shows the app in `language`, once its texts are loaded. */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export { i18n };
