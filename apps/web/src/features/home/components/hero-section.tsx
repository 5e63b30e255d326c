import { Trans, useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import heroImage from '../../../assets/hero-mentorship.svg';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ArrowForwardIcon } from '../../../components/icons.tsx';
import { HERO_STATS } from '../home-content.ts';
import { SaverPicture } from '../../../components/saver-picture.tsx';
import { SectionInner } from './section.tsx';

const Root = styled('section')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  padding: theme.spacing(5, 0, 6),
  background:
    'radial-gradient(circle at 85% 10%, #d7e8f7 0, transparent 45%), linear-gradient(180deg, #eef5fc 0%, #f6f9fc 100%)',
  [theme.breakpoints.up('md')]: { padding: theme.spacing(9, 0, 10) },
}));

const Grid = styled(SectionInner)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(5),
  alignItems: 'center',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.1fr 0.9fr', gap: theme.spacing(6) },
}));

const Chip = styled('p')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  margin: theme.spacing(0, 0, 2.5),
  padding: theme.spacing(0.75, 1.75),
  borderRadius: 999,
  background: theme.palette.secondary.light,
  color: theme.palette.secondary.dark,
  fontSize: '0.875rem',
  fontWeight: 700,
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: theme.palette.secondary.main,
  },
}));

const Title = styled('h1')(({ theme }) => ({
  ...theme.typography.h1,
  margin: 0,
  '& em': { fontStyle: 'normal', color: theme.palette.primary.main },
}));

const Lead = styled('p')(({ theme }) => ({
  maxWidth: '36rem',
  margin: theme.spacing(2.5, 0, 0),
  color: theme.palette.text.secondary,
  fontSize: '1.125rem',
  lineHeight: 1.6,
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(4),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
}));

const Stats = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.spacing(1.5),
  maxWidth: 520,
  margin: theme.spacing(5, 0, 0),
}));

const Stat = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  padding: theme.spacing(1.75, 1.5),
  borderRadius: 16,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 4px 14px rgba(20, 33, 61, 0.06)',
  '& dt': {
    marginTop: 4,
    color: theme.palette.text.secondary,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.3,
  },
  '& dd': {
    margin: 0,
    color: theme.palette.primary.main,
    fontSize: '1.75rem',
    fontWeight: 800,
    lineHeight: 1,
  },
}));

const Illustration = styled('img')(({ theme }) => ({
  display: 'none',
  width: '100%',
  height: 'auto',
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

// Phones show no illustration, and no placeholder for it in data-saver mode either.
const PictureColumn = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <Root aria-labelledby="hero-title">
      <Grid>
        <div>
          <Chip>{t('hero.chip')}</Chip>
          <Title id="hero-title">
            <Trans t={t} i18nKey="hero.title" components={{ em: <em /> }} />
          </Title>
          <Lead>{t('hero.lead')}</Lead>
          <Actions>
            <ButtonLink to={ROUTES.searchMentor} size="large">
              {t('hero.bookSession')}
              <ArrowForwardIcon size={20} />
            </ButtonLink>
            <ButtonLink to={ROUTES.webinar} size="large" variant="outlined">
              {t('hero.webinar')}
            </ButtonLink>
          </Actions>
          <Stats>
            {HERO_STATS.map((stat) => (
              <Stat key={stat.label}>
                <dt>{t(`hero.stats.${stat.label}`)}</dt>
                <dd>{stat.value}</dd>
              </Stat>
            ))}
          </Stats>
        </div>
        <PictureColumn>
          <SaverPicture width={560} height={480}>
            {/* Phones skip the illustration entirely: the source applies from the md breakpoint only. */}
            <picture>
              <source media="(min-width: 900px)" srcSet={heroImage} />
              <Illustration src={BLANK_PIXEL} alt="" width={560} height={480} fetchPriority="high" />
            </picture>
          </SaverPicture>
        </PictureColumn>
      </Grid>
    </Root>
  );
}
