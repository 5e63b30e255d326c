import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AdminMentor } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
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
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
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
          text: t(activate ? 'mentors.activated' : 'mentors.deactivated', { mentorId: mentor.mentorId }),
        }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
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
            text: t(featured ? 'mentors.featured' : 'mentors.unfeatured', { mentorId: mentor.mentorId }),
          }),
        onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      },
    );
  }

  const columns: TableColumn<AdminMentor>[] = [
    {
      header: t('mentors.columns.mentorId'),
      cell: (mentor) => <IdCell id={mentor.mentorId} name={fullName(mentor)} />,
    },
    { header: t('mentors.columns.email'), cell: (mentor) => <Email>{mentor.email}</Email> },
    { header: t('mentors.columns.state'), cell: (mentor) => mentor.state },
    { header: t('mentors.columns.neetScore'), cell: (mentor) => mentor.neetScore ?? <Dash /> },
    { header: t('mentors.columns.contact'), cell: (mentor) => mentor.number ?? <Dash /> },
    {
      header: t('mentors.columns.ratings'),
      cell: (mentor) => <StarRating rating={mentor.rating} size={15} />,
    },
    {
      header: t('mentors.columns.status'),
      cell: (mentor) => (
        <>
          <Status data-active={mentor.activate}>
            {mentor.activate ? t('mentors.active') : t('mentors.inactive')}
          </Status>
          <Button
            size="small"
            variant="outlined"
            color={mentor.activate ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (mentor.activate ? deactivation.show(mentor) : changeStatus(mentor))}
          >
            {mentor.activate ? t('mentors.deactivate') : t('mentors.activate')}{' '}
            <VisuallyHidden>{mentor.mentorId}</VisuallyHidden>
          </Button>
        </>
      ),
    },
    {
      header: t('mentors.columns.feature'),
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
    <DashboardPageFrame title={t('mentors.title')} lead={t('mentors.lead')}>
      <TableHeader>
        <TableSearch
          label={t('shared.searchMentorId.label')}
          hint={t('shared.searchMentorId.hint')}
          applied={search}
          onSearch={setSearch}
        />
      </TableHeader>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ScrollRegion label={t('mentors.caption')}>
        <SessionTable
          dense
          caption={t('mentors.caption')}
          columns={columns}
          rowKey={(mentor) => mentor._id}
          result={mentors.data}
          loading={mentors.isPending}
          error={mentors.error}
          onRetry={() => void mentors.refetch()}
          stale={mentors.isPlaceholderData}
          emptyText={search ? t('mentors.noneFound', { search }) : t('mentors.empty')}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <ConfirmDialog
        open={deactivation.open}
        title={t('mentors.dialog.title')}
        text={
          deactivation.target
            ? t('mentors.dialog.text', {
                mentorId: deactivation.target.mentorId,
                name: fullName(deactivation.target),
              })
            : ''
        }
        confirmLabel={t('mentors.deactivate')}
        pending={toggleStatus.isPending}
        onConfirm={() => deactivation.target && changeStatus(deactivation.target)}
        onCancel={deactivation.close}
      />
    </DashboardPageFrame>
  );
}
