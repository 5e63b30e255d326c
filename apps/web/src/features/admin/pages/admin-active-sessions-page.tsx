import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatIstDateTime,
  JOIN_CLOSES_HOURS_AFTER_END,
  PACKAGE_SESSION_MINUTES,
  type AdminSession,
  type SiteLanguage,
} from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { JoinTimes } from '../../../components/session-call.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useActiveSessions } from '../api/get-active-sessions.ts';
import { Dash, IdCell } from '../components/cells.tsx';

/** The longest session's join address closes this long after its agreed time. */
const LONGEST_JOIN_MS =
  (Math.max(...Object.values(PACKAGE_SESSION_MINUTES)) + JOIN_CLOSES_HOURS_AFTER_END * 60) * 60_000;

const columns = (t: TFunction<'admin'>, language: SiteLanguage, now: number): TableColumn<AdminSession>[] => [
  {
    header: t('activeSessions.columns.mentorId'),
    cell: (session) => (
      <IdCell id={session.mentor.mentorId} name={`${session.mentor.firstName} ${session.mentor.lastName}`} />
    ),
  },
  { header: t('activeSessions.columns.student'), cell: (session) => session.student.username },
  { header: t('activeSessions.columns.packageName'), cell: (session) => session.package.packageName },
  {
    header: t('activeSessions.columns.approvalDate'),
    cell: (session) =>
      session.approvalTime ? (
        <time dateTime={session.approvalTime}>{formatIstDateTime(session.approvalTime, language)}</time>
      ) : (
        <Dash />
      ),
  },
  {
    header: t('activeSessions.columns.sessionTime'),
    cell: (session) =>
      session.scheduledAt ? (
        <time dateTime={session.scheduledAt}>{formatIstDateTime(session.scheduledAt, language)}</time>
      ) : (
        <Dash />
      ),
  },
  {
    header: t('activeSessions.columns.joined'),
    // Who opened the session's join address, and when; before a time is agreed there is nothing to join.
    cell: (session) =>
      session.scheduledAt ? (
        <JoinTimes joins={session.joins} ended={Date.parse(session.scheduledAt) + LONGEST_JOIN_MS <= now} />
      ) : (
        <Dash />
      ),
  },
];

/** /admin-dashboard/active-sessions: sessions the mentors accepted and have not completed yet. */
export function AdminActiveSessionsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { page, setPage } = useListAddress();
  const sessions = useActiveSessions(page);
  // After the longest session's join address has closed, a side without a time "did not join".
  const now = useNow(60_000);
  return (
    <DashboardPageFrame title={t('activeSessions.title')} lead={t('activeSessions.lead')}>
      <SessionTable
        caption={t('activeSessions.caption')}
        columns={columns(t, language, now)}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText={t('activeSessions.empty')}
        page={page}
        onPageChange={setPage}
      />
    </DashboardPageFrame>
  );
}
