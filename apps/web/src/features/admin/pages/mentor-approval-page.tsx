import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatIstDate, type ApprovalRequest } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
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
function missingForApproval(application: ApprovalRequest): string[] {
  return [
    ...(application.emailVerified ? [] : ['a verified e-mail']),
    ...(application.scoreCard ? [] : ['the score card']),
    ...(application.studentId ? [] : ['the college ID']),
    ...(application.feePaid || application.feeWaived ? [] : ['the fee']),
  ];
}

function feeText(application: ApprovalRequest): string {
  if (application.feePaid) return 'Fee paid';
  return application.feeWaived ? 'Fee waived' : 'Fee not paid';
}

interface Decision {
  application: ApprovalRequest;
  decision: ApplicationDecision;
}

const DIALOG = {
  approve: {
    title: 'Approve mentor',
    confirm: 'Approve',
    text: (name: string) =>
      `Approve ${name} as a mentor? They are e-mailed at once, can log in, and students can book them.`,
    done: (name: string) => `${name} is approved and has been e-mailed; they can log in now.`,
  },
  reject: {
    title: 'Reject application',
    confirm: 'Reject',
    text: (name: string) =>
      `Reject the application of ${name}? They are e-mailed, and the application stays on record as rejected.`,
    done: (name: string) => `The application of ${name} is rejected; they have been e-mailed.`,
  },
} as const;

/**
 * /admin-dashboard/mentor-approval (Mentors Verification request): every field of the waiting
 * applications, the private documents, and Approve or Reject, each after a confirmation.
 */
export function MentorApprovalPage() {
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
          setNotice({ severity: 'success', text: DIALOG[decision].done(fullName(application)) }),
        onError: (error) => setNotice({ severity: 'error', text: error.message }),
        onSettled: dialog.close,
      },
    );
  }

  function documentButton(application: ApprovalRequest, label: string, address: string | null) {
    if (!address) return <Muted>{`No ${label.toLowerCase()}`}</Muted>;
    const target = `of ${fullName(application)}`;
    return (
      <ImageButton
        label={label}
        target={target}
        onClick={() => setOpenDocument({ address, title: `${label} ${target}` })}
      />
    );
  }

  const columns: TableColumn<ApprovalRequest>[] = [
    {
      header: 'Applicant',
      cell: (application) => (
        <Lines>
          <strong>{fullName(application)}</strong>
          <span>
            <Email>{application.email}</Email>
          </span>
          <span>{application.number ?? <Dash />}</span>
          <small>{application.gender ?? 'Gender not given'}</small>
        </Lines>
      ),
    },
    {
      header: 'Neet Score',
      cell: (application) => (
        <Lines>
          <strong>{application.neetScore ?? <Dash />}</strong>
          {application.neetExamYear !== null && <small>{`Exam ${application.neetExamYear}`}</small>}
          {application.neetAttempts !== null && (
            <small>
              {application.neetAttempts === 1 ? '1 attempt' : `${application.neetAttempts} attempts`}
            </small>
          )}
        </Lines>
      ),
    },
    {
      header: 'Institute and place',
      cell: (application) => (
        <Lines>
          <span>{application.institute ?? <Dash />}</span>
          {application.yearOfEducation && <small>{application.yearOfEducation}</small>}
          <small>{`${application.address.city}, ${application.address.state}`}</small>
        </Lines>
      ),
    },
    {
      header: 'Documents',
      cell: (application) => (
        <Lines>
          {documentButton(application, 'Score card', application.scoreCard)}
          {documentButton(application, 'College ID', application.studentId)}
        </Lines>
      ),
    },
    {
      header: 'Checks',
      cell: (application) => (
        <Lines>
          <Check data-ok={application.emailVerified}>
            {application.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
          </Check>
          <Check data-ok={application.feePaid || application.feeWaived}>{feeText(application)}</Check>
        </Lines>
      ),
    },
    {
      header: 'Applied',
      cell: (application) => (
        <time dateTime={application.applicationDate}>{formatIstDate(application.applicationDate)}</time>
      ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (application) => {
        // `eligible` is the server's own answer; the list says why, in the words of the Checks column.
        const blocked = !application.eligible;
        const missing = missingForApproval(application);
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
              Approve <VisuallyHidden>{fullName(application)}</VisuallyHidden>
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={decide.isPending}
              onClick={() => dialog.show({ application, decision: 'reject' })}
            >
              Reject <VisuallyHidden>{fullName(application)}</VisuallyHidden>
            </Button>
            {blocked && (
              <ActionReason id={reasonId}>
                {missing.length > 0 ? `Approve needs ${missing.join(', ')}.` : 'Approve is not possible yet.'}
              </ActionReason>
            )}
          </>
        );
      },
    },
  ];

  const shown = dialog.target;
  return (
    <DashboardPageFrame
      title="Mentors Verification request"
      lead="Applications waiting for a decision, oldest first. Approval needs a verified e-mail, both documents and the fee paid or waived."
    >
      <TableHeader>
        <TableSearch
          label="Search by first name"
          hint="A first name or its beginning, at least 4 characters."
          applied={search}
          onSearch={setSearch}
        />
      </TableHeader>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ScrollRegion label="Mentor applications">
        <SessionTable
          dense
          caption="Mentor applications"
          columns={columns}
          rowKey={(application) => application._id}
          result={requests.data}
          loading={requests.isPending}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          stale={requests.isPlaceholderData}
          emptyText={
            search ? `No application with a first name starting “${search}”.` : 'No applications are waiting.'
          }
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <ConfirmDialog
        open={dialog.open}
        title={shown ? DIALOG[shown.decision].title : ''}
        text={shown ? DIALOG[shown.decision].text(fullName(shown.application)) : ''}
        confirmLabel={shown ? DIALOG[shown.decision].confirm : ''}
        pending={decide.isPending}
        onConfirm={() => shown && confirm(shown)}
        onCancel={dialog.close}
      />
      <LazyPrivateImageDialog image={openDocument} onClose={() => setOpenDocument(null)} />
    </DashboardPageFrame>
  );
}
