import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { useDataSaver } from '../../lib/data-saver.tsx';
import mentorCallImage from '../../assets/auth-slide-mentor-call.svg';
import studyPlanImage from '../../assets/auth-slide-study-plan.svg';
import successImage from '../../assets/auth-slide-success.svg';

/** The spec's sign-in slideshow: three images, a new one every 5 seconds (part 1 §9). */
export const SLIDE_INTERVAL_MS = 5000;

const SLIDES = [
  { image: mentorCallImage, caption: 'call' },
  { image: studyPlanImage, caption: 'plan' },
  { image: successImage, caption: 'success' },
] as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// jsdom (the component tests) has no matchMedia; the server's HTML reads as motion allowed.
function readReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeToMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const Root = styled('aside')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: theme.spacing(4),
  height: '100%',
  padding: theme.spacing(6),
  color: '#ffffff',
  background: 'linear-gradient(150deg, #0b5fa5 0%, #0b2540 100%)',
}));

const Frame = styled('div')({
  position: 'relative',
  width: '100%',
  maxWidth: 520,
  aspectRatio: '4 / 3',
  margin: '0 auto',
});

const Slide = styled('img')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  opacity: 0,
  transition: 'opacity 600ms ease',
  '&[data-active="true"]': { opacity: 1 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

/** Stands in for the pictures in data-saver mode until the visitor taps it. */
const ShowPictures = styled('button')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  border: '2px dashed rgba(255, 255, 255, 0.6)',
  borderRadius: 20,
  background: 'rgba(255, 255, 255, 0.08)',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
});

const Caption = styled('p')({
  margin: 0,
  minHeight: '3em',
  fontSize: '1.375rem',
  fontWeight: 700,
  lineHeight: 1.35,
  textAlign: 'center',
});

const Controls = styled('div')({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12 });

const Dot = styled('span')({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.45)',
  '&[data-active="true"]': { width: 28, borderRadius: 5, background: '#ffffff' },
  transition: 'width 300ms ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const PauseButton = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  marginLeft: 8,
  border: '1px solid rgba(255, 255, 255, 0.6)',
  borderRadius: '50%',
  background: 'transparent',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
});

/**
 * The slides turn on their own unless the visitor asked for reduced motion or saves data; in data-saver
 * mode the pictures wait for a tap too.
 */
export function AuthSlideshow() {
  const { t } = useTranslation(['layout', 'common']);
  const dataSaver = useDataSaver();
  const [active, setActive] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, readReducedMotion, () => false);
  // The visitor's own press of play or pause, over the default.
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const paused = pausedChoice ?? (dataSaver.on || reducedMotion);
  const [picturesWanted, setPicturesWanted] = useState(false);
  const showPictures = !dataSaver.on || picturesWanted;

  useEffect(() => {
    if (paused) return undefined;
    const timer = setInterval(() => setActive((index) => (index + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const current = SLIDES[active] ?? SLIDES[0];

  return (
    <Root aria-label={t('slideshow.label')}>
      <Frame>
        {!showPictures && (
          <ShowPictures type="button" onClick={() => setPicturesWanted(true)}>
            {t('common:dataSaver.showPicture')}
          </ShowPictures>
        )}
        {showPictures &&
          SLIDES.map((slide, index) => (
            <Slide
              key={slide.image}
              src={slide.image}
              alt=""
              width={640}
              height={480}
              data-active={index === active}
              // Phones never show the slideshow, and a lazy picture that is not displayed is not downloaded.
              loading="lazy"
              decoding="async"
            />
          ))}
      </Frame>
      <Caption>{t(`slideshow.slides.${current.caption}`)}</Caption>
      <Controls>
        {SLIDES.map((slide, index) => (
          <Dot key={slide.image} data-active={index === active} />
        ))}
        <PauseButton
          type="button"
          aria-label={paused ? t('slideshow.play') : t('slideshow.pause')}
          onClick={() => setPausedChoice(!paused)}
        >
          {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
        </PauseButton>
      </Controls>
    </Root>
  );
}
