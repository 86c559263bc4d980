import { createLocalStore } from './localStore.ts';

/** The judge this browser answers as, kept under the spec's local storage key. */
export interface StoredJudge {
  /** Empty for a judge who answers without identification. */
  name: string;
  token: string;
  pub?: string;
  link?: string;
}

export const JUDGE_STORAGE_KEY = 'fzj_judge';

function parse(value: unknown): StoredJudge | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, token, pub, link } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  return {
    name: typeof name === 'string' ? name : '',
    token,
    ...(typeof pub === 'string' ? { pub } : {}),
    ...(typeof link === 'string' ? { link } : {}),
  };
}

const store = createLocalStore(JUDGE_STORAGE_KEY, parse);

/** The stored judge, the same object for as long as storage holds the same text. */
export const readJudge = store.read;

/** Keeps a token the server handed out, creating an anonymous judge when there is none. */
export function saveJudgeToken(token: string): void {
  const judge = readJudge();
  if (judge?.token === token) return;
  store.write({ ...(judge ?? { name: '' }), token });
}

export function clearJudge(): void {
  store.write(null);
}

export const useStoredJudge = store.use;
