import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { cardRating, ROUTES, type FeaturedMentor } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ArrowForwardIcon } from '../../../components/icons.tsx';
import { MentorCard, type MentorCardView } from '../../../components/mentor-card.tsx';
import { useFeaturedMentors } from '../../../lib/api/get-featured-mentors.ts';
import { Section, SectionHeading, SectionInner } from './section.tsx';

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Message = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(5, 2),
  borderRadius: 16,
  border: `1px dashed ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textAlign: 'center',
}));

const Footer = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.spacing(5),
}));

/** A featured mentor on the shared card, rated by its feedback or, without any, by its NEET score. */
function toCard(mentor: FeaturedMentor): MentorCardView {
  const ratings = mentor.feedBack.map((entry) => entry.rating);
  return { ...mentor, rating: cardRating(ratings, mentor.neetScore) };
}

function MentorsGrid() {
  const { t } = useTranslation('home');
  const { data, isError } = useFeaturedMentors();
  // Arriving cards render as a deferred update, in slices, so they never hold up a slow phone for long.
  const mentors = useDeferredValue(data);
  if (isError) return <Message>{t('featuredMentors.error')}</Message>;
  if (!mentors) return <Message role="status">{t('featuredMentors.loading')}</Message>;
  if (mentors.length === 0) return <Message>{t('featuredMentors.empty')}</Message>;
  return (
    <Grid>
      {mentors.map((mentor) => (
        <li key={mentor._id}>
          <MentorCard mentor={toCard(mentor)} />
        </li>
      ))}
    </Grid>
  );
}

export function FeaturedMentorsSection() {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="featured-mentors-title">
      <SectionInner>
        <SectionHeading
          id="featured-mentors-title"
          eyebrow={t('featuredMentors.eyebrow')}
          title={t('featuredMentors.title')}
        >
          {t('featuredMentors.intro')}
        </SectionHeading>
        <MentorsGrid />
        <Footer>
          <ButtonLink to={ROUTES.searchMentor} variant="outlined" size="large">
            {t('featuredMentors.browseAll')}
            <ArrowForwardIcon size={20} />
          </ButtonLink>
        </Footer>
      </SectionInner>
    </Section>
  );
}
