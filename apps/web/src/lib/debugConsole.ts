import { createLocalStore, isRecord } from './localStore.ts';
import { useStoredUser, type StoredUser } from './userStore.ts';

/** The debug console's settings (spec section 3: debug (services)), kept on this device. */
export interface ConsoleSettings {
  /** Show the server's own message and data of a failed service call in the error dialog. */
  services: boolean;
}

export const CONSOLE_STORAGE_KEY = 'fzj_console';

const DEFAULT_CONSOLE: ConsoleSettings = { services: true };

const store = createLocalStore<ConsoleSettings>(CONSOLE_STORAGE_KEY, (value) =>
  isRecord(value) ? { services: value.services !== false } : null,
);

export function readConsoleSettings(): ConsoleSettings {
  return store.read() ?? DEFAULT_CONSOLE;
}

export function saveConsoleSettings(settings: ConsoleSettings): void {
  store.write(settings);
}

export function useConsoleSettings(): ConsoleSettings {
  return store.use() ?? DEFAULT_CONSOLE;
}

/** Spec section 6: the server adds the role `debug` to a member whose account allows debugging. */
export function isDebugAllowed(user: StoredUser | null): boolean {
  return user?.roles.includes('debug') === true;
}

/**
 * Debug details are shown only when the address asks for them (`debug` in the options
 * segment), the logged-in member is allowed them (debugAllowed), and the console's
 * `services` setting is on: a judge cannot see the server's inner messages by typing an address.
 */
export function isDebugShown(addressDebug: boolean, user: StoredUser | null, settings: ConsoleSettings): boolean {
  return addressDebug && isDebugAllowed(user) && settings.services;
}

export function useDebugShown(addressDebug: boolean): boolean {
  return isDebugShown(addressDebug, useStoredUser(), useConsoleSettings());
}
