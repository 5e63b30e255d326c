import { useState, useSyncExternalStore } from 'react';

const WIDE_SCREEN = '(min-width: 900px)';

// A direct media query rather than MUI's useMediaQuery, whose extra kilobyte put the mentor pages over
// their JavaScript budget. jsdom (the component tests) has no matchMedia.
function readIsWide(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}

function readServerIsWide(): boolean {
  return false;
}

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Styles for a part that is open from the md breakpoint up and folded on phones until the visitor
 * chooses: the style sheet decides, so the server's HTML is right at every width before any script runs.
 */
export const FOLDED_ON_PHONES_STYLES = {
  '&[hidden]': { display: 'none' },
  '@media (max-width: 899.95px)': { '&[data-fold="phones"]': { display: 'none' } },
} as const;

export interface FoldedPart {
  open: boolean;
  isWide: boolean;
  toggle: () => void;
  fold: () => void;
  partProps: { 'data-fold': 'phones' } | { hidden: boolean };
}

/**
 * Phones start with optional detail folded away (the filter set, package descriptions) so the essentials
 * fit the first screen. `partProps` go on the part: the style sheet's choice until the visitor toggles it,
 * theirs afterwards. `open` says what is shown, for `aria-expanded`; while a prerendered page hydrates it
 * reads as folded, like the server's HTML, and then follows the screen.
 */
export function useFoldedOnPhones(): FoldedPart {
  const isWide = useSyncExternalStore(subscribeToWidth, readIsWide, readServerIsWide);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? isWide;
  return {
    open,
    isWide,
    toggle: () => setChosen(!open),
    fold: () => setChosen(false),
    partProps: chosen === null ? { 'data-fold': 'phones' } : { hidden: !chosen },
  };
}
