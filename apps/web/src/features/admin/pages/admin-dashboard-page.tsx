import { Suspense, useState } from 'react';
import { styled } from '@mui/material/styles';
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

function completedColumns(showProof: (image: ImageToShow) => void): TableColumn<AdminSession>[] {
  return [
    { header: 'S.No', cell: (_session, rowNumber) => rowNumber },
    {
      header: 'Mentors',
      cell: (session) => <IdCell id={session.mentor.mentorId} name={mentorName(session)} />,
    },
    { header: 'Students', cell: (session) => session.student.username },
    { header: 'Package Name', cell: (session) => session.package.packageName },
    {
      header: 'Image of proof',
      cell: (session) => {
        const address = session.imageOfProof;
        if (!address) return <Muted>No proof</Muted>;
        const target = `of the session of ${session.student.username} with ${session.mentor.mentorId}`;
        return (
          <ImageButton
            label="Image of proof"
            target={target}
            onClick={() => showProof({ address, title: `Proof ${target}` })}
          />
        );
      },
    },
    {
      header: 'Feedback',
      cell: (session) =>
        session.rating === null ? <Muted>Not rated yet</Muted> : <StarRating rating={session.rating} />,
    },
  ];
}

/** /admin-dashboard: the eight figures, the weekly charts and the completed sessions (spec part 2 §2). */
export function AdminDashboardPage() {
  const { page, search, setPage, setSearch } = useListAddress();
  const figures = useDashboardData();
  const completed = useCompletedSessions(page, search);
  const [proof, setProof] = useState<ImageToShow | null>(null);

  return (
    <DashboardPageFrame title="Dashboard" lead="The platform’s money, sessions and people at a glance.">
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
          <TableHeader title="The last 12 weeks" titleId="weekly-charts-title" />
          <DashboardCharts />
        </Section>
      </Suspense>
      <Suspense fallback={null}>
        <Section aria-labelledby="completed-sessions-title">
          <TableHeader title="Completed Sessions" titleId="completed-sessions-title">
            <TableSearch
              label="Search by MentorId"
              hint="A MentorId or its beginning, at least 4 characters."
              applied={search}
              onSearch={setSearch}
            />
          </TableHeader>
          <SessionTable
            caption="Completed sessions"
            columns={completedColumns(setProof)}
            rowKey={(session) => session._id}
            result={completed.data}
            loading={completed.isPending}
            error={completed.error}
            onRetry={() => void completed.refetch()}
            stale={completed.isPlaceholderData}
            emptyText={search ? `No completed session of a mentor “${search}”.` : 'No Completed Session yet'}
            page={page}
            onPageChange={setPage}
          />
        </Section>
      </Suspense>
      <LazyPrivateImageDialog image={proof} onClose={() => setProof(null)} />
    </DashboardPageFrame>
  );
}
