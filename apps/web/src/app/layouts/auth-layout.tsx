import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ArrowBackIcon } from '../../components/icons.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { RouteErrorBoundary } from '../../components/route-error-boundary.tsx';
import { AuthSlideshow } from './auth-slideshow.tsx';
import { WhatsAppLink } from './whatsapp-link.tsx';

const Root = styled('div')(({ theme }) => ({
  minHeight: '100dvh',
  background: theme.palette.background.default,
  [theme.breakpoints.up('md')]: { display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
}));

// Hidden by the style sheet rather than left out, so the server's HTML is right for every screen width
// before any script runs.
const SlideColumn = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'block', position: 'sticky', top: 0, height: '100dvh' },
}));

const FormColumn = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  // The bottom padding leaves room for the floating WhatsApp button, so it never covers the last line.
  padding: theme.spacing(2, 2, 11),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3, 5, 11) },
}));

const TopBar = styled('header')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  flexWrap: 'wrap',
  marginBottom: theme.spacing(4),
}));

const BackLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  color: theme.palette.primary.main,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

const TopLinks = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 2),
}));

const AuthLanguageSwitch = styled(LanguageSwitch)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: theme.spacing(0, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 10,
  color: theme.palette.text.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: theme.palette.primary.light },
}));

const Main = styled('main')({ width: '100%', maxWidth: 520, margin: '0 auto', outline: 'none' });

/** Sign-in and sign-up screens: no site header, a slideshow on wide screens, and a way back home. */
export function AuthLayout() {
  const { t } = useTranslation('layout');
  return (
    <Root>
      <Suspense fallback={null}>
        <SlideColumn>
          <AuthSlideshow />
        </SlideColumn>
      </Suspense>
      <FormColumn>
        <TopBar>
          <BrandLogo />
          <TopLinks>
            <AuthLanguageSwitch />
            <BackLink to={ROUTES.home}>
              <ArrowBackIcon size={18} />
              {t('auth.backHome')}
            </BackLink>
          </TopLinks>
        </TopBar>
        <Suspense fallback={null}>
          <Main id="main-content" tabIndex={-1}>
            <RouteErrorBoundary home={ROUTES.home}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Main>
        </Suspense>
      </FormColumn>
      <WhatsAppLink />
    </Root>
  );
}
