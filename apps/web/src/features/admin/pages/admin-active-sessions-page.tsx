import { formatIstDateTime, type AdminSession } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useActiveSessions } from '../api/get-active-sessions.ts';
import { Dash, IdCell } from '../components/cells.tsx';

const COLUMNS: TableColumn<AdminSession>[] = [
  {
    header: 'MentorId',
    cell: (session) => (
      <IdCell id={session.mentor.mentorId} name={`${session.mentor.firstName} ${session.mentor.lastName}`} />
    ),
  },
  { header: 'Student', cell: (session) => session.student.username },
  { header: 'Package Name', cell: (session) => session.package.packageName },
  {
    header: 'Approval date',
    cell: (session) =>
      session.approvalTime ? (
        <time dateTime={session.approvalTime}>{formatIstDateTime(session.approvalTime)}</time>
      ) : (
        <Dash />
      ),
  },
];

/** /admin-dashboard/active-sessions: sessions the mentors accepted and have not completed yet. */
export function AdminActiveSessionsPage() {
  const { page, setPage } = useListAddress();
  const sessions = useActiveSessions(page);
  return (
    <DashboardPageFrame
      title="Active Sessions"
      lead="Sessions accepted by their mentors and not completed yet."
    >
      <SessionTable
        caption="Active sessions"
        columns={COLUMNS}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText="No Active Sessions yet"
        page={page}
        onPageChange={setPage}
      />
    </DashboardPageFrame>
  );
}
