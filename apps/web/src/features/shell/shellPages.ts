import type { AppRoute } from '../../lib/appPath.ts';

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
