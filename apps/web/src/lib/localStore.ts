import { useSyncExternalStore } from 'react';

/** Told of every write of every store, by key: how a desktop host keeps its copy (null: removed). */
export type StorageMirror = (key: string, raw: string | null) => void;

let mirror: StorageMirror | null = null;

export function mirrorStorageWrites(to: StorageMirror): void {
  mirror = to;
}

/** A JSON value kept under one local storage key, readable from React and from plain code. */
export interface LocalStore<T> {
  read(): T | null;
  write(value: T | null): void;
  /** Writes a value kept elsewhere (a host's copy) when storage has none and it is one. */
  restore(value: unknown): void;
  use(): T | null;
}

/**
 * Falls back to a copy in memory when the browser refuses storage (private modes, full
 * quota), so a booth keeps working for the page's lifetime. `parse` turns stored text
 * into a value, or null when it is not one; the same object is returned for as long as
 * storage holds the same text.
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

  function read(): T | null {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        cachedValue = raw === null ? null : parse(JSON.parse(raw));
      } catch {
        cachedValue = null;
      }
    }
    return cachedValue;
  }

  function write(value: T | null): void {
    const raw = value === null ? null : JSON.stringify(value);
    if (raw === readRaw()) return;
    memoryCopy = raw;
    try {
      if (raw === null) localStorage.removeItem(key);
      else localStorage.setItem(key, raw);
    } catch {
      // The memory copy carries on for this page's lifetime.
    }
    mirror?.(key, raw);
    for (const listener of listeners) listener();
  }

  function restore(value: unknown): void {
    if (read() !== null || value === null || value === undefined) return;
    const parsed = parse(value);
    if (parsed !== null) write(parsed);
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab of the same browser may change it.
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  }

  return { read, write, restore, use: () => useSyncExternalStore(subscribe, read) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
