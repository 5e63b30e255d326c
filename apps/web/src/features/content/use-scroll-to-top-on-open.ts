import { useEffect } from 'react';

/**
 * Pages the spec says open at the top (became-mentor, single-blog) do so even when reached with Back,
 * where the app otherwise keeps the browser's scroll restoration.
 */
export function useScrollToTopOnOpen(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
