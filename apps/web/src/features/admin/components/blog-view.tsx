import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatIstDate, paths } from '@neetmentor/contract';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useAdminBlog } from '../api/get-admin-blog.ts';

const Article = styled('article')(({ theme }) => ({
  maxWidth: 820,
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

const Title = styled('h2')(({ theme }) => ({
  margin: 0,
  fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
  fontWeight: 800,
  overflowWrap: 'anywhere',
  [theme.breakpoints.up('sm')]: { lineHeight: 1.25 },
}));

const Meta = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 2),
  color: theme.palette.text.secondary,
}));

const Cover = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  margin: theme.spacing(0, 0, 3),
  borderRadius: 12,
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(2),
}));

interface BlogViewProps {
  id: string;
  onBack: () => void;
  onDelete: (blog: { _id: string; title: string }) => void;
  deleting: boolean;
}

/** The single-blog view of /blog-post: the blog as visitors read it, with its public link and Delete. */
export function BlogView({ id, onBack, onDelete, deleting }: BlogViewProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const blog = useAdminBlog(id);
  let content;
  if (blog.isPending) content = <PageLoading />;
  else if (blog.isError)
    content = (
      <LoadFailure
        what={hasErrorCode(blog.error, 'NOT_FOUND') ? t('blogs.view.gone') : t('blogs.view.loadFailed')}
        error={hasErrorCode(blog.error, 'NOT_FOUND') ? null : blog.error}
        onRetry={() => void blog.refetch()}
      />
    );
  else
    content = (
      <Article aria-labelledby="blog-title">
        <Title id="blog-title">{blog.data.title}</Title>
        <Meta>
          {`${t('blogs.view.published')} `}
          <time dateTime={blog.data.createdAt}>{formatIstDate(blog.data.createdAt, language)}</time>
          {' · '}
          <Link to={paths.singleBlog(blog.data.slug)}>{t('blogs.view.openOnSite')}</Link>
        </Meta>
        {blog.data.image && (
          <Cover
            {...pictureSources(blog.data.image, [640, 960, 1280], '(min-width: 900px) 820px, 100vw')}
            alt=""
            width={1200}
            height={630}
          />
        )}
        <RichText html={blog.data.content} />
      </Article>
    );

  return (
    <>
      <Actions>
        <Button variant="outlined" onClick={onBack}>
          {t('blogs.view.back')}
        </Button>
        {blog.data && (
          <Button
            variant="outlined"
            color="error"
            disabled={deleting}
            onClick={() => blog.data && onDelete(blog.data)}
          >
            {t('blogs.view.delete')}
          </Button>
        )}
      </Actions>
      {content}
    </>
  );
}
