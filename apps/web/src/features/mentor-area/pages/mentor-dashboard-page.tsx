import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
import { useLanguage } from '../../../i18n/language.ts';
import type { SiteLanguage } from '@neetmentor/contract';

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

function completedColumns(
  viewProof: (proof: ImageToShow) => void,
  t: TFunction<'mentor'>,
  language: SiteLanguage,
): TableColumn<MentorSession>[] {
  return [
    { header: t('dashboard.completed.columns.serial'), cell: (_session, rowNumber) => rowNumber },
    { header: t('dashboard.completed.columns.packageName'), cell: (session) => session.package.packageName },
    {
      header: t('dashboard.completed.columns.status'),
      cell: (session) => (
        <>
          <SessionStatusChip status={session.status} />
          {session.completedAt && (
            <Small>
              <time dateTime={session.completedAt}>{formatIstDate(session.completedAt, language)}</time>
            </Small>
          )}
        </>
      ),
    },
    { header: t('shared.student'), cell: (session) => <StudentCell student={session.student} /> },
    {
      header: t('dashboard.completed.columns.feedback'),
      cell: (session) =>
        session.rating === null ? (
          <Muted>{t('dashboard.completed.notRated')}</Muted>
        ) : (
          <StarRating rating={session.rating} />
        ),
    },
    {
      // The conversation stays readable after the session: it opens read-only.
      header: t('dashboard.completed.columns.chat'),
      cell: (session) => (
        <IconButton
          component={Link}
          to={paths.mentorChat(session.student._id)}
          color="primary"
          aria-label={t('dashboard.completed.chatHistory', { name: studentName(session.student) })}
        >
          <ChatIcon size={22} />
        </IconButton>
      ),
    },
    {
      header: t('dashboard.completed.columns.proof'),
      actions: true,
      cell: (session) => {
        const address = session.imageOfProof;
        if (!address) return <Muted>{t('dashboard.completed.noProof')}</Muted>;
        const title = t('dashboard.completed.proofTitle', { name: studentName(session.student) });
        return (
          <Button variant="outlined" size="small" onClick={() => viewProof({ address, title })}>
            {t('dashboard.completed.viewProof')}
          </Button>
        );
      },
    },
  ];
}

/** /mentor-dashboard: the figures and the completed sessions with the search by username (spec part 2 §2). */
export function MentorDashboardPage() {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const { page, search, setPage, setSearch } = useListAddress();
  const summary = useMentorSummary();
  const completed = useCompletedSessions(page, search);
  const [proofOf, setProofOf] = useState<ImageToShow | null>(null);

  return (
    <DashboardPageFrame title={t('dashboard.title')} lead={t('dashboard.lead')}>
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
            <SectionTitle id="completed-sessions-title">{t('dashboard.completed.title')}</SectionTitle>
            <TableSearch
              // Short enough to show whole in the field on a phone; the hint says what is matched.
              label={t('dashboard.completed.searchLabel')}
              hint={t('dashboard.completed.searchHint')}
              applied={search}
              onSearch={setSearch}
            />
          </SectionHead>
          <SessionTable
            caption={t('dashboard.completed.caption')}
            columns={completedColumns(setProofOf, t, language)}
            rowKey={(session) => session._id}
            result={completed.data}
            loading={completed.isPending}
            error={completed.error}
            onRetry={() => void completed.refetch()}
            stale={completed.isPlaceholderData}
            emptyText={
              search ? t('dashboard.completed.emptySearch', { search }) : t('dashboard.completed.empty')
            }
            page={page}
            onPageChange={setPage}
          />
        </Section>
      </Suspense>
      <LazyPrivateImageDialog image={proofOf} onClose={() => setProofOf(null)} />
    </DashboardPageFrame>
  );
}
