import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { VisuallyHidden } from './visually-hidden.tsx';
import { useDataSaver } from '../lib/data-saver.tsx';

const Placeholder = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: 48,
  padding: theme.spacing(1.5),
  border: `2px dashed ${theme.palette.primary.main}`,
  borderRadius: 20,
  background: theme.palette.primary.light,
  color: theme.palette.primary.dark,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

interface SaverPictureProps {
  /** The picture's shape, so the placeholder takes its room and nothing moves when the picture arrives. */
  width: number;
  height: number;
  /** What the picture shows, for screen readers on the placeholder; none for a decorative picture. */
  description?: string;
  /** Styles the placeholder (the picture keeps its own). */
  className?: string;
  children: ReactNode;
}

/**
 * A large picture (the home page's, a blog's cover, the webinar's poster): in data-saver mode a placeholder button stands in until the visitor taps it, and
 * nothing is downloaded before. The server already renders the mode the visitor chose, so the
 * placeholder is in the page's HTML and hydration keeps it.
 */
export function SaverPicture({ width, height, description, className, children }: SaverPictureProps) {
  const { t } = useTranslation('common');
  const { on } = useDataSaver();
  const [wanted, setWanted] = useState(false);
  if (!on || wanted) return children;
  return (
    <Placeholder
      type="button"
      className={className}
      style={{ aspectRatio: `${width} / ${height}` }}
      onClick={() => setWanted(true)}
    >
      {t('dataSaver.showPicture')}
      {description && <VisuallyHidden>{`: ${description}`}</VisuallyHidden>}
    </Placeholder>
  );
}
