import { useMemo } from 'react';
import { entryOfSession, useOffline, type OfflineState } from '../../lib/offlineStore.ts';
import { offlineRun } from './offlineRun.ts';
import type { SessionParams } from '../../lib/routeOptions.ts';
import { NO_PARAMS, onlineRun, type RunSource } from './runSource.ts';

export type RunSourceKind = 'online' | 'offline';

/** The download on this device while the app is offline and has one for this run; the server otherwise. */
export function runSourceKind(state: OfflineState, sessionId: string): RunSourceKind {
  return state.mode === 'offline' && entryOfSession(state, sessionId) !== null ? 'offline' : 'online';
}

/** The run a session screen works with, chosen by runSourceKind; a leader's simulation is always the server's. */
export function useRunSource(sessionId: string, asLeader = false, params: SessionParams = NO_PARAMS): RunSource {
  const kind = runSourceKind(useOffline(), sessionId);
  return useMemo(
    () => (kind === 'offline' && !asLeader ? offlineRun(sessionId) : onlineRun(sessionId, asLeader, params)),
    [kind, sessionId, asLeader, params],
  );
}
