import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import type { Language } from '@palate/engine';

export interface AppLayoutProps {
  language: Language;
  children: ReactNode;
}

export function AppLayout({ language, children }: AppLayoutProps) {
  const { t, i18n } = useTranslation();

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  return (
    // React Aria formats numbers and lays out sliders for the same language as the texts.
    <I18nProvider locale={language}>
      <div className="pl-app">
        <header className="pl-app-header">
          <span className="pl-app-name">{t('app.name')}</span>
        </header>
        <main className="pl-main">{children}</main>
      </div>
    </I18nProvider>
  );
}
