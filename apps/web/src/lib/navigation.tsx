import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The judges' app's router: the History API behind a React context, a few hundred bytes where
 * React Router weighed 20 KB on the first screens. The app has one catch-all route
 * (parseAppPath splits the address), so all it needs is the address, moves, links and the
 * query. History entries keep React Router's shape ({ usr, key, idx }), so that the back
 * button's "is there an entry of ours before this one" (idx) reads the same.
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the move that led here carried (navigate's `state`); null when none. */
  state: unknown;
  /** Tells one history entry from another, even at the same address. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** An address, or a number of history entries to move (-1: back). */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function entryState(): EntryState | null {
  const state = window.history.state as Partial<EntryState> | null;
  return state && typeof state.idx === 'number' && typeof state.key === 'string'
    ? { usr: state.usr ?? null, key: state.key, idx: state.idx }
    : null;
}

function readLocation(): AppLocation {
  const entry = entryState();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

const listeners = new Set<() => void>();

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Moves within the app: a new history entry (or the current one replaced), then every reader told. */
export function navigateTo(to: string | number, { replace = false, state = null }: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const index = entryState()?.idx ?? 0;
  const entry: EntryState = { usr: state, key: newKey(), idx: replace ? index : index + 1 };
  const url = new URL(to, window.location.href);
  if (replace) window.history.replaceState(entry, '', url);
  else window.history.pushState(entry, '', url);
  for (const listener of listeners) listener();
}

const LocationContext = createContext<AppLocation | null>(null);

/** Holds the address for everything under it; a move renders as a transition, so the screen on show stays until the next is ready. */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => {
    // The first entry numbered, as React Router numbers it.
    if (entryState() === null) window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '');
    return readLocation();
  });
  useEffect(() => {
    const update = () => startTransition(() => setLocation(readLocation()));
    listeners.add(update);
    window.addEventListener('popstate', update);
    // A child's effect (a redirect) runs before this one, and may have moved already.
    update();
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return <LocationContext value={location}>{children}</LocationContext>;
}

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (location === null) throw new Error('useLocation outside NavigationProvider');
  return location;
}

export function useNavigate(): NavigateFunction {
  return navigateTo;
}

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a way to change it (the path stays). */
export function useSearchParams(): [URLSearchParams, (update: SearchUpdate, options?: NavigateOptions) => void] {
  const { pathname, search, hash } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (update: SearchUpdate, options?: NavigateOptions) => {
      const next = typeof update === 'function' ? update(new URLSearchParams(search)) : update;
      const query = next.toString();
      navigateTo(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
    },
    [pathname, search, hash],
  );
  return [params, setParams];
}

/** Moves as soon as it is drawn (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigateTo(to, { replace, state }), [to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Leave the app for the address (another app on the same server) rather than move within it. */
  reloadDocument?: boolean;
}

/** A link that moves within the app; a click with a modifier key (new tab, new window) stays the browser's. */
export function Link({ to, reloadDocument = false, onClick, ...props }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || reloadDocument || modified || props.target) return;
    event.preventDefault();
    navigateTo(to);
  };
  return <a {...props} href={to} onClick={follow} />;
}
