import { useId } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatIstDate, htmlToText, type Blog } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

const Card = styled('article')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: 16,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
}));

const imageStyles = { display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630' } as const;
const Cover = styled('img')({ ...imageStyles, objectFit: 'cover', background: '#e8f1fa' });
const NoCover = styled('div')({
  ...imageStyles,
  background: 'linear-gradient(135deg, #d7e8f7 0%, #d5efe9 100%)',
});

const Body = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: theme.spacing(1),
  padding: theme.spacing(2),
}));

const Title = styled('h2')(({ theme }) => ({ ...theme.typography.h3, margin: 0, overflowWrap: 'anywhere' }));

const Meta = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
}));

const Preview = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

// Pushed to the card's foot, so the buttons line up across a row of cards.
const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  marginTop: 'auto',
  paddingTop: 8,
});

interface AdminBlogCardProps {
  blog: Blog;
  onOpen: () => void;
  onDelete: () => void;
  disabled: boolean;
}

/** A blog in the admin grid: cover, title, date, the start of the text, Read and Delete. */
export function AdminBlogCard({ blog, onOpen, onDelete, disabled }: AdminBlogCardProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      {blog.image ? (
        <Cover
          {...pictureSources(blog.image, [320, 480, 640], '(min-width: 900px) 25vw, 100vw')}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
        />
      ) : (
        <NoCover />
      )}
      <Body>
        <Title id={titleId}>{blog.title}</Title>
        <Meta>
          <time dateTime={blog.createdAt}>{formatIstDate(blog.createdAt, language)}</time>
        </Meta>
        <Preview>{htmlToText(blog.content)}</Preview>
        <Actions>
          <Button variant="outlined" size="small" onClick={onOpen}>
            {t('blogs.read')} <VisuallyHidden>{blog.title}</VisuallyHidden>
          </Button>
          <Button variant="text" color="error" size="small" onClick={onDelete} disabled={disabled}>
            {t('blogs.delete')} <VisuallyHidden>{blog.title}</VisuallyHidden>
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}
