import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { formatCount } from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { buttonStyles } from './button-link.tsx';
import { ArrowBackIcon, ArrowForwardIcon } from './icons.tsx';

const Root = styled('nav')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // On a 320 px phone "Next" goes under the page label rather than off the screen.
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { justifyContent: 'center', gap: theme.spacing(3) },
}));

const PagerButton = styled('button')(({ theme }) => ({
  ...buttonStyles(theme, { variant: 'outlined' }),
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed', background: 'transparent' },
}));

const PageLabel = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.primary,
  fontWeight: 700,
  whiteSpace: 'nowrap',
}));

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers, e.g. "Pages of your sessions". */
  label: string;
  /** While a page is on its way, both buttons wait. */
  disabled?: boolean;
}

/**
 * Previous, "Page X of Y" and Next (spec part 1 §2, part 2 §9). Nothing at all when everything fits on
 * one page, as the dashboards show their pager only beyond one page of rows. Plain styled buttons, so a
 * public page can use it without MUI's Button.
 */
export function Pager({ page, totalPages, onPageChange, label, disabled = false }: PagerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (totalPages <= 1) return null;
  return (
    <Root aria-label={label}>
      <PagerButton type="button" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ArrowBackIcon size={18} />
        {t('pager.previous')}
      </PagerButton>
      <PageLabel aria-live="polite">
        {t('pager.pageOf', {
          page: formatCount(page, language),
          totalPages: formatCount(totalPages, language),
        })}
      </PageLabel>
      <PagerButton
        type="button"
        disabled={disabled || page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pager.next')}
        <ArrowForwardIcon size={18} />
      </PagerButton>
    </Root>
  );
}
