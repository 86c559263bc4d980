import { createLocalStore } from './localStore.ts';

/** The logged-in member (spec section 3: name, account {code, guid}, roles, token). */
export interface StoredUser {
  name: string;
  account: { code: string; guid: string };
  roles: string[];
  token: string;
}

export const USER_STORAGE_KEY = 'fzj_user';

function parse(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, account, roles, token } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || typeof account !== 'object' || account === null) return null;
  const { code, guid } = account as Record<string, unknown>;
  if (typeof code !== 'string' || typeof guid !== 'string') return null;
  return {
    name: typeof name === 'string' ? name : '',
    account: { code, guid },
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    token,
  };
}

const store = createLocalStore(USER_STORAGE_KEY, parse);

export const readUser = store.read;
export const useStoredUser = store.use;

export function saveUser(user: StoredUser): void {
  store.write(user);
}

/** Keeps a refreshed token; without a logged-in member there is nothing to refresh. */
export function saveUserToken(token: string): void {
  const user = readUser();
  if (user && user.token !== token) store.write({ ...user, token });
}

export function clearUser(): void {
  store.write(null);
}

/** The host's copy, taken where this browser lost its own (cleared site data). */
export const restoreUser = store.restore;
