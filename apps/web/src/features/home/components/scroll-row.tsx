import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { ArrowBackIcon, ArrowForwardIcon } from '../../../components/icons.tsx';

const Controls = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(2),
}));

const ArrowButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: '50%',
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  cursor: 'pointer',
  boxShadow: '0 2px 8px rgba(20, 33, 61, 0.08)',
  '&:hover': { background: theme.palette.primary.light },
}));

const Row = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: theme.spacing(2.5),
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(0.5, 0.5, 2.5),
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: 4,
  borderRadius: 16,
  '& > li': { scrollSnapAlign: 'start' },
  '&::-webkit-scrollbar': { height: 8 },
  '&::-webkit-scrollbar-thumb': { background: '#c3cfdc', borderRadius: 4 },
}));

interface ScrollRowProps {
  /** Names the list for screen readers, such as "Testimonials". */
  label: string;
  /** CSS width of one item, such as "min(80%, 280px)". */
  itemWidth: string;
  children: ReactNode;
}

/**
 * A horizontally scrolling list: swipe on touch screens, arrow buttons for mouse users, and the list itself
 * takes focus so keyboard users can scroll it with the arrow keys.
 */
export function ScrollRow({ label, itemWidth, children }: ScrollRowProps) {
  const { t } = useTranslation('home');
  const rowRef = useRef<HTMLUListElement>(null);

  function scrollByPage(direction: 1 | -1) {
    const row = rowRef.current;
    if (!row) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <>
      <Controls>
        <ArrowButton
          type="button"
          aria-label={t('scrollRow.back', { label })}
          onClick={() => scrollByPage(-1)}
        >
          <ArrowBackIcon size={20} />
        </ArrowButton>
        <ArrowButton
          type="button"
          aria-label={t('scrollRow.forward', { label })}
          onClick={() => scrollByPage(1)}
        >
          <ArrowForwardIcon size={20} />
        </ArrowButton>
      </Controls>
      <Row ref={rowRef} tabIndex={0} aria-label={label} style={{ gridAutoColumns: itemWidth }}>
        {children}
      </Row>
    </>
  );
}
