import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { styled } from '@mui/material/styles';
import {
  formatIstDate,
  MENTOR_NOT_FOUND_TITLE,
  mentorPageText,
  type MentorPackage,
  type MentorPublicProfile,
  paths,
  ROUTES,
} from '@neetmentor/contract';
import { buttonStyles, ButtonLink } from '../../../components/button-link.tsx';
import { ArrowBackIcon } from '../../../components/icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useSession } from '../../../lib/session.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useFreeSessionUsed } from '../api/free-session-used.ts';
import { useMentorProfile } from '../api/get-mentor-profile.ts';
import { MentorReviews } from '../components/mentor-reviews.tsx';
import { PackageCard, type BookControl, type BookingNotice } from '../components/package-card.tsx';
import { PageInner } from '../../../components/page-header.tsx';
import { Panel, PanelTitle } from '../components/profile-panel.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';

const ErrorDialog = lazy(() =>
  import('../../../components/error-dialog.tsx').then((m) => ({ default: m.ErrorDialog })),
);
// The booking and its checkout load when a student presses Book Session, not with the profile.
const BookingFlow = lazy(() =>
  import('../components/booking-flow.tsx').then((m) => ({ default: m.BookingFlow })),
);

const Top = styled(PageInner)(({ theme }) => ({
  paddingTop: theme.spacing(2),
  paddingBottom: theme.spacing(2),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(3) },
}));

const BackLink = styled(ButtonLink)(({ theme }) => ({
  minHeight: 40,
  padding: theme.spacing(0.5, 1.5),
  fontSize: '0.875rem',
}));

const Layout = styled(PageInner)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  alignItems: 'start',
  paddingBottom: theme.spacing(6),
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1fr) 360px',
    // The last row is flexible so a tall package column never stretches the gaps between the left panels.
    gridTemplateRows: 'auto auto auto 1fr',
    gap: theme.spacing(3),
    paddingBottom: theme.spacing(10),
    '& > *': { gridColumn: 1 },
  },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' },
}));

const Aside = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('md')]: { '&&': { gridColumn: 2, gridRow: '1 / span 4' } },
}));

const PackagesTitle = styled('h2')(({ theme }) => ({
  margin: theme.spacing(1, 0, 2),
  fontSize: '1.25rem',
  fontWeight: 800,
  [theme.breakpoints.up('md')]: { marginTop: 0 },
}));

const PackageList = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const AwayNotice = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  padding: theme.spacing(1.25, 1.5),
  borderRadius: 12,
  background: '#fff4e0',
  color: '#6b3f00',
  fontWeight: 600,
  lineHeight: 1.45,
}));

const About = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.primary,
  lineHeight: 1.7,
  whiteSpace: 'pre-line',
}));

// The box keeps the usual 1200×630 shape whatever the picture's own shape, so nothing moves when it
// arrives; a picture of another shape is shown whole inside it.
const Ad = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'contain',
  borderRadius: 20,
  background: '#e8f1fa',
});

const Message = styled('div')(({ theme }) => ({
  maxWidth: 640,
  margin: theme.spacing(6, 'auto', 10),
  padding: theme.spacing(4, 3),
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  textAlign: 'center',
  '& h1': { ...theme.typography.h2, margin: theme.spacing(0, 0, 1.5) },
  '& p': { margin: theme.spacing(0, 0, 3), color: theme.palette.text.secondary, lineHeight: 1.6 },
}));

const MessageActions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.spacing(1.5),
}));

const RetryButton = styled('button')(({ theme }) => buttonStyles(theme, {}));

// While the profile loads, the page already takes the room the profile will take, so the footer does not
// show and then jump away when the mentor arrives. A flex box also keeps the bar's margin inside it.
const LoadingArea = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: '100vh',
});

/** Router state for /login: where to come back to once signed in. */
interface LoginReturnState {
  from: string;
}

/** The package being booked and what its button says meanwhile. */
interface Booking {
  pkg: MentorPackage;
  progress: string;
}

function BackToMentors() {
  const { t } = useTranslation('mentors');
  return (
    <Top>
      <BackLink to={ROUTES.searchMentor} variant="outlined">
        <ArrowBackIcon size={18} />
        {t('profile.allMentors')}
      </BackLink>
    </Top>
  );
}

function ProfileLoading() {
  return (
    <>
      <BackToMentors />
      <LoadingArea>
        <PageLoading />
      </LoadingArea>
    </>
  );
}

function MentorProfile({ mentor }: { mentor: MentorPublicProfile }) {
  const { t } = useTranslation('mentors');
  const language = useLanguage();
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { brandName } = useSiteConfig();
  const [booking, setBooking] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<(BookingNotice & { packageId: string }) | null>(null);
  const isStudent = session?.role === 'student';
  const freeUsed = useFreeSessionUsed(
    mentor._id,
    isStudent && !mentor.awayUntil && mentor.package.some((pkg) => pkg.packagePrice === 0),
  ).data;

  // Booking needs a signed-in student (spec part 2 §6); anyone else signs in first and comes back here.
  // A mentor in away mode takes no new bookings: the server refuses them, and the buttons say so first.
  function bookControl(pkg: MentorPackage): BookControl {
    if (mentor.awayUntil) return { unavailable: true };
    if (!isStudent) {
      const state: LoginReturnState = { from: pathname };
      return { to: paths.loginReturningTo(pathname), state };
    }
    // One free booking per student and mentor: once used, the button says so instead of failing on press
    // (the package being booked right now keeps its progress).
    if (pkg.packagePrice === 0 && freeUsed && booking?.pkg._id !== pkg._id) return { freeUsed: true };
    return {
      // One booking at a time: a second press while one runs does nothing.
      onBook: () => {
        if (booking) return;
        setNotice(null);
        setBooking({ pkg, progress: t('booking.pleaseWait') });
      },
      progress: booking?.pkg._id === pkg._id ? booking.progress : null,
      busy: booking !== null,
    };
  }

  return (
    <>
      <BackToMentors />
      <Layout>
        <ProfileSummary mentor={mentor} />
        <Aside>
          <section aria-labelledby="mentor-packages-title">
            <PackagesTitle id="mentor-packages-title">{t('profile.packages')}</PackagesTitle>
            {mentor.awayUntil && (
              <AwayNotice role="note">
                {t('profile.away', {
                  name: mentor.firstName,
                  date: formatIstDate(mentor.awayUntil, language),
                })}
              </AwayNotice>
            )}
            {mentor.package.length === 0 ? (
              <Panel as="div">
                <About>{t('profile.noPackages')}</About>
              </Panel>
            ) : (
              <PackageList>
                {mentor.package.map((pkg) => (
                  <li key={pkg._id}>
                    <PackageCard
                      pkg={pkg}
                      book={bookControl(pkg)}
                      notice={notice?.packageId === pkg._id ? notice : null}
                    />
                  </li>
                ))}
              </PackageList>
            )}
          </section>
          {mentor.featuredAd && (
            <Ad
              {...pictureSources(
                mentor.featuredAd,
                [480, 640, 960],
                '(min-width: 1200px) 400px, (min-width: 900px) 360px, 100vw',
              )}
              alt={t('profile.featuredAd', { brand: brandName })}
              width={1200}
              height={630}
              loading="lazy"
              decoding="async"
            />
          )}
        </Aside>
        {mentor.about && (
          <Panel aria-labelledby="mentor-about-title">
            <PanelTitle id="mentor-about-title">
              {t('profile.aboutMentor', { name: mentor.firstName })}
            </PanelTitle>
            <About>{mentor.about}</About>
          </Panel>
        )}
        <MentorReviews
          reviews={mentor.reviews}
          distribution={mentor.ratingDistribution}
          mentorFirstName={mentor.firstName}
        />
      </Layout>
      {booking && (
        <Suspense fallback={null}>
          <BookingFlow
            mentor={mentor}
            pkg={booking.pkg}
            onProgress={(progress) => setBooking((current) => current && { ...current, progress })}
            onNotice={(next) => setNotice({ ...next, packageId: booking.pkg._id })}
            onDone={() => setBooking(null)}
            navigate={navigate}
            pathname={pathname}
          />
        </Suspense>
      )}
    </>
  );
}

/** /single-mentor/:id: a mentor's public profile, packages and reviews; :id is the _id or the mentor id. */
export function SingleMentorPage() {
  const { t } = useTranslation('mentors');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const profile = useMentorProfile(id);
  // The profile renders as a deferred update, in slices, so its arrival never holds up a slow phone for long.
  const mentor = useDeferredValue(profile.data);
  const [errorDismissed, setErrorDismissed] = useState(0);
  const notFound = profile.data === null;
  usePageHead(
    profile.data
      ? mentorPageText(profile.data)
      : { title: notFound ? MENTOR_NOT_FOUND_TITLE : 'Mentor profile' },
  );

  if (notFound)
    return (
      <Message>
        <h1>{t('profile.notFound.title')}</h1>
        <p>{t('profile.notFound.text')}</p>
        <MessageActions>
          <ButtonLink to={ROUTES.searchMentor}>{t('profile.notFound.browse')}</ButtonLink>
        </MessageActions>
      </Message>
    );
  if (!profile.isError) return mentor ? <MentorProfile mentor={mentor} /> : <ProfileLoading />;
  return (
    <>
      <Message>
        <h1>{t('profile.loadFailed.title')}</h1>
        <p>{t('profile.loadFailed.text')}</p>
        <MessageActions>
          <RetryButton type="button" onClick={() => void profile.refetch()}>
            {t('profile.loadFailed.tryAgain')}
          </RetryButton>
          <ButtonLink to={ROUTES.searchMentor} variant="outlined">
            {t('profile.loadFailed.browse')}
          </ButtonLink>
        </MessageActions>
      </Message>
      {profile.errorUpdatedAt !== errorDismissed && (
        <Suspense fallback={null}>
          <ErrorDialog
            open
            message={errorText(profile.error)}
            onClose={() => setErrorDismissed(profile.errorUpdatedAt)}
          />
        </Suspense>
      )}
    </>
  );
}
