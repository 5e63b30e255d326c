import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { paths, type StudentSession } from '@neetmentor/contract';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { JoinLink } from '../../../components/session-call.tsx';
import { SessionStatusChip } from '../../../components/session-status.tsx';
import type { TableColumn } from '../../../components/session-table.tsx';

const MentorLink = styled(Link)(({ theme }) => ({
  color: theme.palette.primary.main,
  fontWeight: 600,
}));

/** The mentor's public MentorId under the name (spec part 1 §3: the row carries `mentor.mentorId`). */
const MentorId = styled('span')(({ theme }) => ({
  display: 'block',
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
}));

/** The chat button, and beside it "Join" while the session's join address is open. */
const ChatAndJoin = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

export function mentorName(session: StudentSession): string {
  return `${session.mentor.firstName} ${session.mentor.lastName}`.trim();
}

/**
 * Chat opens while the session is active (spec part 1 §4); once it is complete, the same conversation
 * opens read-only, to look back at what was said. A request or a cancelled session has no chat.
 */
function ChatCell({ session }: { session: StudentSession }) {
  const { t } = useTranslation('student');
  const name = mentorName(session);
  if (session.status !== 'active' && session.status !== 'complete') {
    return (
      <IconButton disabled aria-label={t('columns.chatClosed', { name })}>
        <ChatIcon size={22} />
      </IconButton>
    );
  }
  return (
    <IconButton
      component={Link}
      to={paths.studentChat(session.mentor._id)}
      color="primary"
      aria-label={
        session.status === 'active' ? t('columns.chatWith', { name }) : t('columns.chatHistoryWith', { name })
      }
    >
      <ChatIcon size={22} />
    </IconButton>
  );
}

/** The columns both session tabs share (spec part 1 §2): S.No, Package Name, Service Status, Mentor, chat. */
export function studentSessionColumns(t: TFunction<'student'>): TableColumn<StudentSession>[] {
  return [
    { header: t('columns.number'), cell: (_session, rowNumber) => rowNumber },
    { header: t('columns.packageName'), cell: (session) => session.package.packageName },
    {
      header: t('columns.status'),
      cell: (session) => (
        <SessionStatusChip
          status={session.status}
          label={session.cancelReason === 'declined' ? t('declined') : undefined}
        />
      ),
    },
    {
      header: t('columns.mentor'),
      cell: (session) => (
        <>
          <MentorLink to={paths.singleMentor(session.mentor._id)}>{mentorName(session)}</MentorLink>
          <MentorId>{session.mentor.mentorId}</MentorId>
        </>
      ),
    },
    {
      header: t('columns.chat'),
      cell: (session) => (
        <ChatAndJoin>
          <ChatCell session={session} />
          <JoinLink sessionId={session._id} call={session.call} withName={mentorName(session)} />
        </ChatAndJoin>
      ),
    },
  ];
}

/** Names a row's expander after what was booked and with whom. */
export function sessionDetailsLabel(t: TFunction<'student'>): (session: StudentSession) => string {
  return (session) =>
    t('columns.detailsLabel', { packageName: session.package.packageName, name: mentorName(session) });
}
