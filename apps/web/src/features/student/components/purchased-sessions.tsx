import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { formatRupeeAmount, ROUTES, type SiteLanguage, type StudentSession } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SessionTable } from '../../../components/session-table.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useCancelSession } from '../api/cancel-session.ts';
import { usePurchasedSessions } from '../api/get-purchased-sessions.ts';
import { EmptyTab } from './empty-tab.tsx';
import { mentorName, sessionDetailsLabel, studentSessionColumns } from './session-columns.tsx';
import { StudentSessionDetails } from './student-session-details.tsx';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

function cancelText(t: TFunction<'student'>, language: SiteLanguage, session: StudentSession): string {
  const request = { name: mentorName(session), packageName: session.package.packageName };
  if (session.money.state === 'free') return t('purchased.cancelFree', request);
  return t('purchased.cancelPaid', {
    ...request,
    amount: formatRupeeAmount(session.money.amount, language),
  });
}

function cancelledText(t: TFunction<'student'>, language: SiteLanguage, session: StudentSession): string {
  if (session.money.state === 'free') return t('purchased.cancelledFree');
  return t('purchased.cancelledPaid', { amount: formatRupeeAmount(session.money.amount, language) });
}

/** The Session Management tab (spec part 1 §2): every booking, with its progress and where its money is. */
export function PurchasedSessions() {
  const { t } = useTranslation('student');
  const language = useLanguage();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const sessions = usePurchasedSessions(page);
  const cancel = useCancelSession();
  // The session stays after the dialog is told to close, so its text does not vanish while it fades out.
  const [confirming, setConfirming] = useState<{ session: StudentSession; open: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  function closeConfirm() {
    setConfirming((current) => current && { ...current, open: false });
  }

  function confirmCancel() {
    if (!confirming) return;
    const { session } = confirming;
    cancel.mutate(session._id, {
      onSuccess: () => setNotice({ severity: 'success', text: cancelledText(t, language, session) }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      onSettled: closeConfirm,
    });
  }

  if (sessions.data?.data.length === 0) {
    return (
      <EmptyTab
        title={t('purchased.emptyTitle')}
        text={t('purchased.emptyText')}
        action={<ButtonLink to={ROUTES.searchMentor}>{t('purchased.findMentor')}</ButtonLink>}
      />
    );
  }

  return (
    <>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <SessionTable
        caption={t('purchased.caption')}
        columns={studentSessionColumns(t)}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText={t('purchased.emptyTitle')}
        page={page}
        onPageChange={setPage}
        details={(session) => (
          <StudentSessionDetails
            session={session}
            onCancel={() => {
              setNotice(null);
              setConfirming({ session, open: true });
            }}
          />
        )}
        detailsLabel={sessionDetailsLabel(t)}
      />
      <ConfirmDialog
        open={confirming?.open ?? false}
        title={t('purchased.confirmTitle')}
        text={confirming ? cancelText(t, language, confirming.session) : ''}
        confirmLabel={t('purchased.confirmCancel')}
        cancelLabel={t('purchased.keep')}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={closeConfirm}
      />
    </>
  );
}
