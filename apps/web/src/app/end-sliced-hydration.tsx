import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { endSlicedHydration } from '../lib/hydration-slices.tsx';

/**
 * Once the visitor has moved to another page, nothing is adopted from the server's HTML any more, even on
 * coming back to the first address: its slices then render at once.
 */
export function EndSlicedHydrationOnNavigation() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) endSlicedHydration();
  }, [key]);
  return null;
}
