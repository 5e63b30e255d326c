/**
 * A tab opened before a deploy still runs the build before it, and its next page's code may be a chunk the
 * server no longer has (it keeps one build back: scripts/keep-previous-assets.mjs). Reloading fetches the
 * new build. Only once in a while: code that fails again soon after such a reload is a broken network or
 * file, not a new build, and the error page shows instead of a reload loop (its "Try again" reloads).
 */

/** Per tab, so another tab's reload never stops this one's. */
const RELOADED_AT_KEY = 'stale-chunk-reloaded-at';

/** Long enough for a reload on a slow phone and the navigation that follows it. */
export const RELOAD_GUARD_MS = 5 * 60_000;

/** The page's storage, clock and reload, which tests replace. */
export interface PageControls {
  storage(): Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  reload(): void;
}

export interface StaleChunkRecovery {
  /** The listener of Vite's `vite:preloadError`, which a failed import of a lazy chunk dispatches. */
  handlePreloadError(event: VitePreloadErrorEvent): void;
  /** A chunk that failed to load: React keeps a lazy component's failure, so only a reload tries again. */
  isChunkLoadError(error: unknown): boolean;
  /** The page is reloading for a new build; the failure that led to it need not be shown meanwhile. */
  isReloading(): boolean;
  reloadPage(): void;
}

export function createStaleChunkRecovery(page: PageControls): StaleChunkRecovery {
  const chunkErrors = new WeakSet<object>();
  let reloading = false;

  function claimReload(): boolean {
    try {
      const storage = page.storage();
      const now = page.now();
      const reloadedAt = Number(storage.getItem(RELOADED_AT_KEY) ?? -Infinity);
      // A clock set back reads as a recent reload: better the error page than a loop.
      if (now - reloadedAt < RELOAD_GUARD_MS) return false;
      storage.setItem(RELOADED_AT_KEY, String(now));
      return true;
    } catch {
      // Without storage the reload could not be counted, and might repeat forever.
      return false;
    }
  }

  return {
    handlePreloadError(event) {
      // Left to go on (no preventDefault): the lazy component fails with this very error, which the
      // route's error boundary then recognises.
      if (typeof event.payload === 'object' && event.payload !== null) chunkErrors.add(event.payload);
      if (reloading || !claimReload()) return;
      reloading = true;
      page.reload();
    },
    isChunkLoadError: (error) => typeof error === 'object' && error !== null && chunkErrors.has(error),
    isReloading: () => reloading,
    reloadPage: () => page.reload(),
  };
}

/** The app's one recovery, listening from the start (main.tsx). */
export const staleChunkRecovery = createStaleChunkRecovery({
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});
