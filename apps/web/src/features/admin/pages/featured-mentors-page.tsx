import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, type AdminProfile } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useAdminDetails } from '../api/get-admin-details.ts';
import { useSetMentorFeatured } from '../api/set-mentor-featured.ts';
import { IdCell } from '../components/cells.tsx';
import { FeatureStarButton } from '../components/feature-star-button.tsx';

type FeaturedMentor = AdminProfile['featuredMentors'][number];

/** /admin-dashboard/featured-mentors: the mentors on the home page, in its order, each with the un-feature star. */
export function FeaturedMentorsPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { id } = useSignedIn();
  const details = useAdminDetails(id);
  const setFeatured = useSetMentorFeatured();
  const [notice, setNotice] = useState<Notice | null>(null);

  function unfeature(mentor: FeaturedMentor) {
    setNotice(null);
    setFeatured.mutate(
      { mentorId: mentor.id, featured: false },
      {
        onSuccess: () =>
          setNotice({
            severity: 'success',
            text: t('featuredMentors.unfeatured', { mentorId: mentor.mentorId }),
          }),
        onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      },
    );
  }

  const columns: TableColumn<FeaturedMentor>[] = [
    { header: t('featuredMentors.columns.position'), cell: (_mentor, rowNumber) => rowNumber },
    {
      header: t('featuredMentors.columns.mentorId'),
      cell: (mentor) => <IdCell id={mentor.mentorId} name={`${mentor.firstName} ${mentor.lastName}`} />,
    },
    {
      header: t('featuredMentors.columns.featured'),
      cell: (mentor) => (
        <FeatureStarButton
          mentorId={mentor.mentorId}
          featured
          disabled={setFeatured.isPending}
          onClick={() => unfeature(mentor)}
        />
      ),
    },
  ];

  const featured = details.data?.featuredMentors;
  return (
    <DashboardPageFrame title={t('featuredMentors.title')} lead={t('featuredMentors.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption={t('featuredMentors.caption')}
        columns={columns}
        rowKey={(mentor) => mentor.id}
        result={
          featured && {
            data: featured,
            pagination: { currentPage: 1, totalPages: 1, pageSize: Math.max(featured.length, 1) },
          }
        }
        loading={details.isPending}
        error={details.error}
        onRetry={() => void details.refetch()}
        emptyText={
          <>
            {t('featuredMentors.empty')}{' '}
            <Link to={ROUTES.adminMentors}>{t('featuredMentors.emptyLink')}</Link>.
          </>
        }
        page={1}
        onPageChange={() => undefined}
      />
    </DashboardPageFrame>
  );
}
