import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { formatRupeeAmount } from '@neetmentor/contract';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLanguage } from '../../../i18n/language.ts';

const Root = styled('p')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: theme.spacing(0.75, 1.25),
  margin: 0,
}));

const Amount = styled('strong')(({ theme }) => ({
  color: theme.palette.text.primary,
  fontSize: '1.75rem',
  fontWeight: 800,
  lineHeight: 1.1,
}));

const Struck = styled('s')(({ theme }) => ({ color: theme.palette.text.secondary, fontSize: '1rem' }));

const Saving = styled('span')(({ theme }) => ({
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  background: theme.palette.secondary.light,
  color: theme.palette.secondary.dark,
  fontSize: '0.8125rem',
  fontWeight: 800,
}));

interface PackagePriceProps {
  /** Rupees; 0 means the package is free. */
  price: number;
  /** The undiscounted price, struck through when it is higher. */
  realPrice: number;
}

/** "Free", or the price with the real price struck out and what the student saves (spec part 2 §2). */
export function PackagePrice({ price, realPrice }: PackagePriceProps) {
  const { t } = useTranslation('mentors');
  const language = useLanguage();
  if (price === 0)
    return (
      <Root>
        <Amount>{t('package.free')}</Amount>
      </Root>
    );
  const saving = realPrice - price;
  return (
    <Root>
      <Amount>{formatRupeeAmount(price, language)}</Amount>
      {saving > 0 && (
        <>
          <VisuallyHidden>{` ${t('package.insteadOf')} `}</VisuallyHidden>
          <Struck>{formatRupeeAmount(realPrice, language)}</Struck>
          <Saving>{t('package.save', { amount: formatRupeeAmount(saving, language) })}</Saving>
        </>
      )}
    </Root>
  );
}
