import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { endSlicedFirstPage } from '../lib/page-slices.tsx';

/**
 * Once the visitor has moved to another page, nothing is adopted from the server's HTML any more, even on
 * coming back to the first address: its slices then render at once.
 */
export function EndSlicedFirstPageOnNavigation() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) endSlicedFirstPage();
  }, [key]);
  return null;
}
