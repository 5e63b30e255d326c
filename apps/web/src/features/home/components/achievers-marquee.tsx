import { useState } from 'react';
import { keyframes, styled } from '@mui/material/styles';
import { PauseIcon, PlayIcon } from '../../../components/icons.tsx';

const MARQUEE_TEXT = 'MENTORSHIP FROM ACHIEVERS';
// Two identical halves (the animation moves by half the track) each wider than a large screen.
const COPIES = 10;

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

const Band = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  background: theme.palette.primary.dark,
  color: '#ffffff',
}));

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
  position: 'absolute',
  top: '50%',
  // Left side: the floating WhatsApp button sits on the right edge.
  left: 8,
  transform: 'translateY(-50%)',
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
 * people who ask for reduced motion and can be paused by anyone (WCAG 2.2.2).
 */
export function AchieversMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <Band>
      <Track data-paused={paused}>
        {Array.from({ length: COPIES }, (_, index) => (
          <Item key={index} aria-hidden={index > 0 ? true : undefined}>
            {MARQUEE_TEXT}
          </Item>
        ))}
      </Track>
      <PauseButton
        type="button"
        aria-label={paused ? 'Play scrolling text' : 'Pause scrolling text'}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
      </PauseButton>
    </Band>
  );
}
