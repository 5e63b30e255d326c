import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatIstDateTime,
  formatRupeeAmount,
  FREE_EARNING_HOLD_HOURS,
  paths,
  type MentorSession,
  type SiteLanguage,
} from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useActiveSessions } from '../api/get-active-sessions.ts';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { CompleteSessionDialog } from '../components/complete-session-dialog.tsx';
import { CallLinkDialog } from '../components/call-link-dialog.tsx';
import { callProviderName, joinEnded, JoinLink, JoinTimes } from '../../../components/session-call.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { MoneyCell } from '../components/money-cell.tsx';
import { StudentCell, studentName } from '../components/student-cell.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useNow } from '../../../lib/use-now.ts';
import { completionLockedUntil } from '../completion-lock.ts';

/** How often the page looks again at which sessions may be completed: a minute late at most. */
const LOCK_TICK_MS = 60_000;

const Muted = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary }));

const ChatButton = styled(ButtonLink)({ minHeight: 36, padding: '4px 14px', fontSize: '0.875rem' });

/** The call column: the service, who joined, and the link's button, stacked to stay narrow on a phone. */
const CallCell = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.spacing(0.75),
  fontSize: '0.875rem',
}));

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
function completedNotice(session: MentorSession, t: TFunction<'mentor'>, language: SiteLanguage): Notice {
  return {
    severity: 'success',
    text: t('sessions.completed', {
      name: studentName(session.student),
      amount: formatRupeeAmount(session.earning, language),
      hours: FREE_EARNING_HOLD_HOURS,
      free: session.price === 0 ? 'yes' : 'no',
    }),
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
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const lockedUntil = completionLockedUntil(session, now);
  const which = (
    <VisuallyHidden>{t('sessions.whichSession', { name: studentName(session.student) })}</VisuallyHidden>
  );
  if (lockedUntil) {
    return (
      <WaitingButton variant="contained" disabled>
        <WaitingLabel>
          {t('sessions.completableFrom', { date: formatIstDateTime(lockedUntil, language) })} {which}
        </WaitingLabel>
      </WaitingButton>
    );
  }
  return (
    <Button variant="contained" onClick={onClick}>
      {t('sessions.markComplete')} {which}
    </Button>
  );
}

interface CallColumnProps {
  session: MentorSession;
  now: number;
  onEdit: () => void;
}

/** The session's call: its service (or that there is none yet), who joined, and adding or changing the link. */
function CallColumn({ session, now, onEdit }: CallColumnProps) {
  const { t } = useTranslation('mentor');
  const { t: tCommon } = useTranslation();
  const { call } = session;
  const ended = joinEnded(call, now);
  return (
    <CallCell>
      {call.provider ? (
        <strong>{callProviderName(tCommon, call.provider)}</strong>
      ) : (
        <Muted>{t('sessions.noCallLink')}</Muted>
      )}
      {call.provider && session.scheduledAt && <JoinTimes joins={call.joins} ended={ended} />}
      {!ended && (
        <Button variant="outlined" size="small" onClick={onEdit}>
          {call.provider ? t('sessions.callLink.change') : t('sessions.callLink.add')}{' '}
          <VisuallyHidden>
            {t('sessions.whichSession', { name: studentName(session.student) })}
          </VisuallyHidden>
        </Button>
      )}
    </CallCell>
  );
}

function columns(
  complete: (session: MentorSession) => void,
  editCall: (session: MentorSession) => void,
  now: number,
  t: TFunction<'mentor'>,
  language: SiteLanguage,
): TableColumn<MentorSession>[] {
  return [
    { header: t('shared.student'), cell: (session) => <StudentCell student={session.student} /> },
    { header: t('shared.package'), cell: (session) => session.package.packageName },
    {
      header: t('sessions.columns.accepted'),
      cell: (session) =>
        session.approvalTime && (
          <time dateTime={session.approvalTime}>{formatIstDateTime(session.approvalTime, language)}</time>
        ),
    },
    {
      header: t('sessions.columns.sessionTime'),
      cell: (session) =>
        session.scheduledAt ? (
          <time dateTime={session.scheduledAt}>{formatIstDateTime(session.scheduledAt, language)}</time>
        ) : (
          <Muted>{t('sessions.notAgreed')}</Muted>
        ),
    },
    {
      header: t('sessions.columns.call'),
      cell: (session) => <CallColumn session={session} now={now} onEdit={() => editCall(session)} />,
    },
    { header: t('shared.price'), cell: (session) => <MoneyCell session={session} /> },
    {
      header: t('sessions.columns.actions'),
      actions: true,
      cell: (session) => (
        <>
          <JoinLink sessionId={session._id} call={session.call} withName={studentName(session.student)} />
          <ChatButton to={paths.mentorChat(session.student._id)} variant="outlined">
            <ChatIcon size={18} />
            {t('sessions.chat')}{' '}
            <VisuallyHidden>{t('sessions.chatWith', { name: studentName(session.student) })}</VisuallyHidden>
          </ChatButton>
          <CompleteButton session={session} now={now} onClick={() => complete(session)} />
        </>
      ),
    },
  ];
}

/** /mentor-dashboard/sessions: accepted sessions, their chat, and completing them with a proof (spec part 2 §2). */
export function ActiveSessionsPage() {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const { page, setPage } = useListAddress();
  const sessions = useActiveSessions(page);
  const now = useNow(LOCK_TICK_MS);
  // A session without an agreed time is first confirmed as held, then completed with its proof.
  const [confirming, setConfirming] = useState<MentorSession | null>(null);
  const [completing, setCompleting] = useState<MentorSession | null>(null);
  const [editingCall, setEditingCall] = useState<MentorSession | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <DashboardPageFrame title={t('sessions.title')} lead={t('sessions.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption={t('sessions.caption')}
        columns={columns(
          (session) => {
            setNotice(null);
            if (session.scheduledAt) setCompleting(session);
            else setConfirming(session);
          },
          (session) => {
            setNotice(null);
            setEditingCall(session);
          },
          now,
          t,
          language,
        )}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText={t('sessions.empty')}
        page={page}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('sessions.confirm.title')}
        text={t('sessions.confirm.text')}
        confirmLabel={t('sessions.confirm.confirm')}
        cancelLabel={t('sessions.confirm.cancel')}
        onConfirm={() => {
          setCompleting(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
      <CallLinkDialog
        session={editingCall}
        onClose={() => setEditingCall(null)}
        onSaved={(session) => {
          setEditingCall(null);
          setNotice({
            severity: 'success',
            text: t('sessions.callLink.saved', { name: studentName(session.student) }),
          });
        }}
      />
      <CompleteSessionDialog
        session={completing}
        onClose={() => setCompleting(null)}
        onCompleted={(session) => {
          setCompleting(null);
          setNotice(completedNotice(session, t, language));
        }}
      />
    </DashboardPageFrame>
  );
}
