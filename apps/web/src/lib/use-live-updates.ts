import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps a signed-in person's screens following bookings live (lib/live-updates.ts) while it is mounted.
 * Mounted once: by the mentor's area, and by the signed-in student's header (their area and the public
 * pages they browse). The connection's code is fetched after the first paint, so it never weighs on a
 * page's first load, and never on a visitor's.
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
