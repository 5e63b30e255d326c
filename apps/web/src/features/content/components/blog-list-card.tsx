import { useId } from 'react';
import { styled } from '@mui/material/styles';
import { blogsPagePreview, blogsPageTitle, htmlToText, type Blog } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { pictureSources } from '../../../lib/picture-sources.ts';

const Card = styled('article')(({ theme }) => ({
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
}));

const imageStyles = { display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630' } as const;

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

const Title = styled('h2')(({ theme }) => ({ ...theme.typography.h3, margin: 0 }));

const Preview = styled('p')(({ theme }) => ({
  flex: 1,
  margin: theme.spacing(1.25, 0, 2.5),
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
}));

const View = styled(ButtonLink)({ alignSelf: 'flex-start' });

/**
 * A blogs page card: the title cut to 30 characters and the preview to 170 (spec part 1 §9). The full
 * title is still read out, and the blog travels in the navigation state so it opens without a refetch.
 * `eager` is for the first card, whose cover is in view when the page opens.
 */
export function BlogListCard({ blog, eager = false }: { blog: Blog; eager?: boolean }) {
  const titleId = useId();
  const shortTitle = blogsPageTitle(blog.title);
  const cut = shortTitle.length < blog.title.length;
  return (
    <Card aria-labelledby={titleId}>
      {blog.image ? (
        <Cover
          {...pictureSources(
            blog.image,
            [320, 480, 640],
            '(min-width: 1200px) 290px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 100vw',
          )}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <CoverPlaceholder />
      )}
      <Body>
        <Title id={titleId}>
          <span aria-hidden="true" title={blog.title}>
            {cut ? `${shortTitle}…` : shortTitle}
          </span>
          <VisuallyHidden>{blog.title}</VisuallyHidden>
        </Title>
        <Preview>{blogsPagePreview(htmlToText(blog.content))}</Preview>
        <View to={`/single-blog/${blog.slug}`} state={{ blog }} variant="outlined" aria-describedby={titleId}>
          View
        </View>
      </Body>
    </Card>
  );
}
