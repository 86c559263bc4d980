import { MovedToConsole } from './MovedToConsole.tsx';
import { Component, Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, NavigationProvider, useLocation, useNavigate, useSearchParams } from '../lib/navigation.tsx';
import { ErrorCode } from '@palate/protocol';
import { ErrorDialog } from '../components/ErrorDialog.tsx';
import { Loading } from '../components/ui/Loading.tsx';
import {
  GlobalLinkScreen,
  IndividualLinkScreen,
  LinkFailure,
  OfflineLinkScreen,
  individualLinkHref,
} from '../features/links/LinkScreens.tsx';
import { keepInvitedJudge, linkErrorCode, openInvitation } from '../features/links/linkFlow.ts';
import { PortalFrame } from '../features/portal/PortalFrame.tsx';
import { QuestionnaireList } from '../features/questionnaires/QuestionnaireList.tsx';
import { QuestionnairesScreen } from '../features/questionnaires/QuestionnairesScreen.tsx';
import { reportMode } from '../features/session/reportMode.ts';
import { isShellPage, shellLayout, type ShellPageRoute } from '../features/shell/shellPages.ts';
import { useAccountCustomisation } from '../features/shell/useAccountCustomisation.ts';
import { appPath, parseAppPath, prefixLanguage, type AppPrefix, type AppRoute } from '../lib/appPath.ts';
import { readJudge } from '../lib/judgeStore.ts';
import { useDebugShown } from '../lib/debugConsole.ts';
import { parseRouteOptions, type FeatureFlags } from '../lib/routeOptions.ts';
import { AppLayout } from './AppLayout.tsx';
import {
  AccountScreen,
  BookingScreen,
  DefinitionPreviewScreen,
  DeviceScreen,
  InviteScreen,
  LoginScreen,
  SessionScreen,
  SettingsScreen,
  ShellRouteScreen,
  SimulationList,
  SimulationScreen,
} from './lazyScreens.ts';

/**
 * One catch-all route: the optional, free-form `{options}/{lang}` prefix cannot be told
 * from a route by path patterns, so parseAppPath splits the address instead.
 */
export function App() {
  return (
    <NavigationProvider>
      <RouteCrashBoundary />
    </NavigationProvider>
  );
}

function useParsedLocation() {
  const { pathname } = useLocation();
  return useMemo(() => parseAppPath(pathname), [pathname]);
}

function AppRoutes() {
  const { prefix, route } = useParsedLocation();
  const options = useMemo(() => parseRouteOptions(prefix.options), [prefix.options]);
  const { account, wrapper, features } = options;
  const debug = useDebugShown(options.debug);
  useAccountCustomisation(account);
  if (route === null) return <Navigate to={appPath(prefix, { name: 'home' })} replace />;
  if (route.name === 'upload') {
    const home = appPath(prefix, { name: 'home' });
    return <Navigate to={`${home}?${new URLSearchParams({ upload: route.block }).toString()}`} replace />;
  }
  if (isShellPage(route)) {
    return (
      <AppLayout language={prefixLanguage(prefix)} prefix={prefix} {...shellLayout(route)}>
        <Suspense fallback={<Loading />}>
          <ShellRouteScreen route={route} prefix={prefix} wrapper={wrapper} />
        </Suspense>
      </AppLayout>
    );
  }
  return (
    // The login shows no navigation (spec section 2).
    <AppLayout language={prefixLanguage(prefix)} prefix={prefix} navigation={route.name !== 'login'}>
      <Suspense fallback={<Loading />}>
        <RouteScreen prefix={prefix} route={route} account={account} debug={debug} features={features} />
      </Suspense>
    </AppLayout>
  );
}

/** The routes of the links feature (global, individual and offline links, and sessions reached through one). */
const LINK_ROUTES: ReadonlySet<AppRoute['name']> = new Set([
  'link',
  'linkUser',
  'linkUserOff',
  'sessionLink',
  'invite',
]);

interface RouteScreenProps {
  prefix: AppPrefix;
  route: Exclude<AppRoute, { name: 'upload' } | ShellPageRoute>;
  account: string | null;
  debug: boolean;
  features: FeatureFlags;
}

function RouteScreen({ prefix, route, account, debug, features }: RouteScreenProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const home = appPath(prefix, { name: 'home' });
  const judgeToken = search.get('judge') ?? undefined;
  // The options segment's `link` flag off: the links feature is not there (spec section 2).
  if (!features.link && LINK_ROUTES.has(route.name)) return <Navigate to={home} replace />;
  switch (route.name) {
    case 'home':
      // The device set-up is reached from home (home?device), not from a route of its own.
      return search.has('device') ? (
        <DeviceScreen
          homeHref={home}
          connectHref={appPath(prefix, { name: 'connect' })}
          debug={debug}
          onHome={() => void navigate(home)}
        />
      ) : (
        <PortalFrame type="home" account={account}>
          <QuestionnairesScreen prefix={prefix} account={account} debug={debug} showExpiry={features.expTime} />
        </PortalFrame>
      );
    case 'login':
      return (
        <PortalFrame type="login" account={account}>
          <LoginScreen prefix={prefix} account={account} />
        </PortalFrame>
      );
    case 'settings':
      return <SettingsScreen prefix={prefix} />;
    case 'account':
      // The leaders' messages and simulations have no route word in the spec: account?messages, account?simulations.
      // The messages moved to the leaders' console.
      if (search.has('messages')) return <MovedToConsole path="messages" />;
      if (search.has('simulations')) return <SimulationList prefix={prefix} />;
      return <AccountScreen prefix={prefix} />;
    case 'preview':
      return (
        <SimulationScreen
          key={`${route.id}/${route.params}`}
          prefix={prefix}
          publicationId={route.id}
          params={route.params}
          debug={debug}
        />
      );
    case 'definitionPreview':
      return <DefinitionPreviewScreen prefix={prefix} debug={debug} />;
    case 'session':
      // A new session starts from a clean slate rather than from the last one's state.
      return (
        <SessionScreen
          key={`${route.id}/${route.params}`}
          prefix={prefix}
          sessionId={route.id}
          debug={debug}
          report={reportMode(features)}
          params={route.params}
        />
      );
    case 'link':
      return <GlobalLinkScreen key={route.link} prefix={prefix} link={route.link} />;
    case 'invite':
      return (
        <InviteScreen
          key={route.token}
          open={() =>
            openInvitation(route.token).then(async (opened) => {
              if (!opened.bookable)
                return void navigate(individualLinkHref(prefix, opened.link, opened.token), { replace: true });
              await keepInvitedJudge(opened);
              void navigate(appPath(prefix, { name: 'book', publication: opened.pub }), { replace: true });
            })
          }
          failure={(error) => <LinkFailure code={linkErrorCode(error)} />}
        />
      );
    case 'book':
      return <BookingScreen key={route.publication} prefix={prefix} publication={route.publication} />;
    case 'linkUser':
      return (
        <IndividualLinkScreen
          key={route.link}
          prefix={prefix}
          link={route.link}
          judgeToken={judgeToken}
          renderList={(link) => (
            <PortalFrame type="home" account={account} link={link}>
              <QuestionnaireList
                prefix={prefix}
                debug={debug}
                link={link}
                showExpiry={features.expTime}
                onSignedOut={(code) => {
                  const query = new URLSearchParams({ linkError: String(code) });
                  void navigate(`${appPath(prefix, { name: 'linkUserOff', link })}?${query.toString()}`, {
                    replace: true,
                  });
                }}
              />
            </PortalFrame>
          )}
        />
      );
    case 'linkUserOff':
      return (
        <OfflineLinkScreen
          prefix={prefix}
          link={route.link}
          judgeToken={judgeToken}
          linkError={Number(search.get('linkError') ?? '') || ErrorCode.invalidLink}
        />
      );
    case 'sessionLink': {
      const token = readJudge()?.token;
      return (
        <SessionScreen
          key={`${route.id}/${route.params}`}
          prefix={prefix}
          sessionId={route.id}
          debug={debug}
          report={reportMode(features)}
          params={route.params}
          listHref={
            token
              ? individualLinkHref(prefix, route.link, token)
              : appPath(prefix, { name: 'linkUser', link: route.link })
          }
        />
      );
    }
  }
}

function RouteCrashBoundary() {
  const { key } = useLocation();
  return (
    <CrashBoundary entry={key}>
      <AppRoutes />
    </CrashBoundary>
  );
}

interface CrashBoundaryState {
  /** How the entry on show failed to render. */
  failed: { error: unknown } | null;
  /** The history entry on show. */
  entry: string;
}

/** Catches a rendering failure; a move to another history entry tries again. */
class CrashBoundary extends Component<{ entry: string; children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { failed: null, entry: this.props.entry };

  static getDerivedStateFromProps(props: { entry: string }, state: CrashBoundaryState): Partial<CrashBoundaryState> {
    return props.entry === state.entry ? {} : { entry: props.entry, failed: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    return { failed: { error } };
  }

  override render() {
    const { failed } = this.state;
    return failed === null ? this.props.children : <CrashDialog error={failed.error} />;
  }
}

/** A rendering failure is a bug, but the judge still needs a way back. */
function CrashDialog({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { prefix } = useParsedLocation();
  const debug = useDebugShown(parseRouteOptions(prefix.options).debug);
  const home = appPath(prefix, { name: 'home' });
  return (
    <AppLayout language={prefixLanguage(prefix)} prefix={prefix}>
      <ErrorDialog error={error} homeHref={home} onHome={() => void navigate(home)} debug={debug} />
    </AppLayout>
  );
}
