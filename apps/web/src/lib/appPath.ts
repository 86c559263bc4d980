import type { Language } from '@palate/engine';
import { matchLanguage, normaliseLanguage, DEFAULT_LANGUAGE } from './routeOptions.ts';

/** The optional `{options}/{lang}` segments in front of every route. */
export interface AppPrefix {
  /** The options segment as written, so that links carry it on unchanged; null when absent. */
  options: string | null;
  /** The language segment, normalised; null when absent. */
  lang: Language | null;
}

/** The routes this client shows; every other address redirects to home. */
export type AppRoute = { name: 'home' } | { name: 'session'; id: string; params: string | null } | ShellRoute;

/** The routes of spec section 2 beyond home and the session (links, upload, preview and the shell's pages). */
export type ShellRoute =
  /** to/{link}: a global link. */
  | { name: 'link'; link: string }
  /** my/{link}: an individual link (the judge token comes in the query). */
  | { name: 'linkUser'; link: string }
  /** off/{link}: a link that failed (judge and linkError come in the query). */
  | { name: 'linkUserOff'; link: string }
  /** invite/{token}: an invitation's personal link, opened as its judge (Palate's own). */
  | { name: 'invite'; token: string }
  /** book and book/{publication}: the judge's booked sessions (Palate's own). */
  | { name: 'book'; publication: string | null }
  /** up/{block}: goes home with upload={block}. */
  | { name: 'upload'; block: string }
  /** my/{link}/{id} and my/{link}/{id}/{params}: a session reached through a link. */
  | { name: 'sessionLink'; link: string; id: string; params: string | null }
  | { name: 'preview'; id: string; params: string }
  /** pvq: Palate's own, the console's live preview of a definition being edited (framed by the console). */
  | { name: 'definitionPreview' }
  | { name: 'connect' }
  | { name: 'webview2' }
  | { name: 'about' }
  | { name: 'legal' }
  | { name: 'login' }
  | { name: 'settings' }
  | { name: 'account' };

export interface ParsedAppPath {
  prefix: AppPrefix;
  /** Null for the empty route and for any address that is not a route: both go home. */
  route: AppRoute | null;
}

/**
 * The first segment of every route in the spec, including those this client does not
 * show yet, so that none of them is ever taken for an options or language segment.
 */
const ROUTE_WORDS = new Set([
  'home',
  'to',
  'my',
  'off',
  'invite',
  'book',
  'up',
  'sess',
  'pvw',
  'login',
  'settings',
  'account',
  'connect',
  'webview2',
  'about',
  'legal',
  'pvq',
]);

const MAX_PREFIX_SEGMENTS = 2;

/**
 * Splits an address into its prefix and route. The route starts at the first route word
 * among the first three segments; what comes before it is the prefix. A lone prefix
 * segment is the language when it names one (`/fr/home`) and the options otherwise
 * (`/acme/home`, as in the spec's `/{account}/my/{link}`); two are options then language.
 * Without a route word, up to two leading segments are kept as the prefix, so `/acme/fr`
 * and `/acme/fr/nowhere` both lead to `/acme/fr/home`.
 */
export function parseAppPath(pathname: string): ParsedAppPath {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  const routeStart = segments.slice(0, MAX_PREFIX_SEGMENTS + 1).findIndex((segment) => ROUTE_WORDS.has(segment));
  const split = routeStart === -1 ? Math.min(segments.length, MAX_PREFIX_SEGMENTS) : routeStart;
  return { prefix: toPrefix(segments.slice(0, split)), route: toRoute(segments.slice(split)) };
}

function toPrefix(segments: string[]): AppPrefix {
  const [first, second] = segments;
  if (first === undefined) return { options: null, lang: null };
  if (second === undefined) {
    const lang = matchLanguage(first);
    return lang ? { options: null, lang } : { options: first, lang: null };
  }
  // `/ja/nowhere`: a language followed by something that is not one is the language alone.
  if (matchLanguage(first) && !matchLanguage(second)) return { options: null, lang: matchLanguage(first) };
  return { options: first, lang: normaliseLanguage(second) };
}

function toRoute(segments: string[]): AppRoute | null {
  const [name, id, params, ...rest] = segments;
  if (name === 'home' && id === undefined) return { name: 'home' };
  if (name === 'sess' && id !== undefined && rest.length === 0) return { name: 'session', id, params: params ?? null };
  return toShellRoute(segments);
}

const PAGE_ROUTES = ['connect', 'webview2', 'about', 'legal', 'login', 'settings', 'account'] as const;

function toShellRoute(segments: string[]): ShellRoute | null {
  const [name, first, second, third, ...rest] = segments;
  if (rest.length > 0 || name === undefined) return null;
  const page = PAGE_ROUTES.find((route) => route === name);
  if (page && first === undefined) return { name: page };
  if (name === 'pvq' && first === undefined) return { name: 'definitionPreview' };
  if (name === 'book' && second === undefined) return { name: 'book', publication: first ?? null };
  if (first === undefined) return null;
  if (second === undefined) {
    if (name === 'to') return { name: 'link', link: first };
    if (name === 'my') return { name: 'linkUser', link: first };
    if (name === 'off') return { name: 'linkUserOff', link: first };
    if (name === 'invite') return { name: 'invite', token: first };
    if (name === 'up') return { name: 'upload', block: first };
    return null;
  }
  if (name === 'my') return { name: 'sessionLink', link: first, id: second, params: third ?? null };
  if (name === 'pvw' && third === undefined) return { name: 'preview', id: first, params: second };
  return null;
}

/** The leaders' simulations (account?simulations). */
export function simulationsHref(prefix: AppPrefix): string {
  return `${appPath(prefix, { name: 'account' })}?simulations`;
}

/** The address of a route under a prefix; the options segment always comes with a language. */
export function appPath(prefix: AppPrefix, route: AppRoute): string {
  const segments: string[] = [];
  if (prefix.options !== null) segments.push(prefix.options, prefix.lang ?? DEFAULT_LANGUAGE);
  else if (prefix.lang !== null) segments.push(prefix.lang);
  switch (route.name) {
    case 'home':
      segments.push('home');
      break;
    case 'session':
      segments.push('sess', route.id);
      if (route.params !== null) segments.push(route.params);
      break;
    default:
      segments.push(...shellRouteSegments(route));
  }
  return '/' + segments.map(encodeSegment).join('/');
}

function shellRouteSegments(route: ShellRoute): string[] {
  switch (route.name) {
    case 'link':
      return ['to', route.link];
    case 'linkUser':
      return ['my', route.link];
    case 'linkUserOff':
      return ['off', route.link];
    case 'invite':
      return ['invite', route.token];
    case 'book':
      return route.publication === null ? ['book'] : ['book', route.publication];
    case 'upload':
      return ['up', route.block];
    case 'sessionLink':
      return ['my', route.link, route.id, ...(route.params === null ? [] : [route.params])];
    case 'preview':
      return ['pvw', route.id, route.params];
    case 'definitionPreview':
      return ['pvq'];
    default:
      return [route.name];
  }
}

/** The language the app speaks under a prefix. */
export function prefixLanguage(prefix: AppPrefix): Language {
  return prefix.lang ?? DEFAULT_LANGUAGE;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `+` joins session params and is legal in a path, so it stays readable. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replaceAll('%2B', '+');
}

/**
 * History state of a visit to home after the server ended the judge's session (1100 or
 * 1101), so that the welcome can say why the judge is back there.
 */
export interface SignedOutState {
  signedOutBy: number;
}

export function signedOutBy(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const code = (state as Partial<SignedOutState>).signedOutBy;
  return typeof code === 'number' ? code : null;
}

/**
 * History state of a visit to login from a route that needs a member (settings), so that
 * a successful login goes back there.
 */
export interface LoginTargetState {
  returnTo: string;
}

export function loginReturnTo(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const target = (state as Partial<LoginTargetState>).returnTo;
  // Only a path of this app: never an address elsewhere.
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : null;
}
