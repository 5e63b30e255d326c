import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribeToNetwork(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a network (false is certain; true may still fail). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}

function subscribeToVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the page is on screen: messages arriving in a hidden tab are not read yet. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/** True once `flag` has stayed true for `delayMs`, so a state that passes quickly does not flash. */
export function useLasting(flag: boolean, delayMs: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLasting(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLasting(false);
    };
  }, [flag, delayMs]);
  return flag && lasting;
}
