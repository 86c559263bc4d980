import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@palate/engine';
import { errorTexts, type ErrorTexts } from '@palate/protocol';
import { DEFAULT_LANGUAGE } from '../lib/routeOptions.ts';
import { en, type Translation } from './en.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';
import { de } from './de.ts';
import { zh } from './zh.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

export const translations: Record<Language, Translation> = { en, fr, ja, de, zh, es, pt };

/** The app's own texts, with the error catalogue's texts (shared with the server) under `error`. */
type Resources = Omit<Translation, 'error'> & { error: Translation['error'] & ErrorTexts };

function resourcesOf(language: Language): Resources {
  const own = translations[language];
  return { ...own, error: { ...errorTexts[language], ...own.error } };
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Omit<typeof en, 'error'> & { error: (typeof en)['error'] & ErrorTexts } };
  }
}

// All seven languages are bundled: together they weigh less than one round trip, and a
// booth must keep working when the network drops mid-session.
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: resourcesOf(language) }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export { i18n };
