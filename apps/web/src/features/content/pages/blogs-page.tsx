import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { PUBLIC_PAGE_TEXT, ROUTES } from '@neetmentor/contract';
import { BlogCard } from '../../../components/blog-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBlogs } from '../../../lib/api/get-blogs.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { Notice, PageBody, RetryButton } from '../components/content-layout.tsx';
import { NewsletterBox } from '../components/newsletter-box.tsx';

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: theme.spacing(5, 0, 0),
  padding: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Status = styled('p')(({ theme }) => ({
  margin: theme.spacing(5, 0, 0),
  // The loading box keeps the footer out of view, so it does not jump when the blogs arrive.
  '&[role="status"]': { minHeight: '60vh' },
  padding: theme.spacing(6, 2),
  borderRadius: 16,
  border: `1px dashed ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textAlign: 'center',
}));

function BlogGrid() {
  const { t } = useTranslation('content');
  const blogs = useBlogs();
  // Arriving cards render as a deferred update, in slices, so they never hold up a slow phone for long.
  const list = useDeferredValue(blogs.data);
  if (blogs.isError)
    return (
      <Notice>
        <h2>{t('blogs.failed')}</h2>
        <p>{t('loadFailure.check')}</p>
        <RetryButton type="button" onClick={() => void blogs.refetch()}>
          {t('actions.tryAgain')}
        </RetryButton>
      </Notice>
    );
  if (!list) return <Status role="status">{t('blogs.loading')}</Status>;
  if (list.length === 0) return <Status>{t('blogs.empty')}</Status>;
  return (
    <Grid>
      {list.map((blog, index) => (
        <li key={blog._id}>
          <BlogCard
            blog={blog}
            cut="blogs-page"
            headingLevel="h2"
            sizes="(min-width: 1200px) 290px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 100vw"
            eager={index === 0}
          />
        </li>
      ))}
    </Grid>
  );
}

/** /blogs-page: every blog, newest first, with the newsletter box above them. */
export function BlogsPage() {
  usePageHead(PUBLIC_PAGE_TEXT[ROUTES.blogs]);
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader title={t('blogs.title')}>{t('blogs.intro')}</PageHeader>
      <PageBody>
        <NewsletterBox />
        <BlogGrid />
      </PageBody>
    </>
  );
}
