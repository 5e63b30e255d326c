import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatIstDate, type ApprovalRequest } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useDecideApplication, type ApplicationDecision } from '../api/decide-application.ts';
import { useApprovalRequests } from '../api/get-approval-requests.ts';
import { ActionReason, Dash, Email, ImageButton, Muted } from '../components/cells.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { TableHeader } from '../components/table-header.tsx';

const Lines = styled('span')({
  display: 'grid',
  gap: 2,
  justifyItems: 'start',
  '& small': { fontSize: '0.8125rem' },
});

const Check = styled('span')(({ theme }) => ({
  fontWeight: 700,
  whiteSpace: 'nowrap',
  color: theme.palette.secondary.dark,
  '&[data-ok="false"]': { color: theme.palette.error.dark },
}));

function fullName(application: ApprovalRequest): string {
  return `${application.firstName} ${application.lastName}`;
}

/** What an application still lacks before it can be approved (the server's rule, product rules §4). */
function missingForApproval(application: ApprovalRequest, t: TFunction<'admin'>): string[] {
  return [
    ...(application.emailVerified ? [] : [t('approval.missing.email')]),
    ...(application.scoreCard ? [] : [t('approval.missing.scoreCard')]),
    ...(application.studentId ? [] : [t('approval.missing.collegeId')]),
    ...(application.feePaid || application.feeWaived ? [] : [t('approval.missing.fee')]),
  ];
}

function feeText(application: ApprovalRequest, t: TFunction<'admin'>): string {
  if (application.feePaid) return t('approval.checks.feePaid');
  return application.feeWaived ? t('approval.checks.feeWaived') : t('approval.checks.feeNotPaid');
}

interface Decision {
  application: ApprovalRequest;
  decision: ApplicationDecision;
}

/**
 * /admin-dashboard/mentor-approval (Mentors Verification request): every field of the waiting
 * applications, the private documents, and Approve or Reject, each after a confirmation.
 */
export function MentorApprovalPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const { page, search, setPage, setSearch } = useListAddress();
  const requests = useApprovalRequests(page, search);
  const decide = useDecideApplication();
  const dialog = useDialogTarget<Decision>();
  const [openDocument, setOpenDocument] = useState<ImageToShow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirm({ application, decision }: Decision) {
    setNotice(null);
    decide.mutate(
      { mentorId: application._id, decision },
      {
        onSuccess: () =>
          setNotice({
            severity: 'success',
            text: t(`approval.dialog.${decision}.done`, { name: fullName(application) }),
          }),
        onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
        onSettled: dialog.close,
      },
    );
  }

  function documentButton(
    application: ApprovalRequest,
    document: 'scoreCard' | 'collegeId',
    address: string | null,
  ) {
    if (!address) return <Muted>{t(`approval.documents.${document}.missing`)}</Muted>;
    const label = t(`approval.documents.${document}.label`);
    const target = t('approval.documents.target', { name: fullName(application) });
    return (
      <ImageButton
        label={label}
        target={target}
        onClick={() =>
          setOpenDocument({
            address,
            title: t(`approval.documents.${document}.title`, { name: fullName(application) }),
          })
        }
      />
    );
  }

  const columns: TableColumn<ApprovalRequest>[] = [
    {
      header: t('approval.columns.applicant'),
      cell: (application) => (
        <Lines>
          <strong>{fullName(application)}</strong>
          <span>
            <Email>{application.email}</Email>
          </span>
          <span>{application.number ?? <Dash />}</span>
          <small>{application.gender ?? t('approval.genderMissing')}</small>
        </Lines>
      ),
    },
    {
      header: t('approval.columns.neetScore'),
      cell: (application) => (
        <Lines>
          <strong>{application.neetScore ?? <Dash />}</strong>
          {application.neetExamYear !== null && (
            <small>{t('approval.examYear', { year: String(application.neetExamYear) })}</small>
          )}
          {application.neetAttempts !== null && (
            <small>{t('approval.attempts', { count: application.neetAttempts })}</small>
          )}
        </Lines>
      ),
    },
    {
      header: t('approval.columns.institute'),
      cell: (application) => (
        <Lines>
          <span>{application.institute ?? <Dash />}</span>
          {application.yearOfEducation && <small>{application.yearOfEducation}</small>}
          <small>{`${application.address.city}, ${application.address.state}`}</small>
        </Lines>
      ),
    },
    {
      header: t('approval.columns.documents'),
      cell: (application) => (
        <Lines>
          {documentButton(application, 'scoreCard', application.scoreCard)}
          {documentButton(application, 'collegeId', application.studentId)}
        </Lines>
      ),
    },
    {
      header: t('approval.columns.checks'),
      cell: (application) => (
        <Lines>
          <Check data-ok={application.emailVerified}>
            {application.emailVerified
              ? t('approval.checks.emailVerified')
              : t('approval.checks.emailNotVerified')}
          </Check>
          <Check data-ok={application.feePaid || application.feeWaived}>{feeText(application, t)}</Check>
        </Lines>
      ),
    },
    {
      header: t('approval.columns.applied'),
      cell: (application) => (
        <time dateTime={application.applicationDate}>
          {formatIstDate(application.applicationDate, language)}
        </time>
      ),
    },
    {
      header: t('approval.columns.actions'),
      actions: true,
      cell: (application) => {
        // `eligible` is the server's own answer; the list says why, in the words of the Checks column.
        const blocked = !application.eligible;
        const missing = missingForApproval(application, t);
        const reasonId = `approve-reason-${application._id}`;
        return (
          <>
            <Button
              variant="contained"
              size="small"
              disabled={decide.isPending || blocked}
              aria-describedby={blocked ? reasonId : undefined}
              onClick={() => dialog.show({ application, decision: 'approve' })}
            >
              {t('approval.approve')} <VisuallyHidden>{fullName(application)}</VisuallyHidden>
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={decide.isPending}
              onClick={() => dialog.show({ application, decision: 'reject' })}
            >
              {t('approval.reject')} <VisuallyHidden>{fullName(application)}</VisuallyHidden>
            </Button>
            {blocked && (
              <ActionReason id={reasonId}>
                {missing.length > 0
                  ? t('approval.needs', { missing: missing.join(', ') })
                  : t('approval.notPossible')}
              </ActionReason>
            )}
          </>
        );
      },
    },
  ];

  const shown = dialog.target;
  return (
    <DashboardPageFrame title={t('approval.title')} lead={t('approval.lead')}>
      <TableHeader>
        <TableSearch
          label={t('approval.search.label')}
          hint={t('approval.search.hint')}
          applied={search}
          onSearch={setSearch}
        />
      </TableHeader>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ScrollRegion label={t('approval.caption')}>
        <SessionTable
          dense
          caption={t('approval.caption')}
          columns={columns}
          rowKey={(application) => application._id}
          result={requests.data}
          loading={requests.isPending}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          stale={requests.isPlaceholderData}
          emptyText={search ? t('approval.noneFound', { search }) : t('approval.empty')}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <ConfirmDialog
        open={dialog.open}
        title={shown ? t(`approval.dialog.${shown.decision}.title`) : ''}
        text={shown ? t(`approval.dialog.${shown.decision}.text`, { name: fullName(shown.application) }) : ''}
        confirmLabel={shown ? t(`approval.dialog.${shown.decision}.confirm`) : ''}
        pending={decide.isPending}
        onConfirm={() => shown && confirm(shown)}
        onCancel={dialog.close}
      />
      <LazyPrivateImageDialog image={openDocument} onClose={() => setOpenDocument(null)} />
    </DashboardPageFrame>
  );
}
