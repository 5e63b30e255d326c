import { useState } from 'react';
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatIstDateTime,
  formatRupeeAmount,
  type AdminSession,
  type SiteLanguage,
} from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { usePendingSessions } from '../api/get-pending-sessions.ts';
import { useRemovePendingSession } from '../api/remove-pending-session.ts';
import { IdCell, Muted } from '../components/cells.tsx';

function describeSession(session: AdminSession, t: TFunction<'admin'>): string {
  return t('pendingSessions.session', {
    packageName: session.package.packageName,
    student: session.student.username,
    mentorId: session.mentor.mentorId,
  });
}

function refundText(session: AdminSession, t: TFunction<'admin'>, language: SiteLanguage): string {
  return session.price > 0
    ? t('pendingSessions.refund', { amount: formatRupeeAmount(session.price, language) })
    : t('pendingSessions.free');
}

/** /admin-dashboard/pending-sessions: requests the mentors have not accepted yet, which the admin may delete. */
export function PendingSessionsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const { page, setPage } = useListAddress();
  const sessions = usePendingSessions(page);
  const remove = useRemovePendingSession();
  const dialog = useDialogTarget<AdminSession>();
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmRemoval(session: AdminSession) {
    setNotice(null);
    remove.mutate(session._id, {
      onSuccess: () =>
        setNotice({
          severity: 'success',
          text: t('pendingSessions.deleted', {
            session: describeSession(session, t),
            refund: refundText(session, t, language),
          }),
        }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      onSettled: dialog.close,
    });
  }

  const columns: TableColumn<AdminSession>[] = [
    {
      header: t('pendingSessions.columns.mentorId'),
      cell: (session) => (
        <IdCell
          id={session.mentor.mentorId}
          name={`${session.mentor.firstName} ${session.mentor.lastName}`}
        />
      ),
    },
    { header: t('pendingSessions.columns.student'), cell: (session) => session.student.username },
    {
      header: t('pendingSessions.columns.packageName'),
      cell: (session) => (
        <>
          {session.package.packageName}
          <br />
          <Muted>
            {session.price > 0 ? formatRupeeAmount(session.price, language) : t('pendingSessions.freePrice')}
          </Muted>
        </>
      ),
    },
    {
      header: t('pendingSessions.columns.purchased'),
      cell: (session) => (
        <time dateTime={session.purchaseDate}>{formatIstDateTime(session.purchaseDate, language)}</time>
      ),
    },
    {
      header: t('pendingSessions.columns.action'),
      actions: true,
      cell: (session) => (
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={remove.isPending}
          onClick={() => dialog.show(session)}
        >
          {t('pendingSessions.delete')}{' '}
          <VisuallyHidden>
            {t('pendingSessions.deleteTarget', { session: describeSession(session, t) })}
          </VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <DashboardPageFrame title={t('pendingSessions.title')} lead={t('pendingSessions.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption={t('pendingSessions.caption')}
        columns={columns}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText={t('pendingSessions.empty')}
        page={page}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={dialog.open}
        title={t('pendingSessions.dialog.title')}
        text={
          dialog.target
            ? t('pendingSessions.dialog.text', {
                session: describeSession(dialog.target, t),
                refund: refundText(dialog.target, t, language),
              })
            : ''
        }
        confirmLabel={t('pendingSessions.delete')}
        pending={remove.isPending}
        onConfirm={() => dialog.target && confirmRemoval(dialog.target)}
        onCancel={dialog.close}
      />
    </DashboardPageFrame>
  );
}
