import { useMemo } from 'react';
import { createBrowserRouter, Navigate, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorDialog } from '../components/ErrorDialog.tsx';
import { QuestionnairesScreen } from '../features/questionnaires/QuestionnairesScreen.tsx';
import { SessionScreen } from '../features/session/SessionScreen.tsx';
import { LoginScreen } from '../features/login/LoginScreen.tsx';
import { AccountScreen } from '../features/account/AccountScreen.tsx';
import { SettingsScreen } from '../features/account/SettingsScreen.tsx';
import { appPath, parseAppPath, prefixLanguage } from '../lib/appPath.ts';
import { parseRouteOptions } from '../lib/routeOptions.ts';
import { AppLayout } from './AppLayout.tsx';

/**
 * One catch-all route: the optional, free-form `{options}/{lang}` prefix cannot be told
 * from a route by path patterns, so parseAppPath splits the address instead.
 */
export const router = createBrowserRouter([{ path: '*', element: <AppRoutes />, errorElement: <CrashDialog /> }]);

function useParsedLocation() {
  const { pathname } = useLocation();
  return useMemo(() => parseAppPath(pathname), [pathname]);
}

function AppRoutes() {
  const { prefix, route } = useParsedLocation();
  const { account, debug } = useMemo(() => parseRouteOptions(prefix.options), [prefix.options]);
  if (route === null) return <Navigate to={appPath(prefix, { name: 'home' })} replace />;
  return (
    <AppLayout language={prefixLanguage(prefix)}>
      {route.name === 'home' ? (
        <QuestionnairesScreen prefix={prefix} account={account} debug={debug} />
      ) : route.name === 'session' ? (
        // A new session starts from a clean slate rather than from the last one's state.
        <SessionScreen key={route.id} prefix={prefix} sessionId={route.id} debug={debug} />
      ) : route.name === 'login' ? (
        <LoginScreen prefix={prefix} account={account} />
      ) : route.name === 'settings' ? (
        <SettingsScreen prefix={prefix} />
      ) : (
        <AccountScreen prefix={prefix} />
      )}
    </AppLayout>
  );
}

/** A rendering failure is a bug, but the judge still needs a way back. */
function CrashDialog() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { prefix } = useParsedLocation();
  const { debug } = parseRouteOptions(prefix.options);
  const home = appPath(prefix, { name: 'home' });
  return (
    <AppLayout language={prefixLanguage(prefix)}>
      <ErrorDialog error={error} homeHref={home} onHome={() => void navigate(home)} debug={debug} />
    </AppLayout>
  );
}
