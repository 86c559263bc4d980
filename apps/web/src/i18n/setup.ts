import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@palate/engine';
import { errorTexts, type ErrorTexts } from '@palate/protocol';
import { linkTexts } from '../features/links/texts.ts';
import { questionnaireTexts } from '../features/questionnaires/texts.ts';
import { sessionTexts } from '../features/session/texts.ts';
import { terminalTexts } from '../features/terminals/texts.ts';
import { shellTexts } from '../features/shell/texts.ts';
import { loginTexts } from '../features/login/texts.ts';
import { accountTexts } from '../features/account/texts.ts';
import { messageTexts } from '../features/messages/texts.ts';
import { previewTexts } from '../features/preview/texts.ts';
import { DEFAULT_LANGUAGE } from '../lib/routeOptions.ts';
import { appTexts } from './appTexts.ts';
import type { TextBundle } from './bundle.ts';

/** Every bundle of texts; a feature with texts of its own adds its bundle here. */
export const TEXT_BUNDLES = {
  app: appTexts,
  questionnaires: questionnaireTexts,
  session: sessionTexts,
  links: linkTexts,
  terminals: terminalTexts,
  shell: shellTexts,
  login: loginTexts,
  account: accountTexts,
  messages: messageTexts,
  preview: previewTexts,
} as const;

type English = typeof appTexts.en &
  typeof questionnaireTexts.en &
  typeof sessionTexts.en &
  typeof linkTexts.en &
  typeof terminalTexts.en &
  typeof shellTexts.en &
  typeof loginTexts.en &
  typeof accountTexts.en &
  typeof messageTexts.en &
  typeof previewTexts.en;

/** The error catalogue's texts (shared with the server) join the app's own under `error`. */
type Resources = Omit<English, 'error'> & { error: English['error'] & ErrorTexts };

function resourcesOf(language: Language): Resources {
  const merged = Object.assign(
    {},
    ...Object.values(TEXT_BUNDLES).map((bundle: TextBundle<object>) => bundle[language]),
  ) as English;
  return { ...merged, error: { ...errorTexts[language], ...merged.error } };
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Resources };
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
