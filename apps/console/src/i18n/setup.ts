import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@palate/engine';
import type { ErrorTexts } from '@palate/protocol';
import type * as English from './languages/en.ts';

type Texts = typeof English.app &
  typeof English.signin &
  typeof English.questionnaires &
  typeof English.designerLogic &
  typeof English.publications &
  typeof English.results &
  typeof English.maps &
  typeof English.consumer &
  typeof English.quality &
  typeof English.comments &
  typeof English.panelResults &
  typeof English.monitor &
  typeof English.audit &
  typeof English.members &
  typeof English.account &
  typeof English.apiTokens &
  typeof English.messages &
  typeof English.webhooks &
  typeof English.mail &
  typeof English.portal &
  typeof English.guide &
  typeof English.planning &
  typeof English.panel &
  typeof English.rewards &
  typeof English.training &
  typeof English.products &
  typeof English.slots &
  typeof English.invitations & { error: ErrorTexts };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Texts };
  }
}

const languageModules = import.meta.glob<typeof English>('./languages/*.ts');

/** The language to speak first: the browser's, when the console has it. */
export function preferredLanguage(): Language {
  const wanted = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase());
  return (wanted.find((code) => (LANGUAGES as readonly string[]).includes(code)) as Language | undefined) ?? 'en';
}

/** Loads a language's texts (a chunk of their own) and speaks it. */
export async function showLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const load = languageModules[`./languages/${language}.ts`];
    if (!load) throw new Error(`no texts for ${language}`);
    const { errors, ...features } = await load();
    i18n.addResourceBundle(language, 'translation', {
      ...Object.assign({}, ...Object.values(features)),
      error: errors,
    });
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
