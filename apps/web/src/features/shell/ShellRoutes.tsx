import { Navigate, useNavigate } from 'react-router';
import { appPath, type AppPrefix, type AppRoute, type ShellRoute } from '../../lib/appPath.ts';
import type { Wrapper } from '../../lib/routeOptions.ts';
import { SessionScreen } from '../session/SessionScreen.tsx';
import { AboutScreen } from './AboutScreen.tsx';
import { ConnectScreen } from './ConnectScreen.tsx';
import { LegalDialog } from './LegalDialog.tsx';
import { Webview2Screen } from './Webview2Screen.tsx';
import './shell.css';

export function isShellRoute(route: AppRoute): route is ShellRoute {
  return route.name !== 'home' && route.name !== 'session';
}

/** What the layout hides on a route (spec section 2): connect and legal show neither navigation nor notifications. */
export function shellLayout(route: ShellRoute): { navigation: boolean; notifications: boolean } {
  const bare = route.name === 'connect' || route.name === 'legal';
  return { navigation: !bare, notifications: !bare };
}

export interface ShellRouteScreenProps {
  route: ShellRoute;
  prefix: AppPrefix;
  wrapper: Wrapper | null;
  debug: boolean;
}

/**
 * The screen of each route beyond home and the session. The link and preview routes
 * are recognised but their screens come with the links and simulation features; until
 * then they lead home rather than to a screen that cannot work.
 */
export function ShellRouteScreen({ route, prefix, wrapper, debug }: ShellRouteScreenProps) {
  const navigate = useNavigate();
  const home = appPath(prefix, { name: 'home' });
  switch (route.name) {
    case 'upload':
      return <Navigate to={`${home}?upload=${encodeURIComponent(route.block)}`} replace />;
    case 'sessionLink':
      return <SessionScreen key={route.id} prefix={prefix} sessionId={route.id} debug={debug} />;
    case 'connect':
      // The desktop host has connection settings of its own.
      return wrapper === 'd-win' ? <Navigate to={home} replace /> : <ConnectScreen />;
    case 'about':
      return <AboutScreen />;
    case 'webview2':
      return <Webview2Screen homeHref={home} />;
    case 'legal':
      return <LegalDialog onClose={() => void navigate(home)} />;
    case 'link':
    case 'linkUser':
    case 'linkUserOff':
    case 'preview':
      return <Navigate to={home} replace />;
  }
}
