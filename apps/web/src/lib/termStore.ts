import { createLocalStore, isRecord } from './localStore.ts';

/** The booth terminal this browser is, set once by a leader (spec: fzj_term, name and token). */
export interface StoredTerminal {
  name: string;
  token: string;
}

export const TERM_STORAGE_KEY = 'fzj_term';

const store = createLocalStore<StoredTerminal>(TERM_STORAGE_KEY, (value) => {
  if (!isRecord(value)) return null;
  const { name, token } = value;
  return typeof name === 'string' && typeof token === 'string' && token !== '' ? { name, token } : null;
});

export const readTerminal = store.read;
export const saveTerminal = (terminal: StoredTerminal) => store.write(terminal);
export const clearTerminal = () => store.write(null);
export const useStoredTerminal = store.use;

/** The host's copy, taken where this browser lost its own (cleared site data). */
export const restoreTerminal = store.restore;
