import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const Region = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  // Room for the focus ring and the table's shadowless border inside the scroller.
  padding: 2,
  margin: -2,
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * A wide table that scrolls sideways inside the page instead of widening it, on a laptop with the sidebar
 * open (on phones the rows are cards and nothing scrolls). While it scrolls it is a named region in the tab
 * order, so keyboard users can scroll it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  // Checked when the rows change (a new page, rows arriving) and when the region's width changes (the
  // sidebar folding, the window turning).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const mutations = new MutationObserver(check);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    // Every browser the build targets has ResizeObserver; jsdom, where the page tests run, has not.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resizes?.observe(element);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, []);

  return (
    <Region
      ref={ref}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? t('shared.scrollsSideways', { label }) : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </Region>
  );
}
