import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { describeAcceptSpeed, formatCount, type MentorPublicProfile } from '@neetmentor/contract';
import { PlaceIcon, SchoolIcon } from '../../../components/icons.tsx';
import { MentorAvatar } from '../../../components/mentor-avatar.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useOptionLabels } from '../option-labels.ts';
import { Panel } from './profile-panel.tsx';

const PHOTO_SIZE = 144;
const PHONE_PHOTO_SIZE = 104;

const Root = styled(Panel)(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  paddingTop: theme.spacing(4),
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: '0 0 auto',
    height: 88,
    background: 'linear-gradient(120deg, #d7e8f7 0%, #d5efe9 100%)',
  },
}));

const Head = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  [theme.breakpoints.up('sm')]: {
    flexDirection: 'row',
    alignItems: 'flex-end',
    gap: theme.spacing(3),
    textAlign: 'left',
  },
}));

const Photo = styled(MentorAvatar)(({ theme }) => ({
  width: PHONE_PHOTO_SIZE,
  height: PHONE_PHOTO_SIZE,
  fontSize: '2.25rem',
  [theme.breakpoints.up('sm')]: { width: PHOTO_SIZE, height: PHOTO_SIZE, fontSize: '2.75rem' },
}));

const Name = styled('h1')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0.75),
  fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
  fontWeight: 800,
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  [theme.breakpoints.up('sm')]: { marginTop: 0 },
}));

const RatingRow = styled('p')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'inherit',
  gap: theme.spacing(1),
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  [theme.breakpoints.down('sm')]: { justifyContent: 'center' },
}));

const Lines = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  marginTop: theme.spacing(2.5),
  color: theme.palette.text.secondary,
  '& p': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1), margin: 0, lineHeight: 1.45 },
  '& svg': { flexShrink: 0, marginTop: 2, color: theme.palette.primary.main },
}));

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(136px, 1fr))',
  gap: theme.spacing(1.25),
  margin: theme.spacing(2.5, 0, 0),
  '& > div': {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    padding: theme.spacing(1.25, 1.5),
    borderRadius: 14,
    background: theme.palette.primary.light,
  },
  '& dt': { color: theme.palette.text.secondary, fontSize: '0.8125rem', fontWeight: 600 },
  '& dd': { margin: 0, color: theme.palette.primary.dark, fontSize: '1.0625rem', fontWeight: 800 },
}));

const LanguagesFact = styled('div')({ gridColumn: '1 / -1' });

/** Photo, name, stars, where they study and the facts a student compares mentors by. */
export function ProfileSummary({ mentor }: { mentor: MentorPublicProfile }) {
  const { t } = useTranslation('mentors');
  const language = useLanguage();
  const labels = useOptionLabels();
  const fullName = `${mentor.firstName} ${mentor.lastName}`.trim();
  const ratingCount = mentor.reviews.length;
  const study = [mentor.yearOfEducation && labels.educationYear(mentor.yearOfEducation), mentor.institute]
    .filter(Boolean)
    .join(', ');
  return (
    <Root aria-label={t('profile.aboutMentor', { name: fullName })}>
      <Head>
        <Photo
          name={fullName}
          initials={`${mentor.firstName.charAt(0)}${mentor.lastName.charAt(0)}`}
          picture={
            mentor.profilePicture
              ? pictureSources(
                  mentor.profilePicture,
                  [192, 320, 480],
                  `(min-width: 600px) ${PHOTO_SIZE}px, ${PHONE_PHOTO_SIZE}px`,
                )
              : null
          }
          size={PHOTO_SIZE}
          eager
        />
        <div>
          <Name>{fullName}</Name>
          <RatingRow>
            <StarRating rating={mentor.rating} size={20} />
            <span>
              {ratingCount > 0 ? t('profile.ratings', { count: ratingCount }) : t('profile.newMentor')}
            </span>
            {mentor.acceptSpeedMinutes !== null && (
              <span>
                {t('profile.acceptSpeed', {
                  speed: describeAcceptSpeed(mentor.acceptSpeedMinutes, language),
                })}
              </span>
            )}
          </RatingRow>
        </div>
      </Head>
      <Lines>
        {study && (
          <p>
            <SchoolIcon size={18} />
            {study}
          </p>
        )}
        <p>
          <PlaceIcon size={18} />
          {labels.state(mentor.state)}
        </p>
      </Lines>
      <Facts>
        <div>
          <dt>
            {mentor.neetExamYear
              ? t('profile.facts.neetScoreOfYear', { year: String(mentor.neetExamYear) })
              : t('profile.facts.neetScore')}
          </dt>
          <dd>{mentor.neetScore} / 720</dd>
        </div>
        {typeof mentor.airRank === 'number' && (
          <div>
            <dt>{t('profile.facts.airRank')}</dt>
            <dd>{formatCount(mentor.airRank, language)}</dd>
          </div>
        )}
        {mentor.gender && (
          <div>
            <dt>{t('profile.facts.gender')}</dt>
            <dd>{labels.gender(mentor.gender)}</dd>
          </div>
        )}
        {typeof mentor.neetAttempts === 'number' && (
          <div>
            <dt>{t('profile.facts.attempts')}</dt>
            <dd>{mentor.neetAttempts}</dd>
          </div>
        )}
        {mentor.languages.length > 0 && (
          <LanguagesFact>
            <dt>{t('profile.facts.languages')}</dt>
            <dd>{mentor.languages.map(labels.language).join(', ')}</dd>
          </LanguagesFact>
        )}
      </Facts>
    </Root>
  );
}
