import { useSyncExternalStore } from 'react';

/** Nothing changes once true, so there is nothing to watch. */
function subscribeToNothing(): () => void {
  return () => undefined;
}

function readHydrated(): boolean {
  return true;
}

function readServerHydrated(): boolean {
  return false;
}

/** False in the server's prerender and while a prerendered page hydrates; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, readHydrated, readServerHydrated);
}
