import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { formatIstDate, paths, type MentorSession } from '@neetmentor/contract';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { SessionStatusChip } from '../../../components/session-status.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { useCompletedSessions } from '../api/get-completed-sessions.ts';
import { useMentorSummary } from '../api/get-mentor-summary.ts';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';
import { StudentCell, studentName } from '../components/student-cell.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';

const Section = styled('section')(({ theme }) => ({ marginTop: theme.spacing(5) }));

const SectionHead = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(2),
}));

const SectionTitle = styled('h2')(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  fontSize: '1.375rem',
  fontWeight: 800,
}));

const Small = styled('span')(({ theme }) => ({
  display: 'block',
  marginTop: 4,
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

const Muted = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary }));

const NO_COMPLETED = 'No Completed Session yet';

function completedColumns(viewProof: (proof: ImageToShow) => void): TableColumn<MentorSession>[] {
  return [
    { header: 'S.No', cell: (_session, rowNumber) => rowNumber },
    { header: 'Package Name', cell: (session) => session.package.packageName },
    {
      header: 'Service Status',
      cell: (session) => (
        <>
          <SessionStatusChip status={session.status} />
          {session.completedAt && (
            <Small>
              <time dateTime={session.completedAt}>{formatIstDate(session.completedAt)}</time>
            </Small>
          )}
        </>
      ),
    },
    { header: 'Student', cell: (session) => <StudentCell student={session.student} /> },
    {
      header: 'Feedbacks',
      cell: (session) =>
        session.rating === null ? <Muted>Not rated yet</Muted> : <StarRating rating={session.rating} />,
    },
    {
      // The conversation stays readable after the session: it opens read-only.
      header: 'Chat',
      cell: (session) => (
        <IconButton
          component={Link}
          to={paths.mentorChat(session.student._id)}
          color="primary"
          aria-label={`Chat history with ${studentName(session.student)}`}
        >
          <ChatIcon size={22} />
        </IconButton>
      ),
    },
    {
      header: 'Proof',
      actions: true,
      cell: (session) => {
        const address = session.imageOfProof;
        if (!address) return <Muted>No proof</Muted>;
        const title = `Proof of the session with ${studentName(session.student)}`;
        return (
          <Button variant="outlined" size="small" onClick={() => viewProof({ address, title })}>
            View proof
          </Button>
        );
      },
    },
  ];
}

/** /mentor-dashboard: the figures and the completed sessions with the search by username (spec part 2 §2). */
export function MentorDashboardPage() {
  const { page, search, setPage, setSearch } = useListAddress();
  const summary = useMentorSummary();
  const completed = useCompletedSessions(page, search);
  const [proofOf, setProofOf] = useState<ImageToShow | null>(null);

  return (
    <DashboardPageFrame title="Dashboard" lead="Your sessions, earnings and referrals at a glance.">
      <Suspense fallback={null}>
        <SummaryCards
          summary={summary.data}
          loading={summary.isPending}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      </Suspense>
      <Suspense fallback={null}>
        <Section aria-labelledby="completed-sessions-title">
          <SectionHead>
            <SectionTitle id="completed-sessions-title">Completed Sessions</SectionTitle>
            <TableSearch
              // Short enough to show whole in the field on a phone; the hint says what is matched.
              label="Search by student"
              hint="A student’s exact username or first name, at least 4 characters."
              applied={search}
              onSearch={setSearch}
            />
          </SectionHead>
          <SessionTable
            caption="Completed sessions"
            columns={completedColumns(setProofOf)}
            rowKey={(session) => session._id}
            result={completed.data}
            loading={completed.isPending}
            error={completed.error}
            onRetry={() => void completed.refetch()}
            stale={completed.isPlaceholderData}
            emptyText={search ? `No completed session with the student “${search}”.` : NO_COMPLETED}
            page={page}
            onPageChange={setPage}
          />
        </Section>
      </Suspense>
      <LazyPrivateImageDialog image={proofOf} onClose={() => setProofOf(null)} />
    </DashboardPageFrame>
  );
}
