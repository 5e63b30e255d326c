import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import {
  formatIstDateTime,
  formatRupeeAmount,
  FREE_EARNING_HOLD_HOURS,
  paths,
  type MentorSession,
} from '@neetmentor/contract';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useActiveSessions } from '../api/get-active-sessions.ts';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { CompleteSessionDialog } from '../components/complete-session-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { MoneyCell } from '../components/money-cell.tsx';
import { StudentCell, studentName } from '../components/student-cell.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useNow } from '../../../lib/use-now.ts';
import { completionLockedUntil } from '../completion-lock.ts';

/** How often the page looks again at which sessions may be completed: a minute late at most. */
const LOCK_TICK_MS = 60_000;

const NO_AGREED_TIME_TEXT =
  'No time was agreed here for this session. Mark it complete only if it has taken place.';

const Muted = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary }));

const ChatButton = styled(ButtonLink)({ minHeight: 36, padding: '4px 14px', fontSize: '0.875rem' });

/**
 * A completion that must wait: the date stays readable (MUI greys disabled text below 4.5:1) and wraps
 * on a phone instead of widening the table.
 */
const WaitingButton = styled(Button)(({ theme }) => ({
  maxWidth: 230,
  lineHeight: 1.35,
  '&.Mui-disabled': { color: theme.palette.text.secondary, backgroundColor: '#eef1f5' },
}));

/** The table keeps its action buttons on one line; this one's label may take two. */
const WaitingLabel = styled('span')({ whiteSpace: 'normal' });

/** A free session's earning is held until the student confirms it took place (or 48 hours pass). */
function completedNotice(session: MentorSession): Notice {
  const done = `Your session with ${studentName(session.student)} is complete:`;
  const earning = formatRupeeAmount(session.earning);
  return {
    severity: 'success',
    text:
      session.price === 0
        ? `${done} ${earning} is on hold: it is added to your wallet when the student confirms the session took place, or after ${FREE_EARNING_HOLD_HOURS} hours if they report no problem.`
        : `${done} ${earning} has been added to your wallet.`,
  };
}

interface CompleteButtonProps {
  session: MentorSession;
  now: number;
  onClick: () => void;
}

/**
 * "Mark complete", or, while the agreed time or the monthly package's 30 days are still ahead, a disabled
 * button that says from when: the reason is its own text.
 */
function CompleteButton({ session, now, onClick }: CompleteButtonProps) {
  const lockedUntil = completionLockedUntil(session, now);
  const which = <VisuallyHidden>{`(session with ${studentName(session.student)})`}</VisuallyHidden>;
  if (lockedUntil) {
    return (
      <WaitingButton variant="contained" disabled>
        <WaitingLabel>
          {`Can be completed from ${formatIstDateTime(lockedUntil)}`} {which}
        </WaitingLabel>
      </WaitingButton>
    );
  }
  return (
    <Button variant="contained" onClick={onClick}>
      Mark complete {which}
    </Button>
  );
}

function columns(complete: (session: MentorSession) => void, now: number): TableColumn<MentorSession>[] {
  return [
    { header: 'Student', cell: (session) => <StudentCell student={session.student} /> },
    { header: 'Package', cell: (session) => session.package.packageName },
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
          <CompleteButton session={session} now={now} onClick={() => complete(session)} />
        </>
      ),
    },
  ];
}

/** /mentor-dashboard/sessions: accepted sessions, their chat, and completing them with a proof (spec part 2 §2). */
export function ActiveSessionsPage() {
  const { page, setPage } = useListAddress();
  const sessions = useActiveSessions(page);
  const now = useNow(LOCK_TICK_MS);
  // A session without an agreed time is first confirmed as held, then completed with its proof.
  const [confirming, setConfirming] = useState<MentorSession | null>(null);
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
          if (session.scheduledAt) setCompleting(session);
          else setConfirming(session);
        }, now)}
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
      <ConfirmDialog
        open={confirming !== null}
        title="Has this session taken place?"
        text={NO_AGREED_TIME_TEXT}
        confirmLabel="It has taken place"
        onConfirm={() => {
          setCompleting(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
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
