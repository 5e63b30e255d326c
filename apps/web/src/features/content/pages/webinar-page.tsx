import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { PUBLIC_PAGE_TEXT, type Webinar, ROUTES } from '@neetmentor/contract';
import { buttonStyles, ButtonLink } from '../../../components/button-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useWebinar } from '../api/get-webinar.ts';
import { Card, LoadingArea, Notice, PageBody, RetryButton } from '../components/content-layout.tsx';
import { SaverPicture } from '../../../components/saver-picture.tsx';
import { WebinarRegistrationForm } from '../components/webinar-registration-form.tsx';
import { webinarWhenIn } from '../../../lib/webinar-when.ts';

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
  const { t } = useTranslation('content');
  // The description is the admin's own words; the time, date and day are read out in the reader's
  // language when they are a real time and date (see webinarWhenIn), otherwise shown as typed.
  const when = webinarWhenIn(webinar, useLanguage());
  return (
    <Layout>
      <Details as="article" aria-label={t('webinar.details')}>
        <SaverPicture width={1200} height={630}>
          <Cover
            {...pictureSources(
              image,
              [480, 640, 960, 1280],
              '(min-width: 1200px) 780px, (min-width: 900px) 60vw, 100vw',
            )}
            alt={t('webinar.poster')}
            width={1200}
            height={630}
            fetchPriority="high"
          />
        </SaverPicture>
        <Body>
          <When>
            <div>
              <dt>{t('webinar.time')}</dt>
              <dd>{when.time}</dd>
            </div>
            <div>
              <dt>{t('webinar.date')}</dt>
              <dd>{when.date}</dd>
            </div>
            <div>
              <dt>{t('webinar.year')}</dt>
              <dd>{when.year}</dd>
            </div>
            <div>
              <dt>{t('webinar.day')}</dt>
              <dd>{when.day}</dd>
            </div>
          </When>
          <JumpToForm href="#webinar-registration">{t('webinar.jump')}</JumpToForm>
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
  const { t } = useTranslation('content');
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
        <h2>{t('webinar.failed')}</h2>
        <p>{t('loadFailure.check')}</p>
        <RetryButton type="button" onClick={() => void webinar.refetch()}>
          {t('actions.tryAgain')}
        </RetryButton>
      </Notice>
    );
  // The spec shows a webinar only when it has its poster; otherwise there is nothing to register for.
  if (!webinar.data?.image)
    return (
      <Notice>
        <h2>{t('webinar.none')}</h2>
        <p>{t('webinar.noneText')}</p>
        <ButtonLink to={ROUTES.blogs} variant="outlined">
          {t('webinar.readBlogs')}
        </ButtonLink>
      </Notice>
    );
  return <WebinarDetails webinar={webinar.data} image={webinar.data.image} />;
}

/** /webinar-page: the current free webinar and its registration form. */
export function WebinarPage() {
  usePageHead(PUBLIC_PAGE_TEXT[ROUTES.webinar]);
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader title={t('webinar.title')}>{t('webinar.intro')}</PageHeader>
      <PageBody>
        <WebinarContent />
      </PageBody>
    </>
  );
}
