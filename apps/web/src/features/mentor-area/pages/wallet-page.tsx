import type { ReactNode } from 'react';
import { alpha, styled } from '@mui/material/styles';
import {
  formatCount,
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
  if (summary.onHold <= 0) return null;
  const reported =
    summary.onHoldReported > 0
      ? ` ${formatCount(summary.onHoldReported)} ${summary.onHoldReported === 1 ? 'session waits' : 'sessions wait'} for our team after the student reported a problem.`
      : '';
  return (
    <OnHold>
      <strong>{`${formatRupeeAmount(summary.onHold)} on hold`}</strong>
      {summary.onHoldUntil ? ` until ${formatIstDateTime(summary.onHoldUntil)}` : ''}
      {`: not in your balance and not paid out yet.${reported}`}
    </OnHold>
  );
}

function BalanceCard() {
  const summary = useMentorSummary();
  let balance: ReactNode;
  if (summary.isPending) balance = <Balance aria-busy="true">–</Balance>;
  else if (summary.isError)
    balance = (
      <LoadFailure
        what="Your balance could not be loaded."
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  else
    balance = (
      <>
        <Balance>{formatRupeeAmount(summary.data.wallet)}</Balance>
        <HeldEarnings summary={summary.data} />
      </>
    );
  return (
    <Card aria-labelledby="wallet-balance-title">
      <CardTitle id="wallet-balance-title">Wallet Balance</CardTitle>
      {balance}
      <Notes aria-label="How payouts work">
        <li>Your balance is paid out on the 5th of every month, to the payment details below.</li>
        <li>Each payout clears the whole balance; its proof of transfer appears under Payment History.</li>
        <li>
          {`Completed sessions add their earning, and each student you referred adds ₹${REFERRAL_REWARD_RUPEES} after their first completed paid session.`}
        </li>
        <li>
          {`A free session’s earning is on hold until the student confirms it took place, or ${FREE_EARNING_HOLD_HOURS} hours after you complete it if they report no problem.`}
        </li>
        <li>Check your details before the 5th: a wrong account number or UPI ID delays the payout.</li>
      </Notes>
    </Card>
  );
}

function PriceCardSection() {
  const card = usePriceCard();
  let content: ReactNode;
  if (card.isPending) content = <PageLoading />;
  else if (card.isError)
    content = (
      <LoadFailure
        what="Your price card could not be loaded."
        error={card.error}
        onRetry={() => void card.refetch()}
      />
    );
  else content = <PriceCard packages={card.data} />;
  return (
    <Card aria-labelledby="price-card-title">
      <CardTitle id="price-card-title">Price Card</CardTitle>
      {content}
    </Card>
  );
}

function PaymentDetailsSection() {
  const details = usePaymentDetails();
  let content: ReactNode;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what="Your payment details could not be loaded."
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else content = <PaymentDetailsForm saved={details.data} />;
  return (
    <Card aria-labelledby="payment-details-title">
      <CardTitle id="payment-details-title">Payment Details</CardTitle>
      {content}
    </Card>
  );
}

/**
 * /mentor-dashboard/wallet (spec part 2 §2): the balance and how payouts work, the price card of the
 * mentor's category, where payouts go, and the payouts already made.
 */
export function WalletPage() {
  const { page, setPage } = useListAddress();
  return (
    <DashboardPageFrame
      title="Wallet"
      lead="Your earnings, where they are paid, and the payouts already made."
    >
      <Grid>
        <Column>
          <BalanceCard />
          <PriceCardSection />
        </Column>
        <PaymentDetailsSection />
      </Grid>
      <Section aria-labelledby="payment-history-title">
        <SectionTitle id="payment-history-title">Payment History</SectionTitle>
        <PayoutHistory page={page} onPageChange={setPage} />
      </Section>
    </DashboardPageFrame>
  );
}
