import { Suspense, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import {
  describeAcceptSpeed,
  formatIstDate,
  formatRupeeAmount,
  paths,
  type MentorCard as MentorCardData,
} from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { pictureSources } from '../lib/picture-sources.ts';
import { ButtonLink } from './button-link.tsx';
import { PlaceIcon } from './icons.tsx';
import { MentorAvatar } from './mentor-avatar.tsx';
import { StarRating } from './star-rating.tsx';

const AVATAR_SIZE = 96;
const PHONE_AVATAR_SIZE = 72;

// Phones get a compact side-by-side card so a page of twelve stays short; wider screens get the tall card.
const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `${PHONE_AVATAR_SIZE}px minmax(0, 1fr)`,
  gap: theme.spacing(1.5, 2),
  alignItems: 'start',
  height: '100%',
  padding: theme.spacing(2),
  overflow: 'hidden',
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.07)',
  transition: theme.transitions.create(['box-shadow', 'transform']),
  '&:hover': { boxShadow: '0 14px 32px rgba(20, 33, 61, 0.12)', transform: 'translateY(-2px)' },
  [theme.breakpoints.up('sm')]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 0,
    padding: theme.spacing(0, 2.5, 2.5),
    textAlign: 'center',
    '&::before': {
      content: '""',
      alignSelf: 'stretch',
      height: 60,
      margin: theme.spacing(0, -2.5),
      background: 'linear-gradient(120deg, #d7e8f7 0%, #d5efe9 100%)',
    },
  },
}));

const Avatar = styled(MentorAvatar)(({ theme }) => ({
  width: PHONE_AVATAR_SIZE,
  height: PHONE_AVATAR_SIZE,
  fontSize: '1.5rem',
  [theme.breakpoints.up('sm')]: {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    marginTop: -AVATAR_SIZE / 2,
    fontSize: '1.75rem',
  },
}));

const Details = styled('div')(({ theme }) => ({
  minWidth: 0,
  [theme.breakpoints.up('sm')]: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
}));

const Name = styled('h3')(({ theme }) => ({
  ...theme.typography.h3,
  margin: theme.spacing(0, 0, 0.5),
  [theme.breakpoints.up('sm')]: { margin: theme.spacing(1.25, 0, 0.5) },
}));

const Line = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  lineHeight: 1.45,
}));

const Place = styled(Line)({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  '& svg': { flexShrink: 0 },
});

const Facts = styled('ul')(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.75),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': {
    padding: theme.spacing(0.5, 1.25),
    borderRadius: 999,
    background: theme.palette.primary.light,
    color: theme.palette.primary.dark,
    fontSize: '0.8125rem',
    fontWeight: 700,
    whiteSpace: 'nowrap',
  },
  [theme.breakpoints.up('sm')]: { justifyContent: 'center', margin: theme.spacing(1.5, 0, 0) },
}));

const Languages = styled(Line)(({ theme }) => ({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: '0.875rem',
  [theme.breakpoints.up('sm')]: { marginTop: theme.spacing(1.25) },
}));

const Away = styled(Line)(({ theme }) => ({
  gridColumn: '1 / -1',
  margin: 0,
  color: '#6b3f00',
  fontSize: '0.875rem',
  fontWeight: 700,
  [theme.breakpoints.up('sm')]: { marginTop: theme.spacing(1.25) },
}));

const Footer = styled('div')(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    width: '100%',
    marginTop: 'auto',
    paddingTop: theme.spacing(2),
  },
}));

const Price = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
  '& strong': { color: theme.palette.text.primary, fontSize: '1.125rem', fontWeight: 800 },
}));

const BookLink = styled(ButtonLink)(({ theme }) => ({
  flex: '0 1 auto',
  // Without a price beside it (the featured mentors), the button takes the row, as it does on wide screens.
  '&:only-child': { flexGrow: 1 },
  [theme.breakpoints.up('sm')]: { width: '100%' },
}));

/**
 * What a mentor card shows. The listing's answer has all of it; lists that know less (the featured
 * mentors have no state, languages or price) leave those out and the card leaves out their lines.
 */
export type MentorCardView = Pick<
  MentorCardData,
  '_id' | 'firstName' | 'lastName' | 'profilePicture' | 'institute' | 'neetScore' | 'airRank' | 'rating'
> &
  Partial<Pick<MentorCardData, 'state' | 'languages' | 'sessionPrice' | 'acceptSpeedMinutes' | 'awayUntil'>>;

/**
 * One mentor in a list: who they are, their NEET result, what they know of languages and price, and the way
 * in. A list that comes with the server's HTML is brought to life card by card.
 */
export function MentorCard({ mentor }: { mentor: MentorCardView }) {
  return (
    <Suspense fallback={null}>
      <MentorCardContent mentor={mentor} />
    </Suspense>
  );
}

function MentorCardContent({ mentor }: { mentor: MentorCardView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const fullName = `${mentor.firstName} ${mentor.lastName}`.trim();
  return (
    <Card aria-labelledby={nameId}>
      <Avatar
        name={fullName}
        initials={`${mentor.firstName.charAt(0)}${mentor.lastName.charAt(0)}`}
        picture={
          mentor.profilePicture
            ? pictureSources(
                mentor.profilePicture,
                [96, 192],
                `(min-width: 600px) ${AVATAR_SIZE}px, ${PHONE_AVATAR_SIZE}px`,
              )
            : null
        }
        size={AVATAR_SIZE}
      />
      <Details>
        <Name id={nameId}>{fullName}</Name>
        <StarRating rating={mentor.rating} />
        {mentor.institute && <Line>{mentor.institute}</Line>}
        {mentor.state && (
          <Place>
            <PlaceIcon size={16} />
            {mentor.state}
          </Place>
        )}
      </Details>
      <Facts>
        <li>{t('mentorCard.neetScore', { score: mentor.neetScore })}</li>
        {typeof mentor.airRank === 'number' && <li>{t('mentorCard.airRank', { rank: mentor.airRank })}</li>}
      </Facts>
      {mentor.languages && mentor.languages.length > 0 && (
        <Languages>{t('mentorCard.speaks', { languages: mentor.languages.join(', ') })}</Languages>
      )}
      {typeof mentor.acceptSpeedMinutes === 'number' && (
        <Languages>
          {t('mentorCard.acceptSpeed', { speed: describeAcceptSpeed(mentor.acceptSpeedMinutes, language) })}
        </Languages>
      )}
      {mentor.awayUntil && (
        <Away>{t('mentorCard.away', { date: formatIstDate(mentor.awayUntil, language) })}</Away>
      )}
      <Footer>
        {typeof mentor.sessionPrice === 'number' && (
          <Price>
            <Trans
              t={t}
              i18nKey="mentorCard.price"
              values={{ price: formatRupeeAmount(mentor.sessionPrice, language) }}
              components={{ strong: <strong /> }}
            />
          </Price>
        )}
        <BookLink to={paths.singleMentor(mentor._id)} aria-describedby={nameId}>
          {mentor.awayUntil ? t('mentorCard.viewProfile') : t('mentorCard.book')}
        </BookLink>
      </Footer>
    </Card>
  );
}
