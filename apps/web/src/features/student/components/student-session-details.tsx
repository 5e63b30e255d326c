import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
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
import { callProviderName, joinEnded, JoinTimes } from '../../../components/session-call.tsx';
import { SessionProgress } from '../../../components/session-status.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useNow } from '../../../lib/use-now.ts';
import { mentorName } from './session-columns.tsx';
import { SessionCheck } from './session-check.tsx';

/** Why a request was cancelled, in the student's words. */
function cancelReasonText(t: TFunction<'student'>, reason: CancelReason): string {
  switch (reason) {
    case 'timeout':
      return t('details.cancelReasons.timeout');
    case 'student':
      return t('details.cancelReasons.student');
    case 'admin':
      return t('details.cancelReasons.admin');
    case 'unavailable':
      return t('details.cancelReasons.unavailable');
    case 'declined':
      return t('details.cancelReasons.declined');
  }
}

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
  return <time dateTime={value}>{formatIstDateTime(value, useLanguage())}</time>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How often the details look again whether the join address has closed; its closing comes on time. */
const JOIN_TICK_MS = 60_000;

/** The session's video call: its service and who joined, or that the mentor has not added a link yet. */
function CallFact({ session }: { session: StudentSession }) {
  const { t } = useTranslation('student');
  const { t: tCommon } = useTranslation();
  const { call } = session;
  const now = useNow(JOIN_TICK_MS, call.closesAt ? [Date.parse(call.closesAt)] : []);
  if (session.status !== 'active' && !call.provider) return null;
  return (
    <Fact term={t('details.call')}>
      {call.provider ? callProviderName(tCommon, call.provider) : t('details.noCallLink')}
      {call.provider && session.scheduledAt && (
        <Reference>
          <JoinTimes joins={call.joins} ended={session.status !== 'active' || joinEnded(call, now)} />
        </Reference>
      )}
    </Fact>
  );
}

function PaymentReferences({ money }: { money: StudentSession['money'] }) {
  const { t } = useTranslation('student');
  if (!money.orderId && !money.paymentId) return null;
  return (
    <Reference>
      {[
        money.orderId && t('details.order', { id: money.orderId }),
        money.paymentId && t('details.payment', { id: money.paymentId }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Reference>
  );
}

/** Where the student's money is: free, paid (with the provider's references), on its way back, or back. */
function Money({ money }: { money: StudentSession['money'] }) {
  const { t } = useTranslation('student');
  const language = useLanguage();
  const amount = formatRupeeAmount(money.refund?.amount ?? money.amount, language);
  const refundReference = money.refund?.refundId && (
    <Reference>{t('details.refund', { id: money.refund.refundId })}</Reference>
  );
  // The date sits inside the sentence, where each language puts it.
  const when = (value: string) => ({ when: <When value={value} /> });
  switch (money.state) {
    case 'free':
      return <>{t('details.money.free')}</>;
    case 'paid':
      return (
        <>
          {money.paidAt ? (
            <Trans
              t={t}
              i18nKey="details.money.paidOn"
              values={{ amount: formatRupeeAmount(money.amount, language) }}
              components={when(money.paidAt)}
            />
          ) : (
            t('details.money.paid', { amount: formatRupeeAmount(money.amount, language) })
          )}
          <PaymentReferences money={money} />
        </>
      );
    case 'refund_pending':
      return (
        <>
          {money.refund ? (
            <Trans
              t={t}
              i18nKey="details.money.refundPendingSince"
              values={{ amount }}
              components={when(money.refund.requestedAt)}
            />
          ) : (
            t('details.money.refundPending', { amount })
          )}
          {refundReference}
          <PaymentReferences money={money} />
        </>
      );
    case 'refunded':
      return (
        <>
          {money.refund?.processedAt ? (
            <Trans
              t={t}
              i18nKey="details.money.refundedOn"
              values={{ amount }}
              components={when(money.refund.processedAt)}
            />
          ) : (
            t('details.money.refunded', { amount })
          )}
          {refundReference}
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
  const { t } = useTranslation('student');
  const paid = session.money.state !== 'free';
  const declined = session.cancelReason === 'declined';
  return (
    <Root>
      <SessionProgress status={session.status} />
      <Facts>
        <Fact term={t('details.booked')}>
          <When value={session.purchaseDate} />
        </Fact>
        {session.status === 'pending' && session.acceptBy && (
          <Fact term={t('details.acceptBy')}>
            <When value={session.acceptBy} />
            <Reference>
              {paid
                ? t('details.acceptByNotePaid', { name: session.mentor.firstName })
                : t('details.acceptByNote', { name: session.mentor.firstName })}
            </Reference>
          </Fact>
        )}
        {session.approvalTime && (
          <Fact term={t('details.accepted')}>
            <When value={session.approvalTime} />
          </Fact>
        )}
        {session.scheduledAt && (
          <Fact term={t('details.sessionTime')}>
            <When value={session.scheduledAt} />
            <Reference>{t('details.agreedInChat')}</Reference>
          </Fact>
        )}
        <CallFact session={session} />
        {session.completedAt && (
          <Fact term={t('details.completed')}>
            <When value={session.completedAt} />
          </Fact>
        )}
        {session.cancelledAt && (
          <Fact term={declined ? t('declined') : t('details.cancelled')}>
            <When value={session.cancelledAt} />
            {declined && session.declineReason ? (
              <Reference>{t('details.declineReason', { reason: session.declineReason })}</Reference>
            ) : (
              session.cancelReason && <Reference>{cancelReasonText(t, session.cancelReason)}</Reference>
            )}
          </Fact>
        )}
        <Fact term={t('details.paymentTerm')}>
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
            {t('details.findAnother')}
          </ButtonLink>
          <p>
            {session.mentor.category
              ? t('details.sameCategory', { category: session.mentor.category })
              : t('details.otherMentors')}
          </p>
        </Actions>
      )}
      {session.status === 'pending' && onCancel && (
        <Actions>
          <Button variant="outlined" color="error" onClick={onCancel}>
            {t('details.cancelRequest')}
          </Button>
          <p>
            {paid
              ? t('details.cancelPossiblePaid', { name: mentorName(session) })
              : t('details.cancelPossible', { name: mentorName(session) })}
          </p>
        </Actions>
      )}
    </Root>
  );
}
