import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { LANGUAGES, type Language } from '@palate/engine';
import { showLanguage } from '../i18n/setup.ts';
import { readSession, saveSession, type LeaderSession } from '../lib/session.ts';
import { QuestionnairesScreen } from '../features/questionnaires/QuestionnairesScreen.tsx';
import { SignInScreen } from '../features/signin/SignInScreen.tsx';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ja: '日本語',
  de: 'Deutsch',
  zh: '中文',
  es: 'Español',
  pt: 'Português',
};

/** The console: sign-in, then the leader's screens, under a header with the language and the way out. */
export function ConsoleApp() {
  const { t, i18n } = useTranslation();
  const [session, setSession] = useState<LeaderSession | null>(readSession);
  const signOut = () => {
    saveSession(null);
    setSession(null);
  };
  return (
    <div className="pl-console">
      <header className="pl-console-header">
        <span className="pl-console-brand">{t('app.title')}</span>
        <a className="pl-console-link" href="/">
          {t('app.judgesApp')}
        </a>
        <label className="pl-console-language">
          <span>{t('app.language')}</span>
          <select value={i18n.language} onChange={(event) => void showLanguage(event.currentTarget.value as Language)}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </label>
        {session && (
          <>
            <span className="pl-console-user">{t('app.signedInAs', { name: session.name })}</span>
            <Button className="pl-console-button" onPress={signOut}>
              {t('app.signOut')}
            </Button>
          </>
        )}
      </header>
      <main className="pl-console-main">
        {session ? (
          <QuestionnairesScreen onSignedOut={signOut} />
        ) : (
          <SignInScreen
            onSignedIn={(signedIn) => {
              saveSession(signedIn);
              setSession(signedIn);
            }}
          />
        )}
      </main>
    </div>
  );
}
