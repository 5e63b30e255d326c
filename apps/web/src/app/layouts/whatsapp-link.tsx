import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { WhatsAppIcon } from '../../components/icons.tsx';
import { useSiteConfig, whatsappChatUrl } from '../../lib/site-config.ts';

/**
 * Below this width the button would sit on the text: from it, the pages' 1240px column leaves the button
 * a margin of its own (56px button 16px from the edge, beside the column's 24px padding, plus a gap).
 */
const COVERS_TEXT_MEDIA = '@media (max-width: 1351.98px)';
/** How close to the end of the page counts as the end: the footer keeps this strip free for the button. */
const END_OF_PAGE_PX = 48;
/** Scrolling back up this far shows the button: the visitor is looking around, not reading on. */
const SCROLL_UP_PX = 24;

function isAtEndOfPage(): boolean {
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - END_OF_PAGE_PX;
}

/**
 * Where the button would cover the page, it stays out of the way while the visitor reads down the page,
 * and comes back when they scroll up or reach the end (where the footer leaves room for it).
 */
function useShownWhileNotReading(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    /** Whether the button is shown for the page's end, rather than for a scroll up. */
    let shownForEnd = false;
    function update() {
      const y = window.scrollY;
      const atEnd = isAtEndOfPage();
      // A small move up (a finger settling) keeps the last position as the reference.
      if (!atEnd && y <= lastY && y >= lastY - SCROLL_UP_PX) return;
      shownForEnd = atEnd;
      setShown(atEnd || y < lastY);
      lastY = y;
    }
    // The page changed length under a visitor who did not move: a page that was short while its own part
    // was on its way (a signed-in student's profile) now reaches below the screen, so the button steps
    // aside as on any long page; or what was long is now short enough to be at its end.
    function followLength() {
      const atEnd = isAtEndOfPage();
      if (atEnd === shownForEnd) return;
      shownForEnd = atEnd;
      setShown(atEnd);
    }
    // A page too short to scroll is already at its end.
    update();
    window.addEventListener('scroll', update, { passive: true });
    // Every browser the build targets has it; the unit tests' document does not.
    const length = typeof ResizeObserver === 'function' ? new ResizeObserver(followLength) : null;
    length?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', update);
      length?.disconnect();
    };
  }, []);
  return shown;
}

const Floating = styled('a')(({ theme }) => ({
  position: 'fixed',
  right: 16,
  bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
  zIndex: theme.zIndex.speedDial,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  // WhatsApp's darker brand green keeps the white glyph above 4:1.
  background: '#128c7e',
  color: '#ffffff',
  boxShadow: '0 8px 24px rgba(18, 140, 126, 0.4)',
  transition: theme.transitions.create(['transform', 'opacity']),
  '&:hover': { transform: 'scale(1.06)' },
  '&:focus-visible': { outline: '3px solid #0b5fa5', outlineOffset: 3 },
  // Out of the way (below the screen's edge) unless shown, or reached with the keyboard.
  [COVERS_TEXT_MEDIA]: {
    '&[data-shown="false"]:not(:focus-visible)': {
      transform: 'translateY(calc(100% + 32px))',
      opacity: 0,
      pointerEvents: 'none',
    },
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

/**
 * The floating "chat on WhatsApp" button of every public page and sign-in screen. Where the page's text
 * reaches the screen's right edge it steps aside while the visitor reads (see useShownWhileNotReading);
 * the server's HTML starts it out of the way there too, so hydration changes nothing.
 */
export function WhatsAppLink() {
  const { t } = useTranslation('layout');
  const site = useSiteConfig();
  const shown = useShownWhileNotReading();
  return (
    <aside aria-label={t('whatsapp.region')}>
      <Floating
        href={whatsappChatUrl(site)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.link')}
        data-shown={shown}
      >
        <WhatsAppIcon size={30} />
      </Floating>
    </aside>
  );
}
