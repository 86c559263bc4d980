import { JUDGE_STORAGE_KEY, readJudge, restoreJudge } from '../judgeStore.ts';
import { mirrorStorageWrites } from '../localStore.ts';
import { adoptNewerOffline } from '../offlineStore.ts';
import { TERM_STORAGE_KEY, restoreTerminal } from '../termStore.ts';
import { USER_STORAGE_KEY, restoreUser } from '../userStore.ts';
import { setHostState, tellHost } from './host.ts';
import type { HostWindow } from './hostBridge.ts';

/**
 * Reaches the host at start (a wrapper tag is in the address): the terminal, the judge and
 * the member it keeps come back where this browser lost them (cleared site data), and its
 * copy of the offline downloads where it is newer; from then on every stored value is
 * mirrored to it. Never rejects: a host that does not answer within
 * 1,600 ms leaves the state `failed`, which shows the startup-failure dialog.
 */
export async function connectHost(scope: HostWindow = window as unknown as HostWindow): Promise<void> {
  // The bridge itself loads only in a host.
  const { HostBridge, transportFor } = await import('./hostBridge.ts');
  const bridge = new HostBridge(transportFor(scope));
  setHostState('connecting', bridge);
  try {
    const { term } = await bridge.startupRequest('TermLoad', {});
    const [{ judge }, { user }] = await Promise.all([bridge.request('JudgeLoad', {}), bridge.request('UserLoad', {})]);
    restoreTerminal(term);
    restoreJudge(judge);
    restoreUser(user);
    const asking = readJudge();
    const { offline } = await bridge.request('LoadOfflineData', {
      user: { id: asking?.name ?? '', token: asking?.token ?? '' },
    });
    if (offline !== null) adoptNewerOffline(JSON.parse(offline));
  } catch {
    setHostState('failed', bridge);
    return;
  }
  setHostState('ready', bridge);
  mirrorStorageWrites(mirrorToHost);
}

function mirrorToHost(key: string, raw: string | null): void {
  const value: unknown = raw === null ? null : JSON.parse(raw);
  switch (key) {
    case TERM_STORAGE_KEY:
      if (value === null) tellHost('TermClear', {});
      else tellHost('TermSave', { term: value });
      return;
    case JUDGE_STORAGE_KEY:
      if (value === null) tellHost('JudgeClear', {});
      else tellHost('JudgeSave', { judge: value });
      return;
    case USER_STORAGE_KEY:
      if (value === null) tellHost('UserClear', {});
      else tellHost('UserSave', { user: value });
      return;
    default:
      if (raw === null) tellHost('StorageRemoveItem', { key });
      else tellHost('StorageSetItem', { key, value: raw });
  }
}
