import { useSyncExternalStore } from 'react';
import { CallError, ErrorCode, type HostAction, type HostReply, type HostRequests } from '@palate/protocol';
import type { HostBridge } from './hostBridge.ts';

/**
 * The client's one door to the desktop or Android host (spec sections 6 and 7). The bridge
 * itself loads only in a host (connectHost.ts); outside one, every host-only action is
 * refused with 50005 and nothing pretends to have worked.
 */
export type HostState = 'none' | 'connecting' | 'ready' | 'failed';

let bridge: HostBridge | null = null;
let state: HostState = 'none';
const listeners = new Set<() => void>();

export function setHostState(next: HostState, connected: HostBridge | null = bridge): void {
  bridge = connected;
  state = next;
  for (const listener of listeners) listener();
}

/** Whether the page runs inside a host that answers (or is still being reached). */
export function inHost(): boolean {
  return bridge !== null && state !== 'failed';
}

export function useHostState(): HostState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

export function hostRequest<A extends HostAction>(action: A, data: HostRequests[A]): Promise<HostReply<A>> {
  if (bridge === null || state === 'failed') {
    return Promise.reject(
      new CallError(ErrorCode.actionOnlyFromApplication, `${action}: action not allowed outside the application.`),
    );
  }
  return bridge.request(action, data);
}

/** Tells the host, when there is one, without waiting: a failure is the host's to report. */
export function tellHost<A extends HostAction>(action: A, data: HostRequests[A]): void {
  if (inHost()) hostRequest(action, data).catch(() => undefined);
}
