import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BrandLogo } from './brand-logo.tsx';
import { LogoutIcon } from './account-icons.tsx';
import { MenuIcon } from './icons.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useFocusNewHeading } from '../lib/use-focus-new-heading.ts';
import { useTranslation } from 'react-i18next';

// The small screens' drawer, with MUI's Modal and its transitions (about 9 KB gzip), is fetched when the
// menu button is first touched, so the page does not carry it. Mounted (closed) from that touch, it has
// usually arrived by the end of the tap and slides in as it would have from the start.
const DashboardDrawer = lazy(() =>
  import('./dashboard-drawer.tsx').then((m) => ({ default: m.DashboardDrawer })),
);

export interface DashboardNavItem {
  to: string;
  label: string;
  /** Highlight only on this exact path (the dashboard's index), not on its children. */
  end?: boolean;
}

interface DashboardShellProps {
  /** Names the sidebar navigation for screen readers, such as "Mentor dashboard". */
  navLabel: string;
  /** The area's dashboard, where the error page of a failed page leads. */
  home: string;
  items: DashboardNavItem[];
  /** The right end of the header: the signed-in user's picture and name, a bell, shortcuts. */
  headerEnd?: ReactNode;
  /** Adds a Logout item at the end of the sidebar; the caller asks for confirmation. */
  onLogout?: () => void;
}

const SIDEBAR_WIDTH = 264;
const WIDE_SCREEN = '(min-width: 900px)';
const SIDEBAR_ID = 'dashboard-sidebar';

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  minHeight: '100dvh',
  background: theme.palette.background.default,
}));

const Sidebar = styled('nav')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  alignSelf: 'flex-start',
  width: SIDEBAR_WIDTH,
  flexShrink: 0,
  height: '100dvh',
  overflowY: 'auto',
  background: '#0b2540',
  color: '#cbd5e1',
  padding: theme.spacing(2.5, 1.5),
  // The sidebar has room below its brand, not beside it: the name is a little smaller than in the site's
  // header, so the usual one fits on a line, and a longer configured name wraps instead of being cut short.
  '& [data-brand-name]': { fontSize: '1rem', whiteSpace: 'normal' },
}));

const NavList = styled('ul')({ listStyle: 'none', margin: '24px 0 0', padding: 0, display: 'grid', gap: 2 });

const SideLink = styled(NavLink)({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '10px 14px',
  borderRadius: 10,
  color: '#cbd5e1',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: 'rgba(255, 255, 255, 0.08)', color: '#ffffff' },
  '&[aria-current="page"]': { background: '#0b5fa5', color: '#ffffff' },
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
});

const LogoutButton = styled('button')({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 44,
  marginTop: 12,
  padding: '10px 14px',
  border: 0,
  borderTop: '1px solid rgba(255, 255, 255, 0.12)',
  borderRadius: 10,
  background: 'none',
  color: '#cbd5e1',
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: 'rgba(255, 255, 255, 0.08)', color: '#ffffff' },
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
});

const Column = styled('div')({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

/**
 * The sidebar's place on wide screens, hidden on small ones by the style sheet itself: the server's frame of
 * the dashboard is drawn for any screen, so it carries the sidebar, and a phone must not show it before the
 * app has read the screen's width.
 */
const WideScreenSidebar = styled('div')({
  display: 'contents',
  [`@media not all and ${WIDE_SCREEN}`]: { display: 'none' },
});

/** The server draws the frame; a browser always has `matchMedia`, so its default never counts there. */
function onServer(): boolean {
  return typeof document === 'undefined';
}

const Header = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  minHeight: 64,
  padding: theme.spacing(0, 2),
  background: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const ToggleButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 12,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  cursor: 'pointer',
}));

// On a 320 px phone the title gives way (ending in an ellipsis) to the bar's controls.
const Title = styled('p')({
  margin: 0,
  marginRight: 'auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '1.25rem',
  fontWeight: 800,
});

const HeaderEnd = styled('div')({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 });

const Main = styled('main')(({ theme }) => ({ flex: 1, padding: theme.spacing(0, 1), outline: 'none' }));

/** The mentor and admin shells: a sidebar that folds away (a drawer on small screens) and a 'Dashboard' header. */
export function DashboardShell({ navLabel, home, items, headerEnd, onLogout }: DashboardShellProps) {
  const { t } = useTranslation();
  // The width is read at once, so a wide screen never draws the phone layout first; the server, which
  // cannot read it, draws the wide one (its sidebar hidden on small screens by the style sheet).
  const screenIsWide = useMediaQuery(WIDE_SCREEN, { noSsr: true, defaultMatches: onServer() });
  // While React adopts the server's frame, the first render must be the one the server made, which could not
  // know the screen (the wide layout, see `WideScreenSidebar`); from the next render the shell follows it.
  const hydrated = useHydrated();
  const isWide = !hydrated || screenIsWide;
  const [wideSidebarOpen, setWideSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const sidebarOpen = isWide ? wideSidebarOpen : drawerOpen;
  const main = useRef<HTMLElement>(null);
  const focusNewHeading = useFocusNewHeading(main);

  const navigation = (
    <Sidebar id={SIDEBAR_ID} aria-label={navLabel}>
      <BrandLogo tone="light" />
      <NavList>
        {items.map((item) => (
          <li key={item.to}>
            <SideLink
              to={item.to}
              end={item.end}
              onClick={() => {
                focusNewHeading();
                setDrawerOpen(false);
              }}
            >
              {item.label}
            </SideLink>
          </li>
        ))}
        {onLogout && (
          <li>
            <LogoutButton
              type="button"
              onClick={() => {
                setDrawerOpen(false);
                onLogout();
              }}
            >
              <LogoutIcon size={20} />
              {t('dashboard.logout')}
            </LogoutButton>
          </li>
        )}
      </NavList>
    </Sidebar>
  );

  // On the first page, the sidebar, the header and the page each come to life in a task of their own.
  return (
    <Root>
      {isWide
        ? wideSidebarOpen && (
            <Suspense fallback={null}>
              <WideScreenSidebar>{navigation}</WideScreenSidebar>
            </Suspense>
          )
        : drawerMounted && (
            <Suspense fallback={null}>
              <DashboardDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} label={navLabel}>
                {navigation}
              </DashboardDrawer>
            </Suspense>
          )}
      <Column>
        <Suspense fallback={null}>
          <Header>
            <ToggleButton
              type="button"
              aria-label={t('dashboard.toggleNavigation')}
              aria-expanded={sidebarOpen}
              aria-controls={SIDEBAR_ID}
              onPointerDown={() => {
                if (!isWide) setDrawerMounted(true);
              }}
              onClick={() => {
                if (isWide) {
                  setWideSidebarOpen((open) => !open);
                  return;
                }
                setDrawerMounted(true);
                setDrawerOpen((open) => !open);
              }}
            >
              <MenuIcon size={24} />
            </ToggleButton>
            <Title>{t('dashboard.title')}</Title>
            {headerEnd && <HeaderEnd>{headerEnd}</HeaderEnd>}
          </Header>
        </Suspense>
        <Suspense fallback={null}>
          <Main ref={main} id="main-content" tabIndex={-1}>
            <RouteErrorBoundary home={home}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Main>
        </Suspense>
      </Column>
    </Root>
  );
}
