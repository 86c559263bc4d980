import { lazy } from 'react';

/**
 * Screens loaded when first shown: a judge on a phone downloads the questionnaire list and
 * the session, and none of the leaders' screens, the booth set-up or the shell's pages.
 */
export const LoginScreen = lazy(() =>
  import('../features/login/LoginScreen.tsx').then((module) => ({ default: module.LoginScreen })),
);
export const AccountScreen = lazy(() =>
  import('../features/account/AccountScreen.tsx').then((module) => ({ default: module.AccountScreen })),
);
export const SettingsScreen = lazy(() =>
  import('../features/account/SettingsScreen.tsx').then((module) => ({ default: module.SettingsScreen })),
);
export const SimulationList = lazy(() =>
  import('../features/preview/SimulationList.tsx').then((module) => ({ default: module.SimulationList })),
);
export const SimulationScreen = lazy(() =>
  import('../features/preview/SimulationScreen.tsx').then((module) => ({ default: module.SimulationScreen })),
);
export const DefinitionPreviewScreen = lazy(() =>
  import('../features/preview/DefinitionPreviewScreen.tsx').then((module) => ({
    default: module.DefinitionPreviewScreen,
  })),
);
export const DeviceScreen = lazy(() =>
  import('../features/terminals/DeviceScreen.tsx').then((module) => ({ default: module.DeviceScreen })),
);
export const ShellRouteScreen = lazy(() =>
  import('../features/shell/ShellRoutes.tsx').then((module) => ({ default: module.ShellRouteScreen })),
);

/** Fetched ahead while a judge reads the questionnaire list (QuestionnaireList). */
export const SessionScreen = lazy(() =>
  import('../features/session/SessionScreen.tsx').then((module) => ({ default: module.SessionScreen })),
);

/** The judge's booked sessions: fetched only by a judge who books one. */
export const BookingScreen = lazy(() =>
  import('../features/booking/BookingScreen.tsx').then((module) => ({ default: module.BookingScreen })),
);

/** An invitation's personal link: fetched only by a judge who follows one. */
export const InviteScreen = lazy(() =>
  import('../features/links/InviteScreen.tsx').then((module) => ({ default: module.InviteScreen })),
);
