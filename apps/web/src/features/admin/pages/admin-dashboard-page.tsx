import { Suspense, useState } from 'react';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useCompletedSessions } from '../api/get-completed-sessions.ts';
import { useDashboardData } from '../api/get-dashboard-data.ts';
import { IdCell, ImageButton, Muted } from '../components/cells.tsx';
import { DashboardCharts } from '../components/dashboard-charts.tsx';
import { MailAlert } from '../components/mail-alert.tsx';
import { StatGrid } from '../components/stat-grid.tsx';
import { TableHeader } from '../components/table-header.tsx';

const Section = styled('section')(({ theme }) => ({ marginTop: theme.spacing(4) }));

function mentorName(session: AdminSession): string {
  return `${session.mentor.firstName} ${session.mentor.lastName}`;
}

function completedColumns(
  t: TFunction<'admin'>,
  showProof: (image: ImageToShow) => void,
): TableColumn<AdminSession>[] {
  return [
    { header: t('dashboard.completed.columns.number'), cell: (_session, rowNumber) => rowNumber },
    {
      header: t('dashboard.completed.columns.mentors'),
      cell: (session) => <IdCell id={session.mentor.mentorId} name={mentorName(session)} />,
    },
    { header: t('dashboard.completed.columns.students'), cell: (session) => session.student.username },
    { header: t('dashboard.completed.columns.packageName'), cell: (session) => session.package.packageName },
    {
      header: t('dashboard.completed.columns.proof'),
      cell: (session) => {
        const address = session.imageOfProof;
        if (!address) return <Muted>{t('dashboard.completed.noProof')}</Muted>;
        const target = t('dashboard.completed.proofTarget', {
          student: session.student.username,
          mentor: session.mentor.mentorId,
        });
        return (
          <ImageButton
            label={t('shared.imageOfProof')}
            target={target}
            onClick={() => showProof({ address, title: t('shared.proofTitle', { target }) })}
          />
        );
      },
    },
    {
      header: t('dashboard.completed.columns.feedback'),
      cell: (session) =>
        session.rating === null ? (
          <Muted>{t('dashboard.completed.notRated')}</Muted>
        ) : (
          <StarRating rating={session.rating} />
        ),
    },
  ];
}

/** /admin-dashboard: the eight figures, the weekly charts and the completed sessions (spec part 2 §2). */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { page, search, setPage, setSearch } = useListAddress();
  const figures = useDashboardData();
  const completed = useCompletedSessions(page, search);
  const [proof, setProof] = useState<ImageToShow | null>(null);

  return (
    <DashboardPageFrame title={t('dashboard.title')} lead={t('dashboard.lead')}>
      <MailAlert />
      <Suspense fallback={null}>
        <StatGrid
          data={figures.data}
          loading={figures.isPending}
          error={figures.error}
          onRetry={() => void figures.refetch()}
        />
      </Suspense>
      <Suspense fallback={null}>
        <Section aria-labelledby="weekly-charts-title">
          <TableHeader title={t('dashboard.chartsTitle')} titleId="weekly-charts-title" />
          <DashboardCharts />
        </Section>
      </Suspense>
      <Suspense fallback={null}>
        <Section aria-labelledby="completed-sessions-title">
          <TableHeader title={t('dashboard.completed.title')} titleId="completed-sessions-title">
            <TableSearch
              label={t('shared.searchMentorId.label')}
              hint={t('shared.searchMentorId.hint')}
              applied={search}
              onSearch={setSearch}
            />
          </TableHeader>
          <SessionTable
            caption={t('dashboard.completed.caption')}
            columns={completedColumns(t, setProof)}
            rowKey={(session) => session._id}
            result={completed.data}
            loading={completed.isPending}
            error={completed.error}
            onRetry={() => void completed.refetch()}
            stale={completed.isPlaceholderData}
            emptyText={
              search ? t('dashboard.completed.noneFound', { search }) : t('dashboard.completed.empty')
            }
            page={page}
            onPageChange={setPage}
          />
        </Section>
      </Suspense>
      <LazyPrivateImageDialog image={proof} onClose={() => setProof(null)} />
    </DashboardPageFrame>
  );
}
