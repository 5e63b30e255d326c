import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { useDataSaver } from '../../../lib/data-saver.tsx';

const Placeholder = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1200 / 630',
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: 0,
  '&[data-rounded="true"]': { borderRadius: 20 },
  background: '#e8f1fa',
  color: theme.palette.primary.dark,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * A cover picture (a blog's, the webinar's poster) that in data-saver mode waits for a tap: until then a
 * light box of the same shape stands in, and nothing is downloaded.
 */
export function SaverPicture({ children, rounded = false }: { children: ReactNode; rounded?: boolean }) {
  const { t } = useTranslation('common');
  const saver = useDataSaver();
  const [shown, setShown] = useState(false);
  if (!saver.on || shown) return children;
  return (
    <Placeholder type="button" data-rounded={rounded} onClick={() => setShown(true)}>
      {t('dataSaver.showPicture')}
    </Placeholder>
  );
}
