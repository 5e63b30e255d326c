import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { BlogCard } from '../../../components/blog-card.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useBlogs } from '../../../lib/api/get-blogs.ts';
import { Section, SectionHeading, SectionInner } from './section.tsx';

const RECENT_BLOG_COUNT = 4;

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Footer = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.spacing(5),
}));

/** The newest blogs. A failed fetch is only logged (spec part 1 §8), so the section simply stays away. */
export function RecentBlogsSection() {
  const { t } = useTranslation('home');
  // Arriving cards render as a deferred update, in slices, so they never hold up a slow phone for long.
  const blogs = useDeferredValue(useBlogs().data);
  if (!blogs || blogs.length === 0) return null;
  return (
    <Section aria-labelledby="recent-blogs-title">
      <SectionInner>
        <SectionHeading
          id="recent-blogs-title"
          eyebrow={t('recentBlogs.eyebrow')}
          title={t('recentBlogs.title')}
        >
          {t('recentBlogs.intro')}
        </SectionHeading>
        <Grid>
          {blogs.slice(0, RECENT_BLOG_COUNT).map((blog) => (
            <li key={blog._id}>
              <BlogCard
                blog={blog}
                cut="home"
                headingLevel="h3"
                sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw"
              />
            </li>
          ))}
        </Grid>
        <Footer>
          <ButtonLink to={ROUTES.blogs} variant="outlined" size="large">
            {t('recentBlogs.viewAll')}
          </ButtonLink>
        </Footer>
      </SectionInner>
    </Section>
  );
}
