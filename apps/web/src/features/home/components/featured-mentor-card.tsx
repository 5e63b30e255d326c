import { useId } from 'react';
import { styled } from '@mui/material/styles';
import { cardRating, type FeaturedMentor } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { pictureSources } from '../../../lib/picture-sources.ts';

const AVATAR_SIZE = 104;
const PHONE_AVATAR_SIZE = 76;

// Phones get a compact side-by-side card so six mentors do not take six screens; wider screens get the tall card.
const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `${PHONE_AVATAR_SIZE}px minmax(0, 1fr)`,
  gap: theme.spacing(2),
  alignItems: 'start',
  height: '100%',
  padding: theme.spacing(2.5),
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
      height: 64,
      margin: theme.spacing(0, -2.5),
      background: 'linear-gradient(120deg, #d7e8f7 0%, #d5efe9 100%)',
    },
  },
}));

const avatarStyles = (up: string) =>
  ({
    width: PHONE_AVATAR_SIZE,
    height: PHONE_AVATAR_SIZE,
    borderRadius: '50%',
    border: '4px solid #ffffff',
    boxShadow: '0 4px 12px rgba(20, 33, 61, 0.15)',
    background: '#e8f1fa',
    [up]: { width: AVATAR_SIZE, height: AVATAR_SIZE, marginTop: -AVATAR_SIZE / 2 },
  }) as const;

const Photo = styled('img')(({ theme }) => ({
  ...avatarStyles(theme.breakpoints.up('sm')),
  objectFit: 'cover',
}));

const Initials = styled('span')(({ theme }) => ({
  ...avatarStyles(theme.breakpoints.up('sm')),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.primary.dark,
  fontSize: '1.75rem',
  fontWeight: 800,
}));

const Details = styled('div')(({ theme }) => ({
  [theme.breakpoints.up('sm')]: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
}));

const Name = styled('h3')(({ theme }) => ({
  ...theme.typography.h3,
  margin: theme.spacing(0, 0, 0.5),
  [theme.breakpoints.up('sm')]: { margin: theme.spacing(1.5, 0, 0.75) },
}));

const Institute = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.75, 0, 0),
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  lineHeight: 1.45,
  [theme.breakpoints.up('sm')]: { marginTop: theme.spacing(1) },
}));

const Facts = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  listStyle: 'none',
  margin: theme.spacing(1.5, 0, 0),
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
  [theme.breakpoints.up('sm')]: { justifyContent: 'center', margin: theme.spacing(2, 0, 2.5) },
}));

const Action = styled('div')(({ theme }) => ({
  gridColumn: '1 / -1',
  [theme.breakpoints.up('sm')]: { width: '100%', marginTop: 'auto' },
}));

export function FeaturedMentorCard({ mentor }: { mentor: FeaturedMentor }) {
  const nameId = useId();
  const fullName = `${mentor.firstName} ${mentor.lastName}`.trim();
  const rating = cardRating(
    mentor.feedBack.map((entry) => entry.rating),
    mentor.neetScore,
  );
  const initials = `${mentor.firstName.charAt(0)}${mentor.lastName.charAt(0)}`.toUpperCase();

  return (
    <Card>
      {mentor.profilePicture ? (
        <Photo
          {...pictureSources(
            mentor.profilePicture,
            [96, 192],
            `(min-width: 600px) ${AVATAR_SIZE}px, ${PHONE_AVATAR_SIZE}px`,
          )}
          alt={fullName}
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Initials role="img" aria-label={fullName}>
          {initials}
        </Initials>
      )}
      <Details>
        <Name id={nameId}>{fullName}</Name>
        <StarRating rating={rating} />
        {mentor.institute && <Institute>{mentor.institute}</Institute>}
        <Facts>
          <li>{`Neet Score : ${mentor.neetScore}`}</li>
          {typeof mentor.airRank === 'number' && <li>{`AIR Rank : ${mentor.airRank}`}</li>}
        </Facts>
      </Details>
      <Action>
        <ButtonLink to={`/single-mentor/${mentor._id}`} fullWidth aria-describedby={nameId}>
          Book a Session
        </ButtonLink>
      </Action>
    </Card>
  );
}
