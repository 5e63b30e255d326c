import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime, type AuditEntry, type SiteLanguage } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { describeAction, describeRecord } from '../audit-text.ts';
import { Dash, Muted } from '../components/cells.tsx';

const Changes = styled('ul')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  paddingLeft: theme.spacing(2.25),
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
}));

const columns = (t: TFunction<'admin'>, language: SiteLanguage): TableColumn<AuditEntry>[] => [
  {
    header: t('auditLog.columns.when'),
    cell: (entry) => <time dateTime={entry.createdAt}>{formatIstDateTime(entry.createdAt, language)}</time>,
  },
  {
    header: t('auditLog.columns.who'),
    cell: (entry) => entry.actor.name ?? <Muted>{t('auditLog.removedAdmin')}</Muted>,
  },
  { header: t('auditLog.columns.what'), cell: (entry) => describeAction(entry.action, t) },
  {
    header: t('auditLog.columns.record'),
    cell: (entry) => {
      const { record, changes } = describeRecord(entry, t, language);
      return (
        <>
          {record ?? <Dash />}
          {changes.length > 0 && (
            <Changes>
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </Changes>
          )}
        </>
      );
    },
  },
];

/** Beyond the spec: /admin-dashboard/audit-log, every admin action (who, what, which record, when), newest first. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { page, setPage } = useListAddress();
  const log = useAuditLog(page);
  return (
    <DashboardPageFrame title={t('auditLog.title')} lead={t('auditLog.lead')}>
      <SessionTable
        caption={t('auditLog.caption')}
        columns={columns(t, language)}
        rowKey={(entry) => entry._id}
        result={log.data}
        loading={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        stale={log.isPlaceholderData}
        emptyText={t('auditLog.empty')}
        page={page}
        onPageChange={setPage}
      />
    </DashboardPageFrame>
  );
}
