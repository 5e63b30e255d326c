import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { formatIstDate, type MentorPublicProfile } from '@neetmentor/contract';
import { buttonStyles } from '../../../components/button-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { StarRating } from '../../../components/star-rating.tsx';
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

/** Ratings from students who completed a session, newest first, with their written review when given. */
export function MentorReviews({ reviews }: { reviews: MentorPublicProfile['reviews'] }) {
  const { t } = useTranslation('mentors');
  const language = useLanguage();
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
          <List>
            {shown.map((review) => (
              <Review key={`${review.studentName}-${review.createdAt}`}>
                <StarRating rating={review.rating} size={16} />
                {review.review && <Text>{review.review}</Text>}
                <Byline>
                  <strong>{review.studentName}</strong> · {formatIstDate(review.createdAt, language)}
                </Byline>
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
