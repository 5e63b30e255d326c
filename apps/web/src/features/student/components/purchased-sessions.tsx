import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { formatRupeeAmount, ROUTES, type StudentSession } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SessionTable } from '../../../components/session-table.tsx';
import { useCancelSession } from '../api/cancel-session.ts';
import { usePurchasedSessions } from '../api/get-purchased-sessions.ts';
import { EmptyTab } from './empty-tab.tsx';
import { mentorName, sessionDetailsLabel, STUDENT_SESSION_COLUMNS } from './session-columns.tsx';
import { StudentSessionDetails } from './student-session-details.tsx';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

function cancelText(session: StudentSession): string {
  const request = `Your request to ${mentorName(session)} for ${session.package.packageName} will be cancelled.`;
  if (session.money.state === 'free')
    return `${request} The free session with this mentor is then used up: it can be booked once per mentor.`;
  return `${request} The ${formatRupeeAmount(session.money.amount)} you paid will be refunded in full to your original payment method (7–10 business days).`;
}

function cancelledText(session: StudentSession): string {
  if (session.money.state === 'free') return 'Your request was cancelled.';
  return `Your request was cancelled. The refund of ${formatRupeeAmount(session.money.amount)} is on its way; follow it under the session's Details.`;
}

/** The Session Management tab (spec part 1 §2): every booking, with its progress and where its money is. */
export function PurchasedSessions() {
  const [page, setPage] = useState(1);
  const sessions = usePurchasedSessions(page);
  const cancel = useCancelSession();
  // The session stays after the dialog is told to close, so its text does not vanish while it fades out.
  const [confirming, setConfirming] = useState<{ session: StudentSession; open: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  function closeConfirm() {
    setConfirming((current) => current && { ...current, open: false });
  }

  function confirmCancel() {
    if (!confirming) return;
    const { session } = confirming;
    cancel.mutate(session._id, {
      onSuccess: () => setNotice({ severity: 'success', text: cancelledText(session) }),
      onError: (error) => setNotice({ severity: 'error', text: error.message }),
      onSettled: closeConfirm,
    });
  }

  if (sessions.data?.data.length === 0) {
    return (
      <EmptyTab
        title="No Purchased Session yet"
        text="Sessions you book appear here with their status: pending until the mentor accepts, then active, then completed."
        action={<ButtonLink to={ROUTES.searchMentor}>Find a Mentor</ButtonLink>}
      />
    );
  }

  return (
    <>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <SessionTable
        caption="Your sessions"
        columns={STUDENT_SESSION_COLUMNS}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText="No Purchased Session yet"
        page={page}
        onPageChange={setPage}
        details={(session) => (
          <StudentSessionDetails
            session={session}
            onCancel={() => {
              setNotice(null);
              setConfirming({ session, open: true });
            }}
          />
        )}
        detailsLabel={sessionDetailsLabel}
      />
      <ConfirmDialog
        open={confirming?.open ?? false}
        title="Cancel this request?"
        text={confirming ? cancelText(confirming.session) : ''}
        confirmLabel="Cancel request"
        cancelLabel="Keep request"
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={closeConfirm}
      />
    </>
  );
}
