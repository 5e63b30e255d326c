import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import {
  BLOG_NOT_FOUND_TEXT,
  blogPageText,
  formatIstDate,
  htmlToText,
  type Blog,
  ROUTES,
} from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ArrowBackIcon } from '../../../components/icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useBlog } from '../api/get-blog.ts';
import { isWholeBlog, readOpenedBlog } from '../blog-state.ts';
import { LoadingArea, Notice, RetryButton } from '../components/content-layout.tsx';
import { SaverPicture } from '../../../components/saver-picture.tsx';
import { useScrollToTopOnOpen } from '../use-scroll-to-top-on-open.ts';

const WORDS_PER_MINUTE = 200;

const Page = styled('div')(({ theme }) => ({
  maxWidth: 820,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

const BackLink = styled(ButtonLink)(({ theme }) => ({
  minHeight: 40,
  padding: theme.spacing(0.5, 1.5),
  marginBottom: theme.spacing(3),
  fontSize: '0.875rem',
}));

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: 0 }));

const Meta = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 3),
  color: theme.palette.text.secondary,
  fontWeight: 600,
}));

const Cover = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: 20,
  background: '#e8f1fa',
});

const Body = styled(RichText)(({ theme }) => ({
  marginTop: theme.spacing(4),
  fontSize: '1.0625rem',
  lineHeight: 1.75,
}));

const Closing = styled('aside')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  marginTop: theme.spacing(6),
  padding: theme.spacing(3),
  borderRadius: 20,
  background: theme.palette.primary.light,
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 800 },
  '& p': { margin: 0, color: theme.palette.text.secondary, lineHeight: 1.6 },
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
}));

function readingMinutes(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function BlogArticle({ blog }: { blog: Blog }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  return (
    <article aria-labelledby="blog-title">
      <Title id="blog-title">{blog.title}</Title>
      <Meta>
        {formatIstDate(blog.createdAt, language)} ·{' '}
        {t('blog.readingTime', { minutes: readingMinutes(blog.content) })}
      </Meta>
      {blog.image && (
        <SaverPicture width={1200} height={630}>
          <Cover
            {...pictureSources(
              blog.image,
              [480, 640, 960, 1280],
              '(min-width: 860px) 772px, calc(100vw - 32px)',
            )}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
          />
        </SaverPicture>
      )}
      <Body html={blog.content} />
    </article>
  );
}

function BlogNotFound() {
  const { t } = useTranslation('content');
  return (
    <Notice>
      <h1>{t('blog.notFoundTitle')}</h1>
      <p>{t('blog.notFoundText')}</p>
      <ButtonLink to={ROUTES.blogs}>{t('blog.seeAll')}</ButtonLink>
    </Notice>
  );
}

/**
 * /single-blog/:slug (and /single-blog): the article a card handed over in the navigation state, or,
 * after a refresh or from a shared link, the one loaded by its slug.
 */
export function SingleBlogPage() {
  useScrollToTopOnOpen();
  const { t } = useTranslation('content');
  const { slug = '' } = useParams();
  const handedOver = readOpenedBlog(useLocation().state);
  const opened = handedOver && (!slug || handedOver.slug === slug) ? handedOver : undefined;
  const blog = useBlog(slug || (opened?.slug ?? ''), opened && isWholeBlog(opened) ? opened : undefined);
  const missing = (!slug && !opened) || blog.data === null;
  // While the article loads, the head says what kind of page it is in the reader's language.
  usePageHead(
    blog.data ? blogPageText(blog.data) : missing ? BLOG_NOT_FOUND_TEXT : { title: t('blog.headTitle') },
  );

  let content;
  if (blog.data) content = <BlogArticle blog={blog.data} />;
  else if (missing) content = <BlogNotFound />;
  else if (blog.isError)
    content = (
      <Notice>
        <h1>{t('blog.failed')}</h1>
        <p>{t('loadFailure.check')}</p>
        <RetryButton type="button" onClick={() => void blog.refetch()}>
          {t('actions.tryAgain')}
        </RetryButton>
      </Notice>
    );
  else
    content = (
      <LoadingArea>
        <PageLoading />
      </LoadingArea>
    );

  return (
    <Page>
      <BackLink to={ROUTES.blogs} variant="outlined">
        <ArrowBackIcon size={18} />
        {t('blog.allBlogs')}
      </BackLink>
      {content}
      {blog.data && (
        <Closing aria-label={t('blog.closingLabel')}>
          <div>
            <h2>{t('blog.closingTitle')}</h2>
            <p>{t('blog.closingText')}</p>
          </div>
          <ButtonLink to={ROUTES.searchMentor}>{t('actions.findMentor')}</ButtonLink>
        </Closing>
      )}
    </Page>
  );
}
