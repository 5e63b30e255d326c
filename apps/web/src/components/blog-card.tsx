import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import {
  blogsPagePreview,
  blogsPageTitle,
  homeBlogPreview,
  homeBlogTitle,
  paths,
  type BlogSummary,
} from '@neetmentor/contract';
import { pictureSources } from '../lib/picture-sources.ts';
import { ButtonLink } from './button-link.tsx';
import { PhotoIcon } from './account-icons.tsx';
import { SaverImage } from './saver-image.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/** How a list cuts a card's title and preview (spec part 1 §9): the home page and the blogs page differ. */
const CUTS = {
  home: { title: homeBlogTitle, preview: homeBlogPreview },
  'blogs-page': {
    title: (title: string) => {
      const short = blogsPageTitle(title);
      return short.length < title.length ? `${short}…` : short;
    },
    preview: blogsPagePreview,
  },
} as const;

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

// A cover in data-saver mode: the placeholder's box, as a button that shows the cover.
const CoverButton = styled(SaverImage)({ ...imageStyles, width: '100%', borderRadius: 0 });

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

interface BlogCardProps {
  blog: BlogSummary;
  /** Which list the card is in, for how its title and preview are cut. */
  cut: keyof typeof CUTS;
  /** The title's level under the list's own heading. */
  headingLevel: 'h2' | 'h3';
  /** The cover's `sizes`: how wide the list shows a card at each screen width. */
  sizes: string;
  /** For the first card, whose cover is in view when the page opens. */
  eager?: boolean;
}

/**
 * A blog in a list: cover, title and preview cut as the list's rule says, and a View link. The full title
 * is still read out, and the blog travels in the navigation state so it opens without a refetch.
 */
export function BlogCard({ blog, cut, headingLevel, sizes, eager = false }: BlogCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const shownTitle = CUTS[cut].title(blog.title);
  return (
    <Card aria-labelledby={titleId}>
      {blog.image ? (
        <CoverButton
          alt=""
          placeholder={<PhotoIcon size={28} />}
          image={
            <Cover
              {...pictureSources(blog.image, [320, 480, 640], sizes)}
              alt=""
              width={1200}
              height={630}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          }
        />
      ) : (
        <CoverPlaceholder />
      )}
      <Body>
        <Title as={headingLevel} id={titleId}>
          {shownTitle === blog.title ? (
            blog.title
          ) : (
            <>
              <span aria-hidden="true" title={blog.title}>
                {shownTitle}
              </span>
              <VisuallyHidden>{blog.title}</VisuallyHidden>
            </>
          )}
        </Title>
        <Preview>{CUTS[cut].preview(blog.preview)}</Preview>
        <View to={paths.singleBlog(blog.slug)} state={{ blog }} variant="outlined" aria-describedby={titleId}>
          {t('actions.view')}
        </View>
      </Body>
    </Card>
  );
}
