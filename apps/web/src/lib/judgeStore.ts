import { useSyncExternalStore } from 'react';

/** The judge this browser answers as, kept under the spec's local storage key. */
export interface StoredJudge {
  /** Empty for a judge who answers without identification. */
  name: string;
  token: string;
  pub?: string;
  link?: string;
}

export const JUDGE_STORAGE_KEY = 'fzj_judge';

const listeners = new Set<() => void>();
/** Used when the browser refuses storage (private modes, full quota) so the run still works. */
let memoryCopy: string | null = null;
let cachedRaw: string | null = null;
let cachedJudge: StoredJudge | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(JUDGE_STORAGE_KEY);
  } catch {
    return memoryCopy;
  }
}

function writeRaw(raw: string | null): void {
  memoryCopy = raw;
  try {
    if (raw === null) localStorage.removeItem(JUDGE_STORAGE_KEY);
    else localStorage.setItem(JUDGE_STORAGE_KEY, raw);
  } catch {
    // The memory copy carries on for this page's lifetime.
  }
  for (const listener of listeners) listener();
}

function parse(raw: string | null): StoredJudge | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, token, pub, link } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '') return null;
    return {
      name: typeof name === 'string' ? name : '',
      token,
      ...(typeof pub === 'string' ? { pub } : {}),
      ...(typeof link === 'string' ? { link } : {}),
    };
  } catch {
    return null;
  }
}

/** The stored judge, the same object for as long as storage holds the same text. */
export function readJudge(): StoredJudge | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedJudge = parse(raw);
  }
  return cachedJudge;
}

/** Keeps a token the server handed out, creating an anonymous judge when there is none. */
export function saveJudgeToken(token: string): void {
  const judge = readJudge();
  if (judge?.token === token) return;
  writeRaw(JSON.stringify({ ...(judge ?? { name: '' }), token }));
}

export function clearJudge(): void {
  if (readRaw() !== null) writeRaw(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same booth browser may start or end the judge's session.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useStoredJudge(): StoredJudge | null {
  return useSyncExternalStore(subscribe, readJudge);
}
