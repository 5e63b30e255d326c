import { createContext, useContext } from 'react';
import type { Session } from './session.ts';

// Only the account areas need these, so they stay out of the code every public page loads.

/** The session a guard has checked, for the pages inside it. */
export const SignedInContext = createContext<Session | null>(null);

/** The signed-in user of a guarded page; only pages inside a RequireSession guard may call it. */
export function useSignedIn(): Session {
  const session = useContext(SignedInContext);
  if (!session) throw new Error('useSignedIn was called outside a RequireSession guard');
  return session;
}

/** Router state for the sign-in pages: the user was sent there because their session ended. */
export interface SessionEndedState {
  sessionEnded: true;
}

export function isSessionEndedState(state: unknown): state is SessionEndedState {
  return (
    typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded === true
  );
}
