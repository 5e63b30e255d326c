const WIDE_SCREEN = '(min-width: 900px)';

/**
 * Whether the window is at least the md breakpoint wide. Phones start with optional detail folded away
 * (the filter set, package descriptions) so the essentials fit the first screen and less code loads.
 */
export function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}
