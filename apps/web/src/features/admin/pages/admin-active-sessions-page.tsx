import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime, type AdminSession, type SiteLanguage } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useActiveSessions } from '../api/get-active-sessions.ts';
import { Dash, IdCell } from '../components/cells.tsx';

const columns = (t: TFunction<'admin'>, language: SiteLanguage): TableColumn<AdminSession>[] => [
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
];

/** /admin-dashboard/active-sessions: sessions the mentors accepted and have not completed yet. */
export function AdminActiveSessionsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { page, setPage } = useListAddress();
  const sessions = useActiveSessions(page);
  return (
    <DashboardPageFrame title={t('activeSessions.title')} lead={t('activeSessions.lead')}>
      <SessionTable
        caption={t('activeSessions.caption')}
        columns={columns(t, language)}
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
