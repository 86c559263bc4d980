import { useSyncExternalStore } from 'react';

export interface LocalStore<T> {
  /** The stored value, the same object for as long as storage holds the same text. */
  read(): T | null;
  write(value: T | null): void;
  use(): T | null;
}

/**
 * One JSON value under a local storage key, shared by every component and by other tabs.
 * A memory copy stands in when the browser refuses storage (private modes, full quota).
 */
export function createLocalStore<T>(key: string, parse: (value: unknown) => T | null): LocalStore<T> {
  const listeners = new Set<() => void>();
  let memoryCopy: string | null = null;
  let cachedRaw: string | null = null;
  let cachedValue: T | null = null;

  function readRaw(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return memoryCopy;
    }
  }

  function writeRaw(raw: string | null): void {
    memoryCopy = raw;
    try {
      if (raw === null) localStorage.removeItem(key);
      else localStorage.setItem(key, raw);
    } catch {
      // The memory copy carries on for this page's lifetime.
    }
    for (const listener of listeners) listener();
  }

  function read(): T | null {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = null;
      if (raw !== null) {
        try {
          cachedValue = parse(JSON.parse(raw));
        } catch {
          cachedValue = null;
        }
      }
    }
    return cachedValue;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab of the same browser may start or end the session.
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  }

  return {
    read,
    write: (value) => {
      if (value === null && readRaw() === null) return;
      writeRaw(value === null ? null : JSON.stringify(value));
    },
    use: () => useSyncExternalStore(subscribe, read),
  };
}
