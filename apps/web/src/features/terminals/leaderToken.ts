import { createLocalStore, isRecord } from '../../lib/localStore.ts';

/**
 * The token of the member logged in on this browser (spec: fzj_user). Logging in is
 * another screen's job; this screen only needs the token to act as a panel leader.
 */
const userStore = createLocalStore<{ token: string }>('fzj_user', (value) =>
  isRecord(value) && typeof value.token === 'string' && value.token !== '' ? { token: value.token } : null,
);

export const useLeaderToken = (): string | null => userStore.use()?.token ?? null;
