import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import {
  formatIstDate,
  formatIstDateTime,
  formatRupeeAmount,
  paths,
  type MentorSession,
} from '@neetmentor/contract';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useActiveSessions } from '../api/get-active-sessions.ts';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { CompleteSessionDialog } from '../components/complete-session-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { MoneyCell } from '../components/money-cell.tsx';
import { StudentCell, studentName } from '../components/student-cell.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';

const Small = styled('span')(({ theme }) => ({
  display: 'block',
  marginTop: 4,
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

const Muted = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary }));

const ChatButton = styled(ButtonLink)({ minHeight: 36, padding: '4px 14px', fontSize: '0.875rem' });

function completedNotice(session: MentorSession): Notice {
  return {
    severity: 'success',
    text: `Your session with ${studentName(session.student)} is complete: ${formatRupeeAmount(session.earning)} has been added to your wallet.`,
  };
}

function columns(complete: (session: MentorSession) => void): TableColumn<MentorSession>[] {
  return [
    { header: 'Student', cell: (session) => <StudentCell student={session.student} /> },
    {
      header: 'Package',
      cell: (session) => (
        <>
          {session.package.packageName}
          {session.completableFrom && (
            <Small>{`Can be completed from ${formatIstDate(session.completableFrom)}`}</Small>
          )}
        </>
      ),
    },
    {
      header: 'Accepted',
      cell: (session) =>
        session.approvalTime && (
          <time dateTime={session.approvalTime}>{formatIstDateTime(session.approvalTime)}</time>
        ),
    },
    {
      header: 'Session time',
      cell: (session) =>
        session.scheduledAt ? (
          <time dateTime={session.scheduledAt}>{formatIstDateTime(session.scheduledAt)}</time>
        ) : (
          <Muted>Not agreed yet</Muted>
        ),
    },
    { header: 'Price', cell: (session) => <MoneyCell session={session} /> },
    {
      header: 'Actions',
      actions: true,
      cell: (session) => (
        <>
          <ChatButton to={paths.mentorChat(session.student._id)} variant="outlined">
            <ChatIcon size={18} />
            Chat <VisuallyHidden>{`with ${studentName(session.student)}`}</VisuallyHidden>
          </ChatButton>
          <Button variant="contained" onClick={() => complete(session)}>
            Mark complete <VisuallyHidden>{`(session with ${studentName(session.student)})`}</VisuallyHidden>
          </Button>
        </>
      ),
    },
  ];
}

/** /mentor-dashboard/sessions: accepted sessions, their chat, and completing them with a proof (spec part 2 §2). */
export function ActiveSessionsPage() {
  const { page, setPage } = useListAddress();
  const sessions = useActiveSessions(page);
  const [completing, setCompleting] = useState<MentorSession | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <DashboardPageFrame
      title="Active Sessions"
      lead="Agree on a time with your student in the chat, hold the session, then mark it complete with a proof image such as a screenshot of the call."
    >
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption="Active sessions"
        columns={columns((session) => {
          setNotice(null);
          setCompleting(session);
        })}
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
      <CompleteSessionDialog
        session={completing}
        onClose={() => setCompleting(null)}
        onCompleted={(session) => {
          setCompleting(null);
          setNotice(completedNotice(session));
        }}
      />
    </DashboardPageFrame>
  );
}
