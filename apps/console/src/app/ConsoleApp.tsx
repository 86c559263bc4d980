import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, NavLink, Outlet, RouterProvider, useMatch } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@palate/engine';
import { showLanguage } from '../i18n/setup.ts';
import { readSession, saveSession, type LeaderSession } from '../lib/session.ts';
import { SessionContext, useLeaderSession, type SessionState } from '../lib/sessionContext.ts';
import { UnsavedChanges, UnsavedChangesContext } from '../lib/unsavedChanges.ts';
import { useLeaveConfirmation } from '../lib/useLeaveConfirmation.tsx';
import { LinksScreen } from '../features/publications/LinksScreen.tsx';
import { PublicationsScreen } from '../features/publications/PublicationsScreen.tsx';
import { PublishScreen } from '../features/publications/PublishScreen.tsx';
import { ServingPlanScreen } from '../features/publications/ServingPlanScreen.tsx';
import { AccountScreen } from '../features/account/AccountScreen.tsx';
import { AuditScreen } from '../features/audit/AuditScreen.tsx';
import { MembersScreen } from '../features/members/MembersScreen.tsx';
import { MessagesScreen } from '../features/messages/MessagesScreen.tsx';
import { MonitorScreen } from '../features/monitor/MonitorScreen.tsx';
import { PortalScreen } from '../features/portal/PortalScreen.tsx';
import { QuestionnairesScreen } from '../features/questionnaires/QuestionnairesScreen.tsx';
import { SignInScreen } from '../features/signin/SignInScreen.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The console's frame: the header with the language and the way out, and the signed-in
 * leader's screens, which it asks about before leaving edits not saved.
 */
function Frame() {
  const { t, i18n } = useTranslation();
  const { session, onSignedIn, onSignOut } = useLeaderSession();
  // The guide is for a leader who has not signed in yet too.
  const onGuide = useMatch({ path: '/guide', end: false }) !== null;
  const [unsaved] = useState(() => new UnsavedChanges());
  const leaving = useLeaveConfirmation(unsaved);
  return (
    <UnsavedChangesContext value={unsaved}>
      <div className="pl-console">
        <header className="pl-console-header">
          {/* The product's name alone: the header holds on one line at a laptop's width. */}
          <span className="pl-console-brand">Palate</span>
          {session && (
            <nav className="pl-console-nav" aria-label={t('app.title')}>
              <NavLink className="pl-console-link" to="/" end>
                {t('publications.questionnairesNav')}
              </NavLink>
              <NavLink className="pl-console-link" to="/publications">
                {t('publications.nav')}
              </NavLink>
              <NavLink className="pl-console-link" to="/members">
                {t('members.nav')}
              </NavLink>
              <NavLink className="pl-console-link" to="/panel">
                {t('panel.nav')}
              </NavLink>
              <NavLink className="pl-console-link" to="/products">
                {t('products.nav')}
              </NavLink>
              <NavLink className="pl-console-link" to="/messages">
                {t('messages.nav')}
              </NavLink>
              <NavLink className="pl-console-link" to="/planning">
                {t('planning.nav')}
              </NavLink>
              {/* Every leader's own API tokens are on the account page. */}
              <NavLink className="pl-console-link" to="/account">
                {t('account.nav')}
              </NavLink>
            </nav>
          )}
          <NavLink className="pl-console-link" to="/guide">
            {t('guide.nav')}
          </NavLink>
          <label className="pl-console-language">
            <span className="pl-console-hidden-label">{t('app.language')}</span>
            <select
              value={i18n.language}
              onChange={(event) => void showLanguage(event.currentTarget.value as Language)}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          </label>
          {session ? (
            <UserMenu name={session.name} admin={session.admin} onSignOut={() => leaving.confirm(onSignOut)} />
          ) : (
            <a className="pl-console-link" href="/">
              {t('app.judgesApp')}
            </a>
          )}
        </header>
        <main className="pl-console-main">
          {session || onGuide ? <Outlet /> : <SignInScreen onSignedIn={onSignedIn} />}
        </main>
        {leaving.dialog}
      </div>
    </UnsavedChangesContext>
  );
}

// The results page draws its charts with Observable Plot: loaded only when a leader opens it.
const ResultsScreen = lazy(() =>
  import('../features/results/ResultsScreen.tsx').then((module) => ({ default: module.ResultsScreen })),
);

const TextsScreen = lazy(() =>
  import('../features/questionnaires/TextsScreen.tsx').then((module) => ({ default: module.TextsScreen })),
);

const DesignerScreen = lazy(() =>
  import('../features/questionnaires/designer/DesignerScreen.tsx').then((module) => ({
    default: module.DesignerScreen,
  })),
);

// The guide carries its pages and screenshots: loaded only when a leader opens it.
const GuideScreen = lazy(() =>
  import('../features/guide/GuideScreen.tsx').then((module) => ({ default: module.GuideScreen })),
);

// The calculator page computes with the statistics package: loaded only when a leader opens it.
const PlanningScreen = lazy(() =>
  import('../features/planning/PlanningScreen.tsx').then((module) => ({ default: module.PlanningScreen })),
);

// A publication's time slots and bookings: loaded only when a leader opens them.
const SlotsScreen = lazy(() =>
  import('../features/slots/SlotsScreen.tsx').then((module) => ({ default: module.SlotsScreen })),
);

// A publication's invitations by email: loaded only when a leader opens them.
const InvitationsScreen = lazy(() =>
  import('../features/invitations/InvitationsScreen.tsx').then((module) => ({ default: module.InvitationsScreen })),
);

const ProductsScreen = lazy(() =>
  import('../features/products/ProductsScreen.tsx').then((module) => ({ default: module.ProductsScreen })),
);

// A product's page draws its control chart with Observable Plot: loaded only when a leader opens one.
const ProductScreen = lazy(() =>
  import('../features/products/ProductScreen.tsx').then((module) => ({ default: module.ProductScreen })),
);

// A publication's rewards and consent: loaded only when a leader opens them.
const RewardsScreen = lazy(() =>
  import('../features/rewards/RewardsScreen.tsx').then((module) => ({ default: module.RewardsScreen })),
);

// A training publication's targets: loaded only when a leader opens them.
const TargetsScreen = lazy(() =>
  import('../features/training/TargetsScreen.tsx').then((module) => ({ default: module.TargetsScreen })),
);

const PanelScreen = lazy(() =>
  import('../features/panel/PanelScreen.tsx').then((module) => ({ default: module.PanelScreen })),
);

// A judge's record draws its charts with Observable Plot: loaded only when a leader opens one.
const JudgeRecordScreen = lazy(() =>
  import('../features/panel/JudgeRecordScreen.tsx').then((module) => ({ default: module.JudgeRecordScreen })),
);

const SCREENS = {
  questionnaires: QuestionnairesScreen,
  texts: TextsScreen,
  designer: DesignerScreen,
  publications: PublicationsScreen,
  plan: ServingPlanScreen,
  links: LinksScreen,
  results: ResultsScreen,
  monitor: MonitorScreen,
  invitations: InvitationsScreen,
  slots: SlotsScreen,
  audit: AuditScreen,
  members: MembersScreen,
  account: AccountScreen,
  messages: MessagesScreen,
  portal: PortalScreen,
  publish: PublishScreen,
  guide: GuideScreen,
  planning: PlanningScreen,
  panel: PanelScreen,
  record: JudgeRecordScreen,
  rewards: RewardsScreen,
  targets: TargetsScreen,
  products: ProductsScreen,
  product: ProductScreen,
};

function Screen({ kind }: { kind: keyof typeof SCREENS }) {
  const { onSignOut } = useLeaderSession();
  const Shown = SCREENS[kind];
  return (
    <Suspense fallback={null}>
      <Shown onSignedOut={onSignOut} />
    </Suspense>
  );
}

/** The console's routes under /console/; a leader who is not signed in sees the sign-in on any of them but the guide. */
export function ConsoleApp() {
  const [session, setSession] = useState<LeaderSession | null>(readSession);
  const signOut = useCallback(() => {
    saveSession(null);
    setSession(null);
  }, []);
  const [router] = useState(() =>
    createBrowserRouter(
      [
        {
          path: '/',
          element: <Frame />,
          children: [
            { index: true, element: <Screen kind="questionnaires" /> },
            { path: 'publications', element: <Screen kind="publications" /> },
            { path: 'publications/:id/plan', element: <Screen kind="plan" /> },
            { path: 'publications/:id/links', element: <Screen kind="links" /> },
            { path: 'publications/:id/results', element: <Screen kind="results" /> },
            { path: 'publications/:id/monitor', element: <Screen kind="monitor" /> },
            { path: 'publications/:id/invitations', element: <Screen kind="invitations" /> },
            { path: 'publications/:id/slots', element: <Screen kind="slots" /> },
            { path: 'audit', element: <Screen kind="audit" /> },
            { path: 'members', element: <Screen kind="members" /> },
            { path: 'panel', element: <Screen kind="panel" /> },
            { path: 'panel/:id', element: <Screen kind="record" /> },
            { path: 'publications/:id/rewards', element: <Screen kind="rewards" /> },
            { path: 'publications/:id/targets', element: <Screen kind="targets" /> },
            { path: 'products', element: <Screen kind="products" /> },
            { path: 'products/:id', element: <Screen kind="product" /> },
            { path: 'account', element: <Screen kind="account" /> },
            { path: 'messages', element: <Screen kind="messages" /> },
            { path: 'portal', element: <Screen kind="portal" /> },
            { path: 'planning', element: <Screen kind="planning" /> },
            { path: 'questionnaires/:id/publish', element: <Screen kind="publish" /> },
            { path: 'questionnaires/:id/texts', element: <Screen kind="texts" /> },
            { path: 'questionnaires/:id/design', element: <Screen kind="designer" /> },
            { path: 'guide', element: <Screen kind="guide" /> },
            { path: 'guide/:page', element: <Screen kind="guide" /> },
          ],
        },
      ],
      { basename: '/console' },
    ),
  );
  // Stable while the session is: the screens' loads depend on onSignOut and must not run again.
  const state = useMemo<SessionState>(
    () => ({
      session,
      onSignedIn: (signedIn) => {
        saveSession(signedIn);
        setSession(signedIn);
      },
      onSignOut: signOut,
    }),
    [session, signOut],
  );
  return (
    <SessionContext.Provider value={state}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  );
}
