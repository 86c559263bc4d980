import { useMemo } from 'react';
import { entryOfSession, useOffline } from '../../lib/offlineStore.ts';
import { offlineRun } from './offlineRun.ts';
import { onlineRun, type RunSource } from './runSource.ts';

/** The run a session screen works with: the download on this device while the app is offline, the server otherwise. */
export function useRunSource(sessionId: string): RunSource {
  const state = useOffline();
  const fromDownload = state.mode === 'offline' && entryOfSession(state, sessionId) !== null;
  return useMemo(() => (fromDownload ? offlineRun(sessionId) : onlineRun(sessionId)), [fromDownload, sessionId]);
}
