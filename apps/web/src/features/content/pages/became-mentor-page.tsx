import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { formatRupeeAmount, PUBLIC_PAGE_TEXT, ROUTES } from '@neetmentor/contract';
import mentorChatImage from '../../../assets/banner-mentor-chat.svg';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ArrowForwardIcon } from '../../../components/icons.tsx';
import { PageInner } from '../../../components/page-header.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useDataSaver } from '../../../lib/data-saver.tsx';
import { useFeeMessageArguments } from '../../../lib/application-fee.ts';
import { MONTHLY_EARNINGS_CLAIM } from '../policy-facts.ts';
import { useScrollToTopOnOpen } from '../use-scroll-to-top-on-open.ts';

/** The reasons for the fee and the steps to join, in the page's order; each is a key in the catalog. */
const REASONS = ['quality', 'time', 'recovery'] as const;
const STEPS = ['apply', 'verify', 'train', 'start'] as const;

const Banner = styled('section')(({ theme }) => ({
  padding: theme.spacing(5, 0, 6),
  background: 'linear-gradient(120deg, #0b5fa5 0%, #0f766e 100%)',
  color: '#ffffff',
  [theme.breakpoints.up('md')]: { padding: theme.spacing(9, 0, 10) },
}));

const BannerGrid = styled(PageInner)(({ theme }) => ({
  display: 'grid',
  alignItems: 'center',
  gap: theme.spacing(4),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.1fr 0.9fr' },
}));

const Illustration = styled('img')(({ theme }) => ({
  display: 'none',
  width: '100%',
  height: 'auto',
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

// A 1×1 transparent GIF: phones never download the illustration, which only the wide layout shows.
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

const Label = styled('p')(({ theme }) => ({
  display: 'inline-block',
  margin: theme.spacing(0, 0, 2),
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  background: 'rgba(255, 255, 255, 0.16)',
  fontSize: '0.875rem',
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: 0, maxWidth: '18ch' }));

const Lead = styled('p')(({ theme }) => ({
  maxWidth: '40rem',
  margin: theme.spacing(2, 0, 4),
  color: '#e6f0fa',
  fontSize: '1.125rem',
  lineHeight: 1.6,
}));

// Phones list the figures one under the other, each beside its words: three across, "₹12,000+" filled its
// card to the edge.
const Stats = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  maxWidth: 640,
  margin: theme.spacing(5, 0, 0),
  '& > div': {
    display: 'flex',
    flexDirection: 'row-reverse',
    justifyContent: 'flex-end',
    alignItems: 'baseline',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.25, 2),
    borderRadius: 16,
    background: 'rgba(255, 255, 255, 0.12)',
    border: '1px solid rgba(255, 255, 255, 0.25)',
  },
  '& dt': { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.3, color: '#e6f0fa' },
  '& dd': {
    flexShrink: 0,
    minWidth: '5.5em',
    margin: 0,
    fontSize: '1.375rem',
    fontWeight: 800,
    lineHeight: 1.1,
    whiteSpace: 'nowrap',
  },
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: theme.spacing(1.5),
    '& > div': {
      flexDirection: 'column-reverse',
      gap: 4,
      padding: theme.spacing(1.75, 2),
      containerType: 'inline-size',
    },
    '& dt': { fontSize: '0.8125rem' },
    '& dd': { minWidth: 0, fontSize: 'clamp(1.25rem, 1rem + 1vw, 1.75rem)' },
    // Sized by the card, not the window: the cards narrow again when the illustration takes the right half.
    '@supports (font-size: 1cqi)': { '& dd': { fontSize: 'min(1.75rem, 17cqi)' } },
  },
}));

const Section = styled('section')(({ theme }) => ({
  padding: theme.spacing(7, 0),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(10, 0) },
}));

const PaperSection = styled(Section)(({ theme }) => ({ background: theme.palette.background.paper }));

const Heading = styled('h2')(({ theme }) => ({ ...theme.typography.h2, margin: 0, textAlign: 'center' }));

const Intro = styled('p')(({ theme }) => ({
  maxWidth: 680,
  margin: theme.spacing(1.5, 'auto', 5),
  color: theme.palette.text.secondary,
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  textAlign: 'center',
  '& strong': { color: theme.palette.text.primary },
}));

const Cards = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.spacing(3) },
}));

const Steps = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: theme.spacing(3) },
}));

const Tile = styled('li')(({ theme }) => ({
  padding: theme.spacing(3),
  borderRadius: 20,
  background: theme.palette.background.default,
  border: `1px solid ${theme.palette.divider}`,
  '& h3': { ...theme.typography.h3, margin: theme.spacing(0, 0, 1) },
  '& p': { margin: 0, color: theme.palette.text.secondary, lineHeight: 1.6 },
}));

const StepTile = styled(Tile)(({ theme }) => ({
  background: theme.palette.background.paper,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.07)',
  counterIncrement: 'step',
  '&::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    marginBottom: theme.spacing(2),
    borderRadius: '50%',
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontWeight: 800,
  },
}));

const Centered = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(5),
}));

const More = styled('p')(({ theme }) => ({
  marginTop: theme.spacing(4),
  color: theme.palette.text.secondary,
  textAlign: 'center',
  '& a': { color: theme.palette.primary.main, fontWeight: 700 },
}));

/** The fee sentence: "free until …" while the admin's waiver runs, the fee itself otherwise. */
function FeeIntro() {
  const { t } = useTranslation('content');
  const fee = useFeeMessageArguments();
  return (
    <Intro>
      <Trans
        t={t}
        i18nKey={fee.waiverEnd === 'none' ? 'becameMentor.fee' : 'becameMentor.feeWaived'}
        values={fee}
        components={{ strong: <strong /> }}
      />
    </Intro>
  );
}

/** /became-mentor: the recruitment page for MBBS students (the route keeps the spec's spelling). */
export function BecameMentorPage() {
  usePageHead(PUBLIC_PAGE_TEXT[ROUTES.becameMentor]);
  useScrollToTopOnOpen();
  const { t } = useTranslation('content');
  const earnings = formatRupeeAmount(MONTHLY_EARNINGS_CLAIM, useLanguage());
  // The illustration only decorates: in data-saver mode it is not fetched at all.
  const saver = useDataSaver();
  return (
    <>
      <Banner aria-labelledby="became-mentor-title">
        <BannerGrid>
          <div>
            <Label>{t('becameMentor.label')}</Label>
            <Title id="became-mentor-title">{t('becameMentor.title')}</Title>
            <Lead>{t('becameMentor.lead', { amount: earnings })}</Lead>
            <ButtonLink to={ROUTES.signup} variant="inverted" size="large">
              {t('becameMentor.apply')}
              <ArrowForwardIcon size={20} />
            </ButtonLink>
            <Stats>
              <div>
                <dt>{t('becameMentor.stats.monthLabel')}</dt>
                <dd>{t('becameMentor.stats.monthValue', { amount: earnings })}</dd>
              </div>
              <div>
                <dt>{t('becameMentor.stats.dayLabel')}</dt>
                <dd>{t('becameMentor.stats.dayValue')}</dd>
              </div>
              <div>
                <dt>{t('becameMentor.stats.payoutLabel')}</dt>
                <dd>{t('becameMentor.stats.payoutValue')}</dd>
              </div>
            </Stats>
          </div>
          <picture>
            {!saver.on && <source media="(min-width: 900px)" srcSet={mentorChatImage} />}
            <Illustration src={BLANK_PIXEL} alt="" width={600} height={400} />
          </picture>
        </BannerGrid>
      </Banner>
      <PaperSection aria-labelledby="why-we-charge-title">
        <PageInner>
          <Heading id="why-we-charge-title">{t('becameMentor.whyTitle')}</Heading>
          <FeeIntro />
          <Cards>
            {REASONS.map((reason) => (
              <Tile key={reason}>
                <h3>{t(`becameMentor.reasons.${reason}.title`)}</h3>
                <p>{t(`becameMentor.reasons.${reason}.text`)}</p>
              </Tile>
            ))}
          </Cards>
          <Centered>
            <ButtonLink to={ROUTES.signup} size="large">
              {t('becameMentor.createAccount')}
            </ButtonLink>
          </Centered>
        </PageInner>
      </PaperSection>
      <Section aria-labelledby="how-to-join-title">
        <PageInner>
          <Heading id="how-to-join-title">{t('becameMentor.joinTitle')}</Heading>
          <Intro>{t('becameMentor.joinIntro')}</Intro>
          <Steps>
            {STEPS.map((step) => (
              <StepTile key={step}>
                <h3>{t(`becameMentor.steps.${step}.title`)}</h3>
                <p>{t(`becameMentor.steps.${step}.text`)}</p>
              </StepTile>
            ))}
          </Steps>
          <More>
            <Trans
              t={t}
              i18nKey="becameMentor.more"
              components={{
                whyLink: <Link to={ROUTES.whyChooseUs} />,
                faqLink: <Link to={ROUTES.faqMentors} />,
              }}
            />
          </More>
        </PageInner>
      </Section>
    </>
  );
}
