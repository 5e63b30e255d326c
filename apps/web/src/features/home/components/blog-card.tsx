import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { homeBlogPreview, homeBlogTitle, htmlToText, type Blog } from '@neetmentor/contract';
import { ArrowForwardIcon } from '../../../components/icons.tsx';
import { pictureSources } from '../../../lib/picture-sources.ts';

const Card = styled('article')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.07)',
  transition: theme.transitions.create(['box-shadow', 'transform']),
  '&:hover': { boxShadow: '0 14px 32px rgba(20, 33, 61, 0.12)', transform: 'translateY(-2px)' },
  '&:focus-within': { boxShadow: `0 0 0 3px ${theme.palette.primary.main}` },
}));

const imageStyles = { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9' } as const;

const Cover = styled('img')({ ...imageStyles, objectFit: 'cover', background: '#e8f1fa' });

const CoverPlaceholder = styled('div')({
  ...imageStyles,
  background: 'linear-gradient(135deg, #d7e8f7 0%, #d5efe9 100%)',
});

const Body = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  padding: theme.spacing(2.5),
}));

const Title = styled('h3')(({ theme }) => ({ ...theme.typography.h3, margin: 0 }));

// The title link covers the whole card, so the card is one tap target with one accessible name.
const TitleLink = styled(Link)(({ theme }) => ({
  color: theme.palette.text.primary,
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
}));

const Preview = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.25, 0, 2),
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
}));

const More = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginTop: 'auto',
  color: theme.palette.primary.main,
  fontWeight: 700,
}));

/** A home page blog card; the blog travels in the navigation state so the article opens without a refetch. */
export function BlogCard({ blog }: { blog: Blog }) {
  return (
    <Card>
      {blog.image ? (
        <Cover
          {...pictureSources(
            blog.image,
            [320, 480, 640],
            '(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw',
          )}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <CoverPlaceholder />
      )}
      <Body>
        <Title>
          <TitleLink to={`/single-blog/${blog.slug}`} state={{ blog }}>
            {homeBlogTitle(blog.title)}
          </TitleLink>
        </Title>
        <Preview>{homeBlogPreview(htmlToText(blog.content))}</Preview>
        <More aria-hidden="true">
          Read more <ArrowForwardIcon size={18} />
        </More>
      </Body>
    </Card>
  );
}
