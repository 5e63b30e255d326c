import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatRupeeAmount, type MentorSession } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';

const Root = styled('div')({ display: 'grid', gap: 2 });

const Paid = styled('span')({ fontWeight: 700 });

const Earning = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

/** What the student paid (Free for a free package) and what completing the session credits the mentor. */
export function MoneyCell({ session }: { session: MentorSession }) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  return (
    <Root>
      <Paid>{session.price === 0 ? t('shared.free') : formatRupeeAmount(session.price, language)}</Paid>
      <Earning>{t('shared.youEarn', { amount: formatRupeeAmount(session.earning, language) })}</Earning>
    </Root>
  );
}
