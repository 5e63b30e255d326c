import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime } from '@neetmentor/contract';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useUpdates, type UpdatesPage as Feed } from '../api/get-updates.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useLanguage } from '../../../i18n/language.ts';

const List = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  maxWidth: 760,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'opacity 150ms ease',
  '&[aria-busy="true"]': { opacity: 0.55 },
}));

const Post = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5, 3) },
}));

const Author = styled('div')({ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 });

const AuthorText = styled('div')({ display: 'grid', minWidth: 0 });

const Name = styled('span')({ fontWeight: 700 });

const When = styled('time')(({ theme }) => ({ color: theme.palette.text.secondary, fontSize: '0.875rem' }));

// Updates are plain text; their line breaks are the admin's.
const Content = styled('p')({ margin: 0, lineHeight: 1.6, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

const Empty = styled('p')(({ theme }) => ({
  maxWidth: 760,
  margin: 0,
  padding: theme.spacing(5, 2),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: 16,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textAlign: 'center',
}));

function Posts({
  feed,
  stale,
  page,
  onPageChange,
}: {
  feed: Feed;
  stale: boolean;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  if (feed.updates.length === 0) return <Empty>{t('updates.empty')}</Empty>;
  const initial = feed.name.trim().charAt(0).toUpperCase();
  return (
    <>
      <List aria-label={t('updates.listLabel')} aria-busy={stale}>
        {feed.updates.map((update) => (
          <Post key={update._id}>
            <Author>
              {/* Decorative: the name beside it says who posted. */}
              <Avatar
                src={feed.profilePicture ?? undefined}
                alt=""
                aria-hidden="true"
                sx={{ width: 44, height: 44, bgcolor: 'primary.main' }}
              >
                {initial}
              </Avatar>
              <AuthorText>
                <Name>{feed.name}</Name>
                <When dateTime={update.date}>{formatIstDateTime(update.date, language)}</When>
              </AuthorText>
            </Author>
            <Content>{update.content}</Content>
          </Post>
        ))}
      </List>
      <Pager
        label={t('updates.pagesLabel')}
        page={stale ? page : feed.pagination.currentPage}
        totalPages={feed.pagination.totalPages}
        onPageChange={onPageChange}
        disabled={stale}
      />
    </>
  );
}

/** /mentor-dashboard/updates (All Updates): the platform team's announcements, newest first, 5 a page. */
export function UpdatesPage() {
  const { t } = useTranslation('mentor');
  const { page, setPage } = useListAddress();
  const updates = useUpdates(page);

  let content;
  if (updates.isPending) content = <PageLoading />;
  else if (updates.isError && !updates.data)
    content = (
      <LoadFailure
        what={t('updates.loadFailed')}
        error={updates.error}
        onRetry={() => void updates.refetch()}
      />
    );
  else if (!updates.data) content = <Empty>{t('updates.empty')}</Empty>;
  else
    content = (
      <Posts feed={updates.data} stale={updates.isPlaceholderData} page={page} onPageChange={setPage} />
    );

  return (
    <DashboardPageFrame title={t('updates.title')} lead={t('updates.lead')}>
      {content}
    </DashboardPageFrame>
  );
}
