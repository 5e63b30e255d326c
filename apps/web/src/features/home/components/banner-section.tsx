import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import bannerImage from '../../../assets/banner-mentor-chat.svg';
import { ButtonLink } from '../../../components/button-link.tsx';
import { SaverPicture } from '../../../components/saver-picture.tsx';
import { SectionInner } from './section.tsx';

const Wrapper = styled('section')(({ theme }) => ({ padding: theme.spacing(2, 0) }));

const Banner = styled('div')(({ theme }) => ({
  display: 'grid',
  alignItems: 'center',
  gap: theme.spacing(3),
  overflow: 'hidden',
  padding: theme.spacing(4, 3, 0),
  borderRadius: 28,
  background: 'linear-gradient(125deg, #0b5fa5 0%, #0f766e 100%)',
  color: '#ffffff',
  boxShadow: '0 18px 40px rgba(11, 95, 165, 0.25)',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: '1fr 1fr',
    padding: theme.spacing(0, 0, 0, 7),
  },
}));

const Title = styled('h2')(({ theme }) => ({ ...theme.typography.h2, margin: 0, color: '#ffffff' }));

const Text = styled('p')(({ theme }) => ({
  margin: theme.spacing(2, 0, 3.5),
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  maxWidth: '34rem',
}));

const Picture = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  alignSelf: 'end',
  [theme.breakpoints.up('md')]: { marginTop: theme.spacing(4) },
}));

const Copy = styled('div')(({ theme }) => ({
  [theme.breakpoints.up('md')]: { padding: theme.spacing(6, 0) },
}));

// On the banner's gradient: light lines and text instead of the placeholder's usual tint.
const PicturePlaceholder = styled(SaverPicture)(({ theme }) => ({
  alignSelf: 'end',
  marginBottom: theme.spacing(3),
  borderColor: 'rgba(255, 255, 255, 0.7)',
  background: 'rgba(255, 255, 255, 0.12)',
  color: '#ffffff',
  '&:focus-visible': { outline: '3px solid #ffffff' },
  [theme.breakpoints.up('md')]: { margin: theme.spacing(4, 4, 4, 0) },
}));

export function BannerSection() {
  const { t } = useTranslation('home');
  return (
    <Wrapper aria-labelledby="banner-title">
      <SectionInner>
        <Banner>
          <Copy>
            <Title id="banner-title">{t('banner.title')}</Title>
            <Text>{t('banner.text')}</Text>
            <ButtonLink to={ROUTES.searchMentor} variant="inverted" size="large">
              {t('banner.cta')}
            </ButtonLink>
          </Copy>
          <PicturePlaceholder width={600} height={400} description={t('banner.pictureAlt')}>
            <Picture
              src={bannerImage}
              alt={t('banner.pictureAlt')}
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
            />
          </PicturePlaceholder>
        </Banner>
      </SectionInner>
    </Wrapper>
  );
}
