import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { useDataSaver } from '../lib/data-saver.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

const Placeholder = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.5),
  minWidth: 24,
  minHeight: 24,
  padding: theme.spacing(0.5),
  border: 0,
  background: theme.palette.primary.light,
  color: theme.palette.primary.dark,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 700,
  lineHeight: 1.2,
  textAlign: 'center',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

interface SaverImageProps {
  /** The picture as it shows without data saver: an <img> (or a styled one). */
  image: ReactNode;
  /** What stands in for it meanwhile: initials, an icon. */
  placeholder?: ReactNode;
  /** What the picture shows, for the button's name; empty for a picture that only decorates. */
  alt: string;
  /** Given to the placeholder, so it takes the picture's place and size. */
  className?: string;
  style?: CSSProperties;
  /** Too small for the words: they are read out but not shown (an avatar in a list). */
  compact?: boolean;
}

/**
 * A picture that, in data-saver mode, waits for a tap: until then a small placeholder button stands in
 * its place (the picture's element is not in the page at all, so nothing is fetched) and a tap, Enter or
 * Space shows it. Without data saver the picture shows as it is.
 */
export function SaverImage({ image, placeholder, alt, className, style, compact = false }: SaverImageProps) {
  const { t } = useTranslation();
  const { on } = useDataSaver();
  const [shown, setShown] = useState(false);
  if (!on || shown) return image;
  const words = alt ? t('dataSaver.showPictureOf', { name: alt }) : t('dataSaver.showPicture');
  return (
    <Placeholder
      type="button"
      className={className}
      style={style}
      title={compact ? words : undefined}
      onClick={() => setShown(true)}
    >
      {placeholder}
      {compact ? <VisuallyHidden>{words}</VisuallyHidden> : <span>{words}</span>}
    </Placeholder>
  );
}
