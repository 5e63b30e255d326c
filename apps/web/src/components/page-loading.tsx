import { useTranslation } from 'react-i18next';
import { keyframes, styled } from '@mui/material/styles';
import { VisuallyHidden } from './visually-hidden.tsx';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

const Track = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  width: 160,
  height: 4,
  margin: '0 auto',
  borderRadius: 2,
  background: theme.palette.primary.light,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    borderRadius: 2,
    background: theme.palette.primary.main,
    animation: `${slide} 1.1s ease-in-out infinite`,
  },
}));

// Padding, not the track's margin: a margin would collapse through <body> and move it, which counts as a
// layout shift when the page replaces this.
const Holder = styled('div')(({ theme }) => ({ padding: theme.spacing(10, 0) }));

/** Shown while a page's code downloads; slow networks make this visible for a while, so it must read well. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Holder>
      <Track role="status">
        <VisuallyHidden>{t('loading.page')}</VisuallyHidden>
      </Track>
    </Holder>
  );
}
