import type { ReactNode } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  formatIstDateTime,
  formatRupeeAmount,
  FREE_EARNING_HOLD_HOURS,
  REFERRAL_REWARD_RUPEES,
  type MentorSummary,
} from '@neetmentor/contract';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMentorSummary } from '../api/get-mentor-summary.ts';
import { usePaymentDetails } from '../api/get-payment-details.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { PaymentDetailsForm } from '../components/payment-details-form.tsx';
import { PayoutHistory } from '../components/payout-history.tsx';
import { PriceCard } from '../components/price-card.tsx';
import { usePriceCard } from '../api/get-price-card.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useLanguage } from '../../../i18n/language.ts';

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  // On wide screens the balance and the price card stack beside the payment details form.
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const Column = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(3), minWidth: 0 }));

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  alignContent: 'start',
  minWidth: 0,
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

const CardTitle = styled('h2')({ margin: 0, fontSize: '1.25rem', fontWeight: 800 });

const Balance = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.primary.dark,
  fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)',
  fontWeight: 800,
  lineHeight: 1.1,
}));

const Notes = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  color: theme.palette.text.secondary,
}));

const Section = styled('section')(({ theme }) => ({ marginTop: theme.spacing(5) }));

const SectionTitle = styled('h2')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  fontSize: '1.375rem',
  fontWeight: 800,
}));

const OnHold = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.25, 1.5),
  borderRadius: 12,
  // A pale warning tint: noticed, but not mistaken for an error.
  background: alpha(theme.palette.warning.main, 0.12),
  border: `1px solid ${alpha(theme.palette.warning.main, 0.4)}`,
  color: theme.palette.text.primary,
  lineHeight: 1.5,
  '& strong': { fontWeight: 800 },
}));

/** Free sessions' earnings not in the balance yet: when they are released, and how many wait for our team. */
function HeldEarnings({ summary }: { summary: MentorSummary }) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  if (summary.onHold <= 0) return null;
  const reported =
    summary.onHoldReported > 0 ? t('wallet.balance.reported', { count: summary.onHoldReported }) : '';
  return (
    <OnHold>
      <strong>{t('wallet.balance.onHold', { amount: formatRupeeAmount(summary.onHold, language) })}</strong>
      {summary.onHoldUntil
        ? t('wallet.balance.until', { date: formatIstDateTime(summary.onHoldUntil, language) })
        : ''}
      {`${t('wallet.balance.notPaidYet')}${reported}`}
    </OnHold>
  );
}

function BalanceCard() {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const summary = useMentorSummary();
  let balance: ReactNode;
  if (summary.isPending) balance = <Balance aria-busy="true">–</Balance>;
  else if (summary.isError)
    balance = (
      <LoadFailure
        what={t('wallet.balance.loadFailed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  else
    balance = (
      <>
        <Balance>{formatRupeeAmount(summary.data.wallet, language)}</Balance>
        <HeldEarnings summary={summary.data} />
      </>
    );
  return (
    <Card aria-labelledby="wallet-balance-title">
      <CardTitle id="wallet-balance-title">{t('wallet.balance.title')}</CardTitle>
      {balance}
      <Notes aria-label={t('wallet.balance.notesLabel')}>
        <li>{t('wallet.balance.notes.payday')}</li>
        <li>{t('wallet.balance.notes.clears')}</li>
        <li>
          {t('wallet.balance.notes.earnings', {
            amount: formatRupeeAmount(REFERRAL_REWARD_RUPEES, language),
          })}
        </li>
        <li>{t('wallet.balance.notes.freeHold', { hours: FREE_EARNING_HOLD_HOURS })}</li>
        <li>{t('wallet.balance.notes.check')}</li>
      </Notes>
    </Card>
  );
}

function PriceCardSection() {
  const { t } = useTranslation('mentor');
  const card = usePriceCard();
  let content: ReactNode;
  if (card.isPending) content = <PageLoading />;
  else if (card.isError)
    content = (
      <LoadFailure
        what={t('wallet.priceCard.loadFailed')}
        error={card.error}
        onRetry={() => void card.refetch()}
      />
    );
  else content = <PriceCard packages={card.data} />;
  return (
    <Card aria-labelledby="price-card-title">
      <CardTitle id="price-card-title">{t('wallet.priceCard.title')}</CardTitle>
      {content}
    </Card>
  );
}

function PaymentDetailsSection() {
  const { t } = useTranslation('mentor');
  const details = usePaymentDetails();
  let content: ReactNode;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what={t('wallet.paymentDetails.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else content = <PaymentDetailsForm saved={details.data} />;
  return (
    <Card aria-labelledby="payment-details-title">
      <CardTitle id="payment-details-title">{t('wallet.paymentDetails.title')}</CardTitle>
      {content}
    </Card>
  );
}

/**
 * /mentor-dashboard/wallet (spec part 2 §2): the balance and how payouts work, the price card of the
 * mentor's category, where payouts go, and the payouts already made.
 */
export function WalletPage() {
  const { t } = useTranslation('mentor');
  const { page, setPage } = useListAddress();
  return (
    <DashboardPageFrame title={t('wallet.title')} lead={t('wallet.lead')}>
      <Grid>
        <Column>
          <BalanceCard />
          <PriceCardSection />
        </Column>
        <PaymentDetailsSection />
      </Grid>
      <Section aria-labelledby="payment-history-title">
        <SectionTitle id="payment-history-title">{t('wallet.history.title')}</SectionTitle>
        <PayoutHistory page={page} onPageChange={setPage} />
      </Section>
    </DashboardPageFrame>
  );
}
