import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@palate/engine';
import type { ErrorTexts } from '@palate/protocol';
import { DEFAULT_LANGUAGE } from '../lib/routeOptions.ts';
import { importLanguage, type LanguageModule } from './languageModules.ts';
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

function resourcesOf({ errors, ...bundles }: LanguageModule): Resources {
  const merged = Object.assign({}, ...Object.values(bundles)) as English;
  return { ...merged, error: { ...errors, ...merged.error } };
}

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', resourcesOf(await importLanguage(language)));
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
