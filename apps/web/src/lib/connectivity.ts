import { useSyncExternalStore } from 'react';
import { CallError, ErrorCode } from '@palate/protocol';
import { NetworkError } from './errors.ts';

/** What the header's connectivity icon shows (spec section 1). */
export type Connectivity = 'online' | 'offline' | 'database' | 'http';

/**
 * The connectivity a failed call reveals: a network error is offline; the server's
 * database code (50110, sent when the database cannot be reached) is database; a server
 * fault or an answer that is not the protocol's (90500, 50002) is http. Any other code
 * is an ordinary refusal from a working server, so the app is online.
 */
export function connectivityOfFailure(error: unknown): Connectivity {
  if (error instanceof NetworkError) return 'offline';
  if (error instanceof CallError) {
    if (error.code === ErrorCode.databaseConnect) return 'database';
    if (error.code === ErrorCode.internalError || error.code === ErrorCode.unexpectedResponse) return 'http';
    return 'online';
  }
  return 'http';
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Connectivity = typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online';

/** Recorded by the API client after every call; read by the header through useSyncExternalStore. */
export function reportConnectivity(state: Connectivity): void {
  if (state === current) return;
  current = state;
  for (const listener of listeners) listener();
}

export function currentConnectivity(): Connectivity {
  return current;
}

export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connectivity, following every change (the header's icon, the list's reload when back online). */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, currentConnectivity);
}
