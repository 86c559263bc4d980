import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/navigation.tsx';
import type { Language } from '@palate/engine';
import { showLanguage } from '../i18n/setup.ts';
import { appPath, simulationsHref, type AppPrefix } from '../lib/appPath.ts';
import { ConnectivityIcon, OfflineModeBadge, UnreachableServerNotice } from '../features/shell/ConnectivityStatus.tsx';
import { HostStartupFailure } from '../features/shell/HostStartupFailure.tsx';
import { InactivityGuard } from '../features/shell/InactivityGuard.tsx';
import { LanguageChooser } from '../features/shell/LanguageChooser.tsx';
import { LeaderNavLink } from '../features/shell/LeaderNavLink.tsx';
import { ServerMessageBanner } from '../features/shell/ServerMessageBanner.tsx';
import { UpdatedNotice } from '../features/shell/UpdatedNotice.tsx';
import { useReloadOnUpdate } from '../features/shell/useReloadOnUpdate.ts';
import '../features/shell/shell.css';

export interface AppLayoutProps {
  language: Language;
  /** The address prefix, so that the header's links keep the account and language. */
  prefix?: AppPrefix;
  /** The header's navigation (hidden on login, connect and legal). */
  navigation?: boolean;
  /** Notices: updated, server unreachable, the server's banner, inactivity (hidden on connect and legal). */
  notifications?: boolean;
  children: ReactNode;
}

export function AppLayout({
  language,
  prefix = { options: null, lang: null },
  navigation = true,
  notifications = true,
  children,
}: AppLayoutProps) {
  const { t, i18n } = useTranslation();
  useReloadOnUpdate();

  useEffect(() => {
    if (i18n.language !== language) void showLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  return (
    <div className="pl-app">
      <header className="pl-app-header">
        <span className="pl-app-name">{t('app.name')}</span>
        {navigation && (
          <nav className="pl-nav" aria-label={t('shell.nav.label')}>
            <Link className="pl-nav-link" to={appPath(prefix, { name: 'home' })}>
              {t('shell.nav.home')}
            </Link>
            <Link className="pl-nav-link" to={appPath(prefix, { name: 'about' })}>
              {t('shell.nav.about')}
            </Link>
            <LeaderNavLink to="/console/messages" label={t('shell.nav.messages')} reloadDocument />
            <LeaderNavLink to={simulationsHref(prefix)} label={t('preview.nav')} />
            <LeaderNavLink to="/console/" label={t('shell.nav.console')} reloadDocument />
          </nav>
        )}
        <div className="pl-app-tools">
          <OfflineModeBadge />
          <ConnectivityIcon />
          <LanguageChooser language={language} />
        </div>
      </header>
      {notifications && (
        <div className="pl-notifications">
          <UpdatedNotice />
          <UnreachableServerNotice prefix={prefix} />
          <ServerMessageBanner />
        </div>
      )}
      <main className="pl-main">{children}</main>
      {notifications && <InactivityGuard />}
      <HostStartupFailure />
    </div>
  );
}
