import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'react-aria-components';
import { Link, Navigate, useLocation } from '../../lib/navigation.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { callAsUser } from '../../lib/api.ts';
import { appPath, type AppPrefix, type LoginTargetState } from '../../lib/appPath.ts';
import { isDebugAllowed, saveConsoleSettings, useConsoleSettings } from '../../lib/debugConsole.ts';
import { isAuthError } from '../../lib/errors.ts';
import { readUser, useStoredUser } from '../../lib/userStore.ts';
import { PasswordForm } from '../login/PasswordForm.tsx';
import './account.css';

export interface SettingsScreenProps {
  prefix: AppPrefix;
}

/** Settings: only for a member whose token the server still accepts; otherwise login, then back here. */
export function SettingsScreen({ prefix }: SettingsScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useStoredUser();
  const consoleSettings = useConsoleSettings();
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  /** A member who was here when the page opened and is gone now was disconnected by the server. */
  const [openedAsMember] = useState(() => readUser() !== null);
  const loggedIn = user !== null;

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    callAsUser('members/check', {})
      .then(() => current && setChecked(true))
      // An expired or replaced token has already cleared the member: the guard below sends them to login.
      .catch((error: unknown) => current && !isAuthError(error) && setChecked(true));
    return () => {
      current = false;
    };
  }, [loggedIn]);

  if (!user) {
    const state: LoginTargetState & { disconnected: boolean } = {
      returnTo: location.pathname,
      disconnected: openedAsMember,
    };
    return <Navigate to={appPath(prefix, { name: 'login' })} state={state} replace />;
  }
  if (!checked) return <Loading />;

  return (
    <section className="pl-account" aria-labelledby="pl-settings-title">
      <div className="pl-account-bar">
        <Link className="pl-link" to={appPath(prefix, { name: 'account' })}>
          {t('account.title')}
        </Link>
      </div>
      <h1 id="pl-settings-title" className="pl-account-title">
        {t('settings.title')}
      </h1>
      <p>{t('settings.signedInAs', { name: user.name, account: user.account.code })}</p>
      {saved && (
        <p className="pl-notice" role="status">
          {t('password.saved')}
        </p>
      )}
      <section className="pl-account-card pl-surface">
        <PasswordForm mode="change" account={user.account.code} onSaved={() => setSaved(true)} />
      </section>
      {isDebugAllowed(user) && (
        <section className="pl-account-card pl-surface" aria-labelledby="pl-console-title">
          <h2 id="pl-console-title">{t('settings.debugConsole')}</h2>
          <Checkbox
            className="pl-console-option"
            isSelected={consoleSettings.services}
            onChange={(services) => saveConsoleSettings({ ...consoleSettings, services })}
          >
            {t('settings.debugServices')}
          </Checkbox>
        </section>
      )}
    </section>
  );
}
