import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { formatCount, formatIstDate, type MentorPublicProfile } from '@neetmentor/contract';
import { buttonStyles } from '../../../components/button-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { StarRating } from '../../../components/star-rating.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useOptionLabels } from '../option-labels.ts';
import { Panel, PanelTitle } from './profile-panel.tsx';

const FIRST_REVIEWS = 4;

const List = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const Review = styled('li')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: 16,
  background: theme.palette.background.default,
  border: `1px solid ${theme.palette.divider}`,
}));

const Text = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  color: theme.palette.text.primary,
  lineHeight: 1.6,
}));

const Byline = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
  '& strong': { color: theme.palette.text.primary },
}));

const Reply = styled('div')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  padding: theme.spacing(1.25, 1.5),
  borderLeft: `3px solid ${theme.palette.primary.main}`,
  borderRadius: 8,
  background: theme.palette.background.paper,
  '& h3': { margin: 0, fontSize: '0.875rem', fontWeight: 700 },
  '& p': { margin: theme.spacing(0.5, 0, 0), lineHeight: 1.6, overflowWrap: 'anywhere' },
}));

const Distribution = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  listStyle: 'none',
  margin: theme.spacing(0, 0, 2.5),
  padding: 0,
  maxWidth: 420,
}));

const Row = styled('li')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr 2.5rem',
  alignItems: 'center',
  gap: theme.spacing(1),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& > span:last-of-type': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
}));

const Track = styled('span')(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  background: theme.palette.divider,
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', background: '#d97706' },
}));

const Empty = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(3, 2),
  borderRadius: 16,
  border: `1px dashed ${theme.palette.divider}`,
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textAlign: 'center',
}));

const MoreButton = styled('button')(({ theme }) => ({
  ...buttonStyles(theme, { variant: 'outlined' }),
  marginTop: theme.spacing(2),
}));

/**
 * How many reviews gave each number of stars, as bars: a list whose items read "5 stars: 12 reviews" (the
 * bars and short figures are for the eye only).
 */
function RatingBars({ distribution }: { distribution: MentorPublicProfile['ratingDistribution'] }) {
  const { t } = useTranslation('mentors');
  const language = useLanguage();
  const most = Math.max(1, ...distribution.map((row) => row.count));
  return (
    <Distribution aria-label={t('reviews.distribution')}>
      {distribution.map((row) => (
        <Row key={row.stars}>
          <VisuallyHidden>{t('reviews.starsCount', { stars: row.stars, count: row.count })}</VisuallyHidden>
          <span aria-hidden="true">{t('reviews.starsShort', { stars: row.stars })}</span>
          <Track aria-hidden="true">
            <span style={{ width: `${(row.count / most) * 100}%` }} />
          </Track>
          <span aria-hidden="true">{formatCount(row.count, language)}</span>
        </Row>
      ))}
    </Distribution>
  );
}

interface MentorReviewsProps {
  reviews: MentorPublicProfile['reviews'];
  distribution: MentorPublicProfile['ratingDistribution'];
  /** Whose replies these are: "Reply from Kavya". */
  mentorFirstName: string;
}

/**
 * Ratings from students who completed a session, newest first, with their written review when given, the
 * package the session was and when it was written, and the mentor's reply under it.
 */
export function MentorReviews({ reviews, distribution, mentorFirstName }: MentorReviewsProps) {
  const { t } = useTranslation('mentors');
  const language = useLanguage();
  const packageKind = useOptionLabels().packageKind;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? reviews : reviews.slice(0, FIRST_REVIEWS);
  return (
    <Panel aria-labelledby="mentor-reviews-title">
      <PanelTitle id="mentor-reviews-title">
        {reviews.length > 0 ? t('reviews.titleWithCount', { count: reviews.length }) : t('reviews.title')}
      </PanelTitle>
      {reviews.length === 0 ? (
        <Empty>{t('reviews.none')}</Empty>
      ) : (
        <>
          <RatingBars distribution={distribution} />
          <List>
            {shown.map((review) => (
              <Review key={`${review.studentName}-${review.createdAt}`}>
                <StarRating rating={review.rating} size={16} />
                {review.review && <Text>{review.review}</Text>}
                <Byline>
                  <strong>{review.studentName}</strong> ·{' '}
                  <time dateTime={review.createdAt}>{formatIstDate(review.createdAt, language)}</time>
                  {review.package && (
                    <>
                      {' · '}
                      {t('reviews.package', {
                        name: packageKind(review.package.kind) ?? review.package.packageName,
                      })}
                    </>
                  )}
                </Byline>
                {review.reply && (
                  <Reply>
                    <h3>{t('reviews.replyFrom', { name: mentorFirstName })}</h3>
                    <p>{review.reply.text}</p>
                  </Reply>
                )}
              </Review>
            ))}
          </List>
          {reviews.length > shown.length && (
            <MoreButton type="button" onClick={() => setShowAll(true)}>
              {t('reviews.showAll', { count: reviews.length })}
            </MoreButton>
          )}
        </>
      )}
    </Panel>
  );
}
