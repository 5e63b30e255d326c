import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Focuses the container's main heading; false while the new page has not drawn it yet. */
function focusHeading(container: HTMLElement): boolean {
  const heading = container.querySelector('h1');
  if (!heading) return false;
  // Focusable by script only: a heading must not become a stop of its own for the Tab key.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  return true;
}

/**
 * After a sidebar link, the focus moves to the new page's main heading, so a keyboard or screen-reader user
 * starts reading the new content rather than staying in the sidebar (or on a link the drawer took away).
 * The returned function is called by the link; the heading is focused once the page shows it, which may be
 * after its code has loaded.
 */
export function useFocusNewHeading(container: RefObject<HTMLElement | null>): () => void {
  const { key } = useLocation();
  const pending = useRef(false);

  useEffect(() => {
    const root = container.current;
    if (!pending.current || !root) return;
    const settle = () => {
      if (!focusHeading(root)) return false;
      pending.current = false;
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key, container]);

  return () => {
    pending.current = true;
  };
}
