import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import bannerImage from '../../../assets/banner-mentor-chat.svg';
import { ButtonLink } from '../../../components/button-link.tsx';
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

export function BannerSection() {
  return (
    <Wrapper aria-labelledby="banner-title">
      <SectionInner>
        <Banner>
          <Copy>
            <Title id="banner-title">Not sure where to start? Ask someone who has been there.</Title>
            <Text>
              Tell your mentor where you stand today. Together you will build a plan for the months ahead, and
              you can message them whenever you get stuck.
            </Text>
            <ButtonLink to={ROUTES.searchMentor} variant="inverted" size="large">
              Find your mentor
            </ButtonLink>
          </Copy>
          <Picture
            src={bannerImage}
            alt="A student on a video call with her mentor, with chat messages and a study plan beside them"
            width={600}
            height={400}
            loading="lazy"
            decoding="async"
          />
        </Banner>
      </SectionInner>
    </Wrapper>
  );
}
