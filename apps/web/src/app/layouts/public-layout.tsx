import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { ButtonLink } from '../../components/button-link.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { RouteErrorBoundary } from '../../components/route-error-boundary.tsx';
import { useSession, type Session } from '../../lib/session.ts';
import { CHATS_TAB } from '../../lib/student-profile-tab.ts';
import { DESKTOP_MEDIA } from './header-media.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader, type HeaderMenuControls } from './public-header.tsx';
import { SkipLink } from './skip-link.tsx';
import { WhatsAppLink } from './whatsapp-link.tsx';

// Only a signed-in student needs the bell, the picture and their data: guests never download them.
const StudentHeaderAccount = lazy(() =>
  import('./student-header-account.tsx').then((m) => ({ default: m.StudentHeaderAccount })),
);

// The footer starts below the first screen, so a page whose data arrives late grows under the fold
// instead of pushing the footer away (a layout shift); flow-root keeps a child's top margin (the
// loading bar's) from collapsing through and moving the whole page when it goes.
const Main = styled('main')({ display: 'flow-root', minHeight: '100vh', outline: 'none' });

/**
 * The menu's Profile and Chats links for phones; on wide screens the picture and the chat icon in the
 * header lead there (on the narrowest phones the chat icon leaves the bar for this link).
 */
const PhoneMenuLink = styled(ButtonLink)({ [DESKTOP_MEDIA]: { display: 'none' } });

const WideLink = styled(ButtonLink)({ gridColumn: '1 / -1' });

interface AccountLabels {
  profile: string;
  chats: string;
  dashboard: string;
}

function headerAccount(session: Session | null, labels: AccountLabels) {
  switch (session?.role) {
    case 'student':
      return {
        menuAccount: (
          <>
            <PhoneMenuLink to={ROUTES.studentProfile}>{labels.profile}</PhoneMenuLink>
            <PhoneMenuLink to={ROUTES.studentProfile} state={CHATS_TAB} variant="outlined">
              {labels.chats}
            </PhoneMenuLink>
          </>
        ),
        toolbarTogglesMenu: true,
        renderToolbarAccount: (controls: HeaderMenuControls) => (
          <Suspense fallback={null}>
            <StudentHeaderAccount studentId={session.id} {...controls} />
          </Suspense>
        ),
      };
    case 'mentor':
      return { menuAccount: <WideLink to={ROUTES.mentorDashboard}>{labels.dashboard}</WideLink> };
    case 'admin':
      return { menuAccount: <WideLink to={ROUTES.adminDashboard}>{labels.dashboard}</WideLink> };
    default:
      return {};
  }
}

/**
 * The header reads the session on its own: the session is known only after hydration (the server renders
 * signed out), and a re-render of the layout then would reach a page whose code is still downloading,
 * making React throw away that page's server HTML.
 */
function SiteHeader() {
  const session = useSession();
  const { t } = useTranslation('layout');
  return (
    <PublicHeader
      {...headerAccount(session, {
        profile: t('header.profile'),
        chats: t('studentAccount.chats'),
        dashboard: t('header.dashboard'),
      })}
    />
  );
}

/**
 * Header, footer and the floating WhatsApp link around every public page. On a page adopted from the
 * server's HTML, the header, the page and the footer are each brought to life in a task of their own.
 */
export function PublicLayout() {
  const { t } = useTranslation('layout');
  return (
    <>
      <SkipLink href="#main-content">{t('skipLink')}</SkipLink>
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <Suspense fallback={null}>
        <Main id="main-content" tabIndex={-1}>
          <RouteErrorBoundary home={ROUTES.home}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Main>
      </Suspense>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
      <WhatsAppLink />
    </>
  );
}
