import { styled } from '@mui/material/styles';
import { PUBLIC_PAGE_TEXT, type Webinar, ROUTES } from '@neetmentor/contract';
import { buttonStyles, ButtonLink } from '../../../components/button-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useWebinar } from '../api/get-webinar.ts';
import { Card, LoadingArea, Notice, PageBody, RetryButton } from '../components/content-layout.tsx';
import { WebinarRegistrationForm } from '../components/webinar-registration-form.tsx';

const NO_WEBINAR = 'NO Webinar Available';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: theme.spacing(4) },
}));

const Details = styled(Card)({ padding: 0, overflow: 'hidden', '&&': { padding: 0 } });

const Cover = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  background: '#e8f1fa',
});

const Body = styled('div')(({ theme }) => ({
  padding: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3.5) },
}));

const When = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(1.25),
  margin: theme.spacing(0, 0, 3),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
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

// On a phone the form sits below the whole description, so a shortcut leads straight to it.
const JumpToForm = styled('a')(({ theme }) => ({
  ...buttonStyles(theme, { fullWidth: true }),
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

const Aside = styled('div')(({ theme }) => ({
  [theme.breakpoints.up('md')]: { position: 'sticky', top: theme.spacing(12) },
}));

function WebinarDetails({ webinar, image }: { webinar: Webinar; image: string }) {
  return (
    <Layout>
      <Details as="article" aria-label="Webinar details">
        <Cover
          {...pictureSources(
            image,
            [480, 640, 960, 1280],
            '(min-width: 1200px) 780px, (min-width: 900px) 60vw, 100vw',
          )}
          alt="Webinar poster"
          width={1200}
          height={630}
          fetchPriority="high"
        />
        <Body>
          <When>
            <div>
              <dt>Time</dt>
              <dd>{webinar.time}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{webinar.date}</dd>
            </div>
            <div>
              <dt>Year</dt>
              <dd>{webinar.year}</dd>
            </div>
            <div>
              <dt>Day</dt>
              <dd>{webinar.day}</dd>
            </div>
          </When>
          <JumpToForm href="#webinar-registration">Register for free</JumpToForm>
          <RichText html={webinar.content} />
        </Body>
      </Details>
      <Aside id="webinar-registration">
        <WebinarRegistrationForm />
      </Aside>
    </Layout>
  );
}

function WebinarContent() {
  const webinar = useWebinar();
  if (webinar.isPending)
    return (
      <LoadingArea>
        <PageLoading />
      </LoadingArea>
    );
  if (webinar.isError)
    return (
      <Notice>
        <h2>We could not load the webinar</h2>
        <p>Check your internet connection and try again.</p>
        <RetryButton type="button" onClick={() => void webinar.refetch()}>
          Try again
        </RetryButton>
      </Notice>
    );
  // The spec shows a webinar only when it has its poster; otherwise there is nothing to register for.
  if (!webinar.data?.image)
    return (
      <Notice>
        <h2>{NO_WEBINAR}</h2>
        <p>
          There is no webinar scheduled right now. New dates are announced on this page and in our newsletter;
          until then, our blogs cover the strategies mentors share in webinars.
        </p>
        <ButtonLink to={ROUTES.blogs} variant="outlined">
          Read the blogs
        </ButtonLink>
      </Notice>
    );
  return <WebinarDetails webinar={webinar.data} image={webinar.data.image} />;
}

/** /webinar-page: the current free webinar and its registration form. */
export function WebinarPage() {
  usePageHead(PUBLIC_PAGE_TEXT[ROUTES.webinar]);
  return (
    <>
      <PageHeader title="Free NEET Webinar">
        Live, interactive sessions with MBBS mentors who cracked NEET recently. Free for every aspirant.
      </PageHeader>
      <PageBody>
        <WebinarContent />
      </PageBody>
    </>
  );
}
