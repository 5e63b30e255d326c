import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupeeAmount, ROUTES, type PayoutMentor } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { usePayoutMentors } from '../api/get-payout-mentors.ts';
import { ActionReason, Dash, IdCell, Muted } from '../components/cells.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { ClearPaymentDialog } from '../components/clear-payment-dialog.tsx';
import { ReportedSessions } from '../components/reported-sessions.tsx';

/** Holder name and IFSC belong to bank transfers; the UPI methods show dashes (spec part 2 §2). */
function bankOnly(mentor: PayoutMentor, value: string | null) {
  return mentor.paymentMethod === 'Bank' && value ? value : <Dash />;
}

/** /admin-dashboard/payment (Total Payout Mentors): mentors with a balance, and Clear with a proof. */
export function PayoutsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { page, setPage } = useListAddress();
  const mentors = usePayoutMentors(page);
  const [paying, setPaying] = useState<PayoutMentor | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const columns: TableColumn<PayoutMentor>[] = [
    {
      header: t('payouts.columns.mentor'),
      cell: (mentor) => <IdCell id={mentor.mentorId} name={`${mentor.firstName} ${mentor.lastName}`} />,
    },
    {
      header: t('payouts.columns.method'),
      cell: (mentor) => mentor.paymentMethod ?? <Muted>{t('payouts.notGiven')}</Muted>,
    },
    { header: t('payouts.columns.holderName'), cell: (mentor) => bankOnly(mentor, mentor.accountHolderName) },
    { header: t('payouts.columns.ifsc'), cell: (mentor) => bankOnly(mentor, mentor.ifscCode) },
    { header: t('payouts.columns.info'), cell: (mentor) => mentor.paymentInfo ?? <Dash /> },
    {
      header: t('payouts.columns.wallet'),
      cell: (mentor) => <strong>{formatRupeeAmount(mentor.wallet, language)}</strong>,
    },
    {
      header: t('payouts.columns.action'),
      actions: true,
      // Without payment details there is nowhere to transfer to, so clearing would only be refused.
      cell: (mentor) => {
        const reasonId = `clear-reason-${mentor._id}`;
        const noDetails = !mentor.paymentMethod || !mentor.paymentInfo;
        return (
          <>
            <Button
              variant="contained"
              size="small"
              disabled={noDetails}
              aria-describedby={noDetails ? reasonId : undefined}
              onClick={() => setPaying(mentor)}
            >
              {t('payouts.clear')}{' '}
              <VisuallyHidden>
                {t('payouts.clearTarget', {
                  amount: formatRupeeAmount(mentor.wallet, language),
                  mentorId: mentor.mentorId,
                })}
              </VisuallyHidden>
            </Button>
            {noDetails && <ActionReason id={reasonId}>{t('payouts.noDetails')}</ActionReason>}
          </>
        );
      },
    },
  ];

  return (
    <DashboardPageFrame title={t('payouts.title')} lead={t('payouts.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ScrollRegion label={t('payouts.caption')}>
        <SessionTable
          dense
          caption={t('payouts.caption')}
          columns={columns}
          rowKey={(mentor) => mentor._id}
          result={mentors.data}
          loading={mentors.isPending}
          error={mentors.error}
          onRetry={() => void mentors.refetch()}
          stale={mentors.isPlaceholderData}
          emptyText={t('payouts.empty')}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <ReportedSessions onNotice={setNotice} />
      <ClearPaymentDialog
        mentor={paying}
        onClose={() => setPaying(null)}
        onCleared={(mentor, amount) => {
          setPaying(null);
          setNotice({
            severity: 'success',
            text: (
              <>
                {`${t('payouts.cleared', { amount: formatRupeeAmount(amount, language), mentorId: mentor.mentorId })} `}
                <Link to={ROUTES.adminClearedPayments}>{t('payouts.seeCleared')}</Link>
              </>
            ),
          });
        }}
      />
    </DashboardPageFrame>
  );
}
