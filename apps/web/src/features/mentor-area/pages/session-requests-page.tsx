import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { Link } from 'react-router';
import { formatIstDateTime, paths, ROUTES, type MentorSession } from '@neetmentor/contract';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useAcceptSessionRequest } from '../api/accept-session-request.ts';
import { useSessionRequests } from '../api/get-session-requests.ts';
import { AcceptDeadline } from '../components/accept-deadline.tsx';
import { DeclineRequestDialog } from '../components/decline-request-dialog.tsx';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { MoneyCell } from '../components/money-cell.tsx';
import { StudentCell, studentName } from '../components/student-cell.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';

/** The countdowns move on every half minute, so "1 min left" is never a minute wrong. */
const COUNTDOWN_TICK_MS = 30_000;

function acceptedNotice(session: MentorSession): Notice {
  return {
    severity: 'success',
    text: (
      <>
        {`You accepted ${studentName(session.student)}’s request. `}
        <Link to={paths.mentorChat(session.student._id)}>Agree on a time in the chat</Link>
        {'; the session is now in '}
        <Link to={ROUTES.mentorSessions}>Active Sessions</Link>.
      </>
    ),
  };
}

const ActionButtons = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

function declinedNotice(session: MentorSession): Notice {
  const refund = session.price > 0 ? ' They are refunded in full.' : '';
  return {
    severity: 'success',
    text: `You declined ${studentName(session.student)}’s request.${refund} We told them and showed them other mentors.`,
  };
}

/** /mentor-dashboard/approval-section: requests waiting to be accepted within 24 hours (spec part 2 §2, §4). */
export function SessionRequestsPage() {
  const { page, setPage } = useListAddress();
  const requests = useSessionRequests(page);
  const accept = useAcceptSessionRequest();
  const oneAtATime = useOneAtATime();
  const deadlines = (requests.data?.data ?? []).flatMap((session) =>
    session.acceptBy ? [new Date(session.acceptBy).getTime()] : [],
  );
  const now = useNow(COUNTDOWN_TICK_MS, deadlines);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [declining, setDeclining] = useState<MentorSession | null>(null);

  function acceptRequest(session: MentorSession) {
    oneAtATime.run((settle) => {
      setNotice(null);
      accept.mutate(session._id, {
        onSuccess: () => setNotice(acceptedNotice(session)),
        onError: (error) => setNotice({ severity: 'error', text: error.message }),
        onSettled: settle,
      });
    });
  }

  const columns: TableColumn<MentorSession>[] = [
    { header: 'Student', cell: (session) => <StudentCell student={session.student} /> },
    { header: 'Package', cell: (session) => session.package.packageName },
    {
      header: 'Bought',
      cell: (session) => (
        <time dateTime={session.purchaseDate}>{formatIstDateTime(session.purchaseDate)}</time>
      ),
    },
    {
      header: 'Accept within',
      cell: (session) => session.acceptBy && <AcceptDeadline acceptBy={session.acceptBy} now={now} />,
    },
    { header: 'Price', cell: (session) => <MoneyCell session={session} /> },
    {
      header: 'Action',
      actions: true,
      cell: (session) => {
        const sending = accept.isPending && accept.variables === session._id;
        // Past its deadline the server refuses it; the request leaves the list once the server cancels it.
        const expired = session.acceptBy !== null && new Date(session.acceptBy).getTime() <= now;
        const whose = <VisuallyHidden>{`the request of ${studentName(session.student)}`}</VisuallyHidden>;
        return (
          <ActionButtons>
            <Button
              variant="contained"
              // One request at a time: the list reloads after each answer.
              disabled={accept.isPending || expired}
              onClick={() => acceptRequest(session)}
            >
              {sending ? 'Accepting…' : 'Accept'} {whose}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={accept.isPending || expired}
              onClick={() => {
                setNotice(null);
                setDeclining(session);
              }}
            >
              Decline {whose}
            </Button>
          </ActionButtons>
        );
      },
    },
  ];

  return (
    <DashboardPageFrame
      title="Session Requests"
      lead="Accept or decline a request within 24 hours of its purchase; after that it is cancelled, and a paid one is refunded to the student in full."
    >
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption="Session requests"
        columns={columns}
        rowKey={(session) => session._id}
        result={requests.data}
        loading={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        stale={requests.isPlaceholderData}
        emptyText="No Session Requests yet"
        page={page}
        onPageChange={setPage}
      />
      <DeclineRequestDialog
        session={declining}
        onClose={() => setDeclining(null)}
        onDeclined={(session) => {
          setDeclining(null);
          setNotice(declinedNotice(session));
        }}
        onGone={(message) => {
          setDeclining(null);
          setNotice({ severity: 'error', text: message });
        }}
      />
    </DashboardPageFrame>
  );
}
