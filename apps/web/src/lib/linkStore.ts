import { createLocalStore, isRecord } from './localStore.ts';

/** A visited global link: when (seconds since the epoch) and the individual code it gave. */
export interface StoredLink {
  ts: number;
  cd: string;
}

export const LINKS_STORAGE_KEY = 'fzj_links';

const store = createLocalStore<Record<string, StoredLink>>(LINKS_STORAGE_KEY, (value) => {
  if (!isRecord(value)) return null;
  const links: Record<string, StoredLink> = {};
  for (const [global, entry] of Object.entries(value)) {
    if (isRecord(entry) && typeof entry.ts === 'number' && typeof entry.cd === 'string') {
      links[global] = { ts: entry.ts, cd: entry.cd };
    }
  }
  return links;
});

/** The individual code this browser got from a global link, if any. */
export function storedLinkOf(globalCode: string): StoredLink | null {
  return store.read()?.[globalCode] ?? null;
}

export function rememberLink(globalCode: string, individualCode: string, nowMs: number): void {
  store.write({ ...store.read(), [globalCode]: { ts: Math.floor(nowMs / 1000), cd: individualCode } });
}
