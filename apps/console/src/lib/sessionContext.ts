import { createContext, useContext } from 'react';
import type { LeaderSession } from './session.ts';

export interface SessionState {
  session: LeaderSession | null;
  onSignedIn: (session: LeaderSession) => void;
  onSignOut: () => void;
}

/** The signed-in leader, for the screens the router shows. */
export const SessionContext = createContext<SessionState | null>(null);

export function useLeaderSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useLeaderSession outside the console app');
  return state;
}
