import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { formatRupeeAmount, ROUTES, type PayoutMentor } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
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
  const { page, setPage } = useListAddress();
  const mentors = usePayoutMentors(page);
  const [paying, setPaying] = useState<PayoutMentor | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const columns: TableColumn<PayoutMentor>[] = [
    {
      header: 'Mentor',
      cell: (mentor) => <IdCell id={mentor.mentorId} name={`${mentor.firstName} ${mentor.lastName}`} />,
    },
    {
      header: 'Method',
      cell: (mentor) => mentor.paymentMethod ?? <Muted>Not given yet</Muted>,
    },
    { header: 'Holder Name', cell: (mentor) => bankOnly(mentor, mentor.accountHolderName) },
    { header: 'IFSC', cell: (mentor) => bankOnly(mentor, mentor.ifscCode) },
    { header: 'Info', cell: (mentor) => mentor.paymentInfo ?? <Dash /> },
    { header: 'Wallet', cell: (mentor) => <strong>{formatRupeeAmount(mentor.wallet)}</strong> },
    {
      header: 'Action',
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
              Clear{' '}
              <VisuallyHidden>{`${formatRupeeAmount(mentor.wallet)} of ${mentor.mentorId}`}</VisuallyHidden>
            </Button>
            {noDetails && (
              <ActionReason id={reasonId}>The mentor has not given payment details yet.</ActionReason>
            )}
          </>
        );
      },
    },
  ];

  return (
    <DashboardPageFrame
      title="Total Payout Mentors"
      lead="Mentors with money in their wallet, largest first. Payouts are due on the 5th of each month: transfer the balance, then clear it with the proof."
    >
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ScrollRegion label="Mentors to pay">
        <SessionTable
          dense
          caption="Mentors to pay"
          columns={columns}
          rowKey={(mentor) => mentor._id}
          result={mentors.data}
          loading={mentors.isPending}
          error={mentors.error}
          onRetry={() => void mentors.refetch()}
          stale={mentors.isPlaceholderData}
          emptyText="No mentor has a balance to pay out."
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
                {`${formatRupeeAmount(amount)} cleared for ${mentor.mentorId}; they have been e-mailed. `}
                <Link to={ROUTES.adminClearedPayments}>See cleared payments</Link>
              </>
            ),
          });
        }}
      />
    </DashboardPageFrame>
  );
}
