import { Navigate, useNavigate } from '../../lib/navigation.tsx';
import { isLeader } from '@palate/protocol';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import { useStoredUser } from '../../lib/userStore.ts';
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
  const user = useStoredUser();
  const home = appPath(prefix, { name: 'home' });
  switch (route.name) {
    case 'connect':
      // In a booth host only a leader may change the server the booth answers to.
      return wrapper !== null && !(user !== null && isLeader(user.roles)) ? (
        <Navigate to={home} replace />
      ) : (
        <ConnectScreen options={prefix.options} />
      );
    case 'about':
      return <AboutScreen />;
    case 'webview2':
      return <Webview2Screen homeHref={home} />;
    case 'legal':
      return <LegalDialog onClose={() => void navigate(home)} />;
  }
}
