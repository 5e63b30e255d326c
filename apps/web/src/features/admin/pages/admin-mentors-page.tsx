import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { AdminMentor } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useMentors } from '../api/get-mentors.ts';
import { useSetMentorFeatured } from '../api/set-mentor-featured.ts';
import { useToggleMentorStatus } from '../api/toggle-mentor-status.ts';
import { Dash, Email, IdCell } from '../components/cells.tsx';
import { FeatureStarButton } from '../components/feature-star-button.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { TableHeader } from '../components/table-header.tsx';

const Status = styled('span')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.8125rem',
  fontWeight: 700,
  color: theme.palette.secondary.dark,
  '&[data-active="false"]': { color: theme.palette.error.dark },
}));

function fullName(mentor: AdminMentor): string {
  return `${mentor.firstName} ${mentor.lastName}`;
}

/** /admin-dashboard/mentors (Total Mentors): approved mentors, their status and the home page star. */
export function AdminMentorsPage() {
  const { page, search, setPage, setSearch } = useListAddress();
  const mentors = useMentors(page, search);
  const toggleStatus = useToggleMentorStatus();
  const setFeatured = useSetMentorFeatured();
  const deactivation = useDialogTarget<AdminMentor>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const busy = toggleStatus.isPending || setFeatured.isPending;

  function changeStatus(mentor: AdminMentor) {
    setNotice(null);
    toggleStatus.mutate(mentor._id, {
      onSuccess: ({ activate }) =>
        setNotice({
          severity: 'success',
          text: activate
            ? `${mentor.mentorId} is active again: they can log in and students can book them.`
            : `${mentor.mentorId} is deactivated: they cannot log in and are hidden from students.`,
        }),
      onError: (error) => setNotice({ severity: 'error', text: error.message }),
      onSettled: deactivation.close,
    });
  }

  function toggleFeatured(mentor: AdminMentor) {
    setNotice(null);
    setFeatured.mutate(
      { mentorId: mentor._id, featured: !mentor.featured },
      {
        onSuccess: ({ featured }) =>
          setNotice({
            severity: 'success',
            text: featured
              ? `${mentor.mentorId} is now featured on the home page.`
              : `${mentor.mentorId} is no longer featured.`,
          }),
        onError: (error) => setNotice({ severity: 'error', text: error.message }),
      },
    );
  }

  const columns: TableColumn<AdminMentor>[] = [
    { header: 'MentorId', cell: (mentor) => <IdCell id={mentor.mentorId} name={fullName(mentor)} /> },
    { header: 'Email', cell: (mentor) => <Email>{mentor.email}</Email> },
    { header: 'State', cell: (mentor) => mentor.state },
    { header: 'Neet Score', cell: (mentor) => mentor.neetScore ?? <Dash /> },
    { header: 'Contact', cell: (mentor) => mentor.number ?? <Dash /> },
    { header: 'Ratings', cell: (mentor) => <StarRating rating={mentor.rating} size={15} /> },
    {
      header: 'Status',
      cell: (mentor) => (
        <>
          <Status data-active={mentor.activate}>{mentor.activate ? 'Active' : 'Deactivated'}</Status>
          <Button
            size="small"
            variant="outlined"
            color={mentor.activate ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (mentor.activate ? deactivation.show(mentor) : changeStatus(mentor))}
          >
            {mentor.activate ? 'Deactivate' : 'Activate'} <VisuallyHidden>{mentor.mentorId}</VisuallyHidden>
          </Button>
        </>
      ),
    },
    {
      header: 'Feature',
      cell: (mentor) => (
        <FeatureStarButton
          mentorId={mentor.mentorId}
          featured={mentor.featured}
          disabled={busy}
          onClick={() => toggleFeatured(mentor)}
        />
      ),
    },
  ];

  return (
    <DashboardPageFrame
      title="Total Mentors"
      lead="Every approved mentor. Deactivating hides a mentor from students and stops their logins; the star puts them on the home page."
    >
      <TableHeader>
        <TableSearch
          label="Search by MentorId"
          hint="A MentorId or its beginning, at least 4 characters."
          applied={search}
          onSearch={setSearch}
        />
      </TableHeader>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ScrollRegion label="Mentors">
        <SessionTable
          dense
          caption="Mentors"
          columns={columns}
          rowKey={(mentor) => mentor._id}
          result={mentors.data}
          loading={mentors.isPending}
          error={mentors.error}
          onRetry={() => void mentors.refetch()}
          stale={mentors.isPlaceholderData}
          emptyText={search ? `No mentor with a MentorId starting “${search}”.` : 'No Mentors Found'}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <ConfirmDialog
        open={deactivation.open}
        title="Deactivate mentor"
        text={
          deactivation.target
            ? `Deactivate ${deactivation.target.mentorId} (${fullName(deactivation.target)})? They will not be able to log in, and students will not find or book them, until you activate them again.`
            : ''
        }
        confirmLabel="Deactivate"
        pending={toggleStatus.isPending}
        onConfirm={() => deactivation.target && changeStatus(deactivation.target)}
        onCancel={deactivation.close}
      />
    </DashboardPageFrame>
  );
}
