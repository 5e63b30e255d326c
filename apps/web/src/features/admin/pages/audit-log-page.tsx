import { styled } from '@mui/material/styles';
import { formatIstDateTime, type AuditEntry } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
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

const COLUMNS: TableColumn<AuditEntry>[] = [
  {
    header: 'When',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatIstDateTime(entry.createdAt)}</time>,
  },
  { header: 'Who', cell: (entry) => entry.actor.name ?? <Muted>A removed admin</Muted> },
  { header: 'What', cell: (entry) => describeAction(entry.action) },
  {
    header: 'Record',
    cell: (entry) => {
      const { record, changes } = describeRecord(entry);
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
  const { page, setPage } = useListAddress();
  const log = useAuditLog(page);
  return (
    <DashboardPageFrame
      title="Audit Log"
      lead="Every change an admin made, newest first: who, what, to which record and when (India time)."
    >
      <SessionTable
        caption="Audit log"
        columns={COLUMNS}
        rowKey={(entry) => entry._id}
        result={log.data}
        loading={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        stale={log.isPlaceholderData}
        emptyText="Nothing recorded yet."
        page={page}
        onPageChange={setPage}
      />
    </DashboardPageFrame>
  );
}
