import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaleChunkRecovery, RELOAD_GUARD_MS, type PageControls } from './stale-chunk-recovery.ts';

/** A page of the tab: each reload starts a new one, sharing the tab's sessionStorage. */
function openPage(clock: { now: number }, storage: PageControls['storage'] = () => sessionStorage) {
  const reload = vi.fn();
  const recovery = createStaleChunkRecovery({ storage, now: () => clock.now, reload });
  return { recovery, reload };
}

/** What Vite dispatches on window when a dynamic import's chunk fails to load. */
function preloadError(error: Error = new TypeError('Failed to fetch dynamically imported module')) {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
}

describe('stale chunk recovery', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once when a chunk fails to load, and leaves the failure to go on to the page', () => {
    const { recovery, reload } = openPage({ now: 1_000_000 });
    window.addEventListener('vite:preloadError', recovery.handlePreloadError);
    const event = preloadError();
    window.dispatchEvent(event);
    window.removeEventListener('vite:preloadError', recovery.handlePreloadError);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(recovery.isReloading()).toBe(true);
    expect(event.defaultPrevented).toBe(false);
    expect(recovery.isChunkLoadError(event.payload)).toBe(true);
  });

  it('reloads once for several chunks failing together', () => {
    const { recovery, reload } = openPage({ now: 1_000_000 });
    recovery.handlePreloadError(preloadError());
    recovery.handlePreloadError(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the code fails soon after the reload, so it cannot loop', () => {
    const clock = { now: 1_000_000 };
    openPage(clock).recovery.handlePreloadError(preloadError());

    clock.now += RELOAD_GUARD_MS - 1;
    const { recovery, reload } = openPage(clock);
    const failure = preloadError();
    recovery.handlePreloadError(failure);

    expect(reload).not.toHaveBeenCalled();
    expect(recovery.isReloading()).toBe(false);
    expect(recovery.isChunkLoadError(failure.payload)).toBe(true);
  });

  it('reloads again for a later deploy, once the last reload is long past', () => {
    const clock = { now: 1_000_000 };
    openPage(clock).recovery.handlePreloadError(preloadError());

    clock.now += RELOAD_GUARD_MS;
    const { recovery, reload } = openPage(clock);
    recovery.handlePreloadError(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the tab cannot remember the reload', () => {
    const { recovery, reload } = openPage({ now: 1_000_000 }, () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    recovery.handlePreloadError(preloadError());
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells a chunk that failed to load from any other error', () => {
    const { recovery } = openPage({ now: 1_000_000 });
    recovery.handlePreloadError(preloadError());
    expect(recovery.isChunkLoadError(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      false,
    );
    expect(recovery.isChunkLoadError('text')).toBe(false);
  });
});
