import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
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
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';

/** The countdowns move on every half minute, so "1 min left" is never a minute wrong. */
const COUNTDOWN_TICK_MS = 30_000;

function acceptedNotice(session: MentorSession, t: TFunction<'mentor'>): Notice {
  return {
    severity: 'success',
    text: (
      <Trans
        t={t}
        i18nKey="requests.accepted"
        values={{ name: studentName(session.student) }}
        components={{
          chatLink: <Link to={paths.mentorChat(session.student._id)} />,
          sessionsLink: <Link to={ROUTES.mentorSessions} />,
        }}
      />
    ),
  };
}

const ActionButtons = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

function declinedNotice(session: MentorSession, t: TFunction<'mentor'>): Notice {
  return {
    severity: 'success',
    text: t('requests.declined', {
      name: studentName(session.student),
      paid: session.price > 0 ? 'yes' : 'no',
    }),
  };
}

/** /mentor-dashboard/approval-section: requests waiting to be accepted within 24 hours (spec part 2 §2, §4). */
export function SessionRequestsPage() {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const errorText = useErrorText();
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
        onSuccess: () => setNotice(acceptedNotice(session, t)),
        onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
        onSettled: settle,
      });
    });
  }

  const columns: TableColumn<MentorSession>[] = [
    { header: t('shared.student'), cell: (session) => <StudentCell student={session.student} /> },
    { header: t('shared.package'), cell: (session) => session.package.packageName },
    {
      header: t('requests.columns.bought'),
      cell: (session) => (
        <time dateTime={session.purchaseDate}>{formatIstDateTime(session.purchaseDate, language)}</time>
      ),
    },
    {
      header: t('requests.columns.acceptWithin'),
      cell: (session) => session.acceptBy && <AcceptDeadline acceptBy={session.acceptBy} now={now} />,
    },
    { header: t('shared.price'), cell: (session) => <MoneyCell session={session} /> },
    {
      header: t('requests.columns.action'),
      actions: true,
      cell: (session) => {
        const sending = accept.isPending && accept.variables === session._id;
        // Past its deadline the server refuses it; the request leaves the list once the server cancels it.
        const expired = session.acceptBy !== null && new Date(session.acceptBy).getTime() <= now;
        const whose = (
          <VisuallyHidden>{t('requests.whose', { name: studentName(session.student) })}</VisuallyHidden>
        );
        return (
          <ActionButtons>
            <Button
              variant="contained"
              // One request at a time: the list reloads after each answer.
              disabled={accept.isPending || expired}
              onClick={() => acceptRequest(session)}
            >
              {sending ? t('requests.accepting') : t('requests.accept')} {whose}
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
              {t('requests.decline')} {whose}
            </Button>
          </ActionButtons>
        );
      },
    },
  ];

  return (
    <DashboardPageFrame title={t('requests.title')} lead={t('requests.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption={t('requests.caption')}
        columns={columns}
        rowKey={(session) => session._id}
        result={requests.data}
        loading={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        stale={requests.isPlaceholderData}
        emptyText={t('requests.empty')}
        page={page}
        onPageChange={setPage}
      />
      <DeclineRequestDialog
        session={declining}
        onClose={() => setDeclining(null)}
        onDeclined={(session) => {
          setDeclining(null);
          setNotice(declinedNotice(session, t));
        }}
        onGone={(message) => {
          setDeclining(null);
          setNotice({ severity: 'error', text: message });
        }}
      />
    </DashboardPageFrame>
  );
}
