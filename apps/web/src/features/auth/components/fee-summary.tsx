import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { formatRupeeAmount } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';

const Box = styled('div')(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  padding: theme.spacing(2, 2.5),
  borderRadius: 16,
  background: theme.palette.primary.light,
  '& p': { margin: 0, color: theme.palette.primary.dark, fontSize: '2rem', fontWeight: 800 },
  '& ul': { margin: theme.spacing(1, 0, 0), paddingLeft: theme.spacing(2.5), lineHeight: 1.6 },
}));

/** The application fee to pay and its terms (product rules §4, spec part 1 §9). */
export function FeeSummary({ amount }: { amount: number }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  return (
    <Box>
      <p>{formatRupeeAmount(amount, language)}</p>
      <ul>
        <li>{t('fee.oneTime')}</li>
        <li>{t('fee.nonRefundable')}</li>
      </ul>
    </Box>
  );
}
