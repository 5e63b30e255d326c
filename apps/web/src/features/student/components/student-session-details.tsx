import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import {
  formatIstDateTime,
  formatRupeeAmount,
  paths,
  ROUTES,
  type CancelReason,
  type StudentSession,
} from '@neetmentor/contract';
import { SessionProgress } from '../../../components/session-status.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { DECLINED_LABEL, mentorName } from './session-columns.tsx';
import { SessionCheck } from './session-check.tsx';

/** Why a request was cancelled, in the student's words. */
const CANCEL_REASON_TEXT: Record<CancelReason, string> = {
  timeout: 'Cancelled automatically: the mentor did not accept it within 24 hours.',
  student: 'Cancelled by you.',
  admin: 'Cancelled by our team.',
  unavailable: 'Cancelled at once: the mentor had stopped taking bookings when your payment arrived.',
  declined: 'The mentor could not take this session.',
};

const REFUND_TIME = 'Refunds reach your original payment method in 7–10 business days.';

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  padding: theme.spacing(1, 0),
}));

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(1.25),
  margin: 0,
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > div': { minWidth: 0 },
  '& dt': {
    color: theme.palette.text.secondary,
    fontSize: '0.8125rem',
    fontWeight: 700,
    letterSpacing: '0.02em',
    textTransform: 'uppercase',
  },
  '& dd': { margin: theme.spacing(0.25, 0, 0), lineHeight: 1.5, overflowWrap: 'anywhere' },
}));

const Reference = styled('span')(({ theme }) => ({
  display: 'block',
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  '& p': { margin: 0, color: theme.palette.text.secondary, fontSize: '0.875rem' },
}));

function When({ value }: { value: string }) {
  return <time dateTime={value}>{formatIstDateTime(value)}</time>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PaymentReferences({ money }: { money: StudentSession['money'] }) {
  if (!money.orderId && !money.paymentId) return null;
  return (
    <Reference>
      {[money.orderId && `Order ${money.orderId}`, money.paymentId && `Payment ${money.paymentId}`]
        .filter(Boolean)
        .join(' · ')}
    </Reference>
  );
}

/** Where the student's money is: free, paid (with the provider's references), on its way back, or back. */
function Money({ money }: { money: StudentSession['money'] }) {
  const amount = formatRupeeAmount(money.refund?.amount ?? money.amount);
  switch (money.state) {
    case 'free':
      return <>Free package: nothing to pay.</>;
    case 'paid':
      return (
        <>
          {`Paid ${formatRupeeAmount(money.amount)}`}
          {money.paidAt && (
            <>
              {' on '}
              <When value={money.paidAt} />
            </>
          )}
          .
          <PaymentReferences money={money} />
        </>
      );
    case 'refund_pending':
      return (
        <>
          {`Refund of ${amount} on its way`}
          {money.refund && (
            <>
              {' since '}
              <When value={money.refund.requestedAt} />
            </>
          )}
          {`. ${REFUND_TIME}`}
          {money.refund?.refundId && <Reference>{`Refund ${money.refund.refundId}`}</Reference>}
          <PaymentReferences money={money} />
        </>
      );
    case 'refunded':
      return (
        <>
          {`Refunded ${amount}`}
          {money.refund?.processedAt && (
            <>
              {' on '}
              <When value={money.refund.processedAt} />
            </>
          )}
          .{money.refund?.refundId && <Reference>{`Refund ${money.refund.refundId}`}</Reference>}
          <PaymentReferences money={money} />
        </>
      );
  }
}

interface StudentSessionDetailsProps {
  session: StudentSession;
  /** Cancel request: offered while the mentor has not accepted (Session Management only). */
  onCancel?: () => void;
}

/**
 * A booking's expander: the three-step progress line, its dates (the accept-by deadline while it waits,
 * the time agreed in the chat once set), why it was cancelled, where the money is, Cancel request while
 * that is still possible, and, when the mentor declined, a way to others of the same category.
 */
export function StudentSessionDetails({ session, onCancel }: StudentSessionDetailsProps) {
  const paid = session.money.state !== 'free';
  const declined = session.cancelReason === 'declined';
  return (
    <Root>
      <SessionProgress status={session.status} />
      <Facts>
        <Fact term="Booked">
          <When value={session.purchaseDate} />
        </Fact>
        {session.status === 'pending' && session.acceptBy && (
          <Fact term="Accept by">
            <When value={session.acceptBy} />
            <Reference>
              {`If ${session.mentor.firstName} has not accepted by then, the request is cancelled${paid ? ' and refunded in full' : ''}.`}
            </Reference>
          </Fact>
        )}
        {session.approvalTime && (
          <Fact term="Accepted">
            <When value={session.approvalTime} />
          </Fact>
        )}
        {session.scheduledAt && (
          <Fact term="Session time">
            <When value={session.scheduledAt} />
            <Reference>Agreed in the chat</Reference>
          </Fact>
        )}
        {session.completedAt && (
          <Fact term="Completed">
            <When value={session.completedAt} />
          </Fact>
        )}
        {session.cancelledAt && (
          <Fact term={declined ? DECLINED_LABEL : 'Cancelled'}>
            <When value={session.cancelledAt} />
            {declined && session.declineReason ? (
              <Reference>{`Reason: “${session.declineReason}”`}</Reference>
            ) : (
              session.cancelReason && <Reference>{CANCEL_REASON_TEXT[session.cancelReason]}</Reference>
            )}
          </Fact>
        )}
        <Fact term="Payment">
          <Money money={session.money} />
        </Fact>
      </Facts>
      <SessionCheck session={session} />
      {declined && (
        <Actions>
          <ButtonLink
            to={
              session.mentor.category ? paths.mentorsInCategory(session.mentor.category) : ROUTES.searchMentor
            }
          >
            Find another mentor
          </ButtonLink>
          <p>
            {session.mentor.category
              ? `Mentors of the same category (${session.mentor.category}) who can take your session.`
              : 'Mentors who can take your session.'}
          </p>
        </Actions>
      )}
      {session.status === 'pending' && onCancel && (
        <Actions>
          <Button variant="outlined" color="error" onClick={onCancel}>
            Cancel request
          </Button>
          <p>
            {paid
              ? `Possible until ${mentorName(session)} accepts; you get a full refund.`
              : `Possible until ${mentorName(session)} accepts.`}
          </p>
        </Actions>
      )}
    </Root>
  );
}
