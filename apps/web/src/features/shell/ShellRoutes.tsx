import { Navigate, useNavigate } from 'react-router';
import { appPath, type AppPrefix, type AppRoute } from '../../lib/appPath.ts';
import type { Wrapper } from '../../lib/routeOptions.ts';
import { AboutScreen } from './AboutScreen.tsx';
import { ConnectScreen } from './ConnectScreen.tsx';
import { LegalDialog } from './LegalDialog.tsx';
import { Webview2Screen } from './Webview2Screen.tsx';
import './shell.css';

/** The shell's own pages. */
export type ShellPageRoute = Extract<AppRoute, { name: 'connect' | 'webview2' | 'about' | 'legal' }>;

const SHELL_PAGES: ReadonlySet<AppRoute['name']> = new Set(['connect', 'webview2', 'about', 'legal']);

export function isShellPage(route: AppRoute): route is ShellPageRoute {
  return SHELL_PAGES.has(route.name);
}

/** What the layout hides on a route (spec section 2): connect and legal show neither navigation nor notifications. */
export function shellLayout(route: ShellPageRoute): { navigation: boolean; notifications: boolean } {
  const bare = route.name === 'connect' || route.name === 'legal';
  return { navigation: !bare, notifications: !bare };
}

export interface ShellRouteScreenProps {
  route: ShellPageRoute;
  prefix: AppPrefix;
  wrapper: Wrapper | null;
}

/** The shell's pages. */
export function ShellRouteScreen({ route, prefix, wrapper }: ShellRouteScreenProps) {
  const navigate = useNavigate();
  const home = appPath(prefix, { name: 'home' });
  switch (route.name) {
    case 'connect':
      // The desktop host has connection settings of its own.
      return wrapper === 'd-win' ? <Navigate to={home} replace /> : <ConnectScreen />;
    case 'about':
      return <AboutScreen />;
    case 'webview2':
      return <Webview2Screen homeHref={home} />;
    case 'legal':
      return <LegalDialog onClose={() => void navigate(home)} />;
  }
}
