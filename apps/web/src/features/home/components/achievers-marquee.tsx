import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyframes, styled } from '@mui/material/styles';
import { PauseIcon, PlayIcon } from '../../../components/icons.tsx';
import { useDataSaver } from '../../../lib/data-saver.tsx';
// Two identical halves (the animation moves by half the track) each wider than a large screen.
const COPIES = 10;

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

// The button has a strip of the band to itself and the text moves only in the window beside it, so the
// button never sits on the moving words.
const Band = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  background: theme.palette.primary.dark,
  color: '#ffffff',
}));

const Window = styled('div')({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  // The words fade out at the window's edges instead of being cut off against the button's strip.
  maskImage: 'linear-gradient(90deg, transparent 0, #000 24px, #000 calc(100% - 24px), transparent 100%)',
});

const Track = styled('div')({
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} 36s linear infinite`,
  '&[data-paused="true"]': { animationPlayState: 'paused' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

const Item = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(3),
  padding: theme.spacing(2, 1.5),
  fontSize: '1.125rem',
  fontWeight: 800,
  letterSpacing: '0.14em',
  whiteSpace: 'nowrap',
  '&::after': { content: '"✦"', color: '#7dd3fc', fontSize: '0.875rem' },
  [theme.breakpoints.up('md')]: { fontSize: '1.375rem', padding: theme.spacing(2.5, 2) },
}));

const PauseButton = styled('button')({
  // Left side: the floating WhatsApp button sits on the right edge.
  flexShrink: 0,
  margin: '0 4px 0 8px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: '1px solid rgba(255, 255, 255, 0.6)',
  borderRadius: '50%',
  background: '#084a80',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
  '@media (prefers-reduced-motion: reduce)': { display: 'none' },
});

/**
 * The scrolling 'MENTORSHIP FROM ACHIEVERS' band. Screen readers hear the phrase once; the motion stops for
 * people who ask for reduced motion and can be paused by anyone (WCAG 2.2.2). In data-saver mode it
 * starts still, and moves only when the visitor presses play.
 */
export function AchieversMarquee() {
  const { t } = useTranslation('home');
  const dataSaver = useDataSaver();
  const [paused, setPaused] = useState(dataSaver.on);
  return (
    <Band>
      <PauseButton
        type="button"
        aria-label={paused ? t('marquee.play') : t('marquee.pause')}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
      </PauseButton>
      <Window>
        <Track data-paused={paused}>
          {Array.from({ length: COPIES }, (_, index) => (
            <Item key={index} aria-hidden={index > 0 ? true : undefined}>
              {t('marquee.text')}
            </Item>
          ))}
        </Track>
      </Window>
    </Band>
  );
}
