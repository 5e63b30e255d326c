import { useState } from 'react';
import Button from '@mui/material/Button';
import { formatIstDateTime, formatRupeeAmount, type AdminSession } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { usePendingSessions } from '../api/get-pending-sessions.ts';
import { useRemovePendingSession } from '../api/remove-pending-session.ts';
import { IdCell, Muted } from '../components/cells.tsx';

function describeSession(session: AdminSession): string {
  return `${session.package.packageName} of ${session.student.username} with ${session.mentor.mentorId}`;
}

function refundText(session: AdminSession): string {
  return session.price > 0
    ? `The student is refunded ${formatRupeeAmount(session.price)} in full, automatically.`
    : 'It was a free session: nothing was paid.';
}

/** /admin-dashboard/pending-sessions: requests the mentors have not accepted yet, which the admin may delete. */
export function PendingSessionsPage() {
  const { page, setPage } = useListAddress();
  const sessions = usePendingSessions(page);
  const remove = useRemovePendingSession();
  const dialog = useDialogTarget<AdminSession>();
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmRemoval(session: AdminSession) {
    setNotice(null);
    remove.mutate(session._id, {
      onSuccess: () =>
        setNotice({
          severity: 'success',
          text: `Deleted: the ${describeSession(session)} is cancelled. ${refundText(session)} Both were told.`,
        }),
      onError: (error) => setNotice({ severity: 'error', text: error.message }),
      onSettled: dialog.close,
    });
  }

  const columns: TableColumn<AdminSession>[] = [
    {
      header: 'MentorId',
      cell: (session) => (
        <IdCell
          id={session.mentor.mentorId}
          name={`${session.mentor.firstName} ${session.mentor.lastName}`}
        />
      ),
    },
    { header: 'Student', cell: (session) => session.student.username },
    {
      header: 'Package Name',
      cell: (session) => (
        <>
          {session.package.packageName}
          <br />
          <Muted>{session.price > 0 ? formatRupeeAmount(session.price) : 'Free'}</Muted>
        </>
      ),
    },
    {
      header: 'Purchased Date',
      cell: (session) => (
        <time dateTime={session.purchaseDate}>{formatIstDateTime(session.purchaseDate)}</time>
      ),
    },
    {
      header: 'Action',
      actions: true,
      cell: (session) => (
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={remove.isPending}
          onClick={() => dialog.show(session)}
        >
          Delete <VisuallyHidden>{`the ${describeSession(session)}`}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <DashboardPageFrame
      title="Pending Sessions"
      lead="Bought sessions the mentor has not accepted yet; unaccepted ones are cancelled and refunded after 24 hours. Deleting one cancels and refunds it now."
    >
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption="Pending sessions"
        columns={columns}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText="No Pending Sessions"
        page={page}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={dialog.open}
        title="Delete pending session"
        text={
          dialog.target
            ? `Delete the ${describeSession(dialog.target)}? It is cancelled and both are told. ${refundText(dialog.target)}`
            : ''
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => dialog.target && confirmRemoval(dialog.target)}
        onCancel={dialog.close}
      />
    </DashboardPageFrame>
  );
}
