import { createLocalStore, isRecord } from './localStore.ts';

/** The judge this browser answers as, kept under the spec's local storage key. */
export interface StoredJudge {
  /** Empty for a judge who answers without identification. */
  name: string;
  token: string;
  pub?: string;
  link?: string;
}

export const JUDGE_STORAGE_KEY = 'fzj_judge';

const store = createLocalStore<StoredJudge>(JUDGE_STORAGE_KEY, (value) => {
  if (!isRecord(value)) return null;
  const { name, token, pub, link } = value;
  if (typeof token !== 'string' || token === '') return null;
  return {
    name: typeof name === 'string' ? name : '',
    token,
    ...(typeof pub === 'string' ? { pub } : {}),
    ...(typeof link === 'string' ? { link } : {}),
  };
});

/** The stored judge, the same object for as long as storage holds the same text. */
export const readJudge = store.read;

/** Keeps a token the server handed out, creating an anonymous judge when there is none. */
export function saveJudgeToken(token: string): void {
  const judge = readJudge();
  if (judge?.token === token) return;
  store.write({ ...(judge ?? { name: '' }), token });
}

/** Replaces the stored judge: a new judge starts with nothing of the previous one. */
export function saveJudge(judge: StoredJudge): void {
  store.write(judge);
}

export function clearJudge(): void {
  store.write(null);
}

export const useStoredJudge = store.use;

/** The host's copy, taken where this browser lost its own (cleared site data). */
export const restoreJudge = store.restore;
