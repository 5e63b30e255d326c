import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps the signed-in area's screens following bookings live (lib/live-updates.ts) while it is mounted.
 * Mounted once, by the student's and the mentor's areas. The connection's code is fetched after the first
 * paint, so it never weighs on a page's first load, and never on a public page.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./live-updates.ts')
      .then(({ startLiveUpdates }) => {
        if (!unmounted) stop = startLiveUpdates(queryClient);
      })
      // A chunk that cannot load (a new build: the app's stale-chunk recovery reloads) leaves the screens
      // as they are, fresh at each visit.
      .catch(() => undefined);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
}
