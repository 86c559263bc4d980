import { Navigate, useNavigate } from 'react-router';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import type { Wrapper } from '../../lib/routeOptions.ts';
import { AboutScreen } from './AboutScreen.tsx';
import { ConnectScreen } from './ConnectScreen.tsx';
import { LegalDialog } from './LegalDialog.tsx';
import type { ShellPageRoute } from './shellPages.ts';
import { Webview2Screen } from './Webview2Screen.tsx';

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
