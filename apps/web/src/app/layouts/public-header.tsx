import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { visuallyHiddenStyles } from '../../components/visually-hidden.tsx';
import { COMPACT_DESKTOP_MEDIA, DESKTOP_MEDIA } from './header-media.ts';
import { NavGroup, navControlStyles } from './nav-group.tsx';
import { HEADER_NAV_GROUPS, type NavGroupItem } from './public-navigation.ts';

/** How long scrolling must pause before the open menu collapses (spec part 1 §9). */
export const SCROLL_CLOSE_DEBOUNCE_MS = 150;
export const MENU_ID = 'site-menu';

export interface HeaderMenuControls {
  isMenuOpen: boolean;
  toggleMenu: () => void;
}

interface PublicHeaderProps {
  /** Shown at the end of the menu: the guest's Signup and Login links, or a signed-in user's menu entries. */
  menuAccount?: ReactNode;
  /** Always visible next to the menu button, such as a notification bell and a profile picture. */
  renderToolbarAccount?: (controls: HeaderMenuControls) => ReactNode;
  /** The toolbar account has its own control for the menu on phones, so the menu button steps aside. */
  toolbarTogglesMenu?: boolean;
}

const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  background: 'rgba(255, 255, 255, 0.97)',
  borderBottom: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 1px 8px rgba(20, 33, 61, 0.06)',
}));

const Inner = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  maxWidth: 1240,
  minHeight: 64,
  margin: '0 auto',
  padding: theme.spacing(0, 2),
  [DESKTOP_MEDIA]: { minHeight: 72, padding: theme.spacing(0, 3) },
}));

const LogoLink = styled(Link)(({ theme }) => ({
  marginRight: 'auto',
  // On the narrowest phones beside a signed-in student's buttons, the name ends in an ellipsis (BrandLogo)
  // rather than push the buttons off the screen.
  minWidth: 0,
  textDecoration: 'none',
  borderRadius: 8,
  [DESKTOP_MEDIA]: { marginRight: theme.spacing(2) },
  // The name stays the link's text for screen readers.
  [COMPACT_DESKTOP_MEDIA]: { '& [data-brand-name]': visuallyHiddenStyles },
}));

const Panel = styled('div')(({ theme }) => ({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 'calc(100dvh - 64px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: theme.spacing(1, 2, 2.5),
  background: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 16px 32px rgba(20, 33, 61, 0.16)',
  '&[data-open="true"]': { display: 'block' },
  [DESKTOP_MEDIA]: {
    display: 'flex',
    flex: 1,
    alignItems: 'center',
    position: 'static',
    maxHeight: 'none',
    overflow: 'visible',
    padding: 0,
    background: 'none',
    border: 0,
    boxShadow: 'none',
  },
}));

const Nav = styled('nav')({ [DESKTOP_MEDIA]: { margin: '0 auto' } });

const NavList = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [DESKTOP_MEDIA]: { display: 'flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' },
});

const HomeLink = styled(NavLink)(navControlStyles);

const Account = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(2),
  [DESKTOP_MEDIA]: { display: 'flex', marginTop: 0 },
}));

// In the menu on phones a row of its own above the account links; in the bar on wide screens.
const HeaderLanguageSwitch = styled(LanguageSwitch)(({ theme }) => ({
  ...navControlStyles,
  justifyContent: 'center',
  marginTop: theme.spacing(1),
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.primary,
  [DESKTOP_MEDIA]: { width: 'auto', marginTop: 0, marginRight: theme.spacing(1) },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const MenuButton = styled('button')(({ theme }) => ({
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
  '&[data-replaced="true"]': { display: 'none' },
  [DESKTOP_MEDIA]: { display: 'none' },
}));

function GuestLinks() {
  const { t } = useTranslation('layout');
  return (
    <>
      <ButtonLink to={ROUTES.login} variant="outlined">
        {t('header.login')}
      </ButtonLink>
      <ButtonLink to={ROUTES.signup}>{t('header.signup')}</ButtonLink>
    </>
  );
}

/** The header's menus with their labels in the page's language. */
function useNavGroups(): NavGroupItem[] {
  const { t } = useTranslation('layout');
  return useMemo(
    () =>
      HEADER_NAV_GROUPS.map((group) => ({
        label: t(`header.groups.${group.label}`),
        links: group.links.map((link) => ({ to: link.to, label: t(`header.links.${link.label}`) })),
      })),
    [t],
  );
}

/**
 * The public site header. At 768px and below the navigation folds into a menu that closes on a click
 * outside, on the focus moving out of the header, on scrolling, on a link click and on Escape.
 */
export function PublicHeader({
  menuAccount = <GuestLinks />,
  renderToolbarAccount,
  toolbarTogglesMenu = false,
}: PublicHeaderProps) {
  const { t } = useTranslation('layout');
  const navGroups = useNavGroups();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const homeLinkRef = useRef<HTMLAnchorElement>(null);
  const isAnythingOpen = isMenuOpen || openGroup !== null;

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, []);

  // A layout effect, so the listeners are in place in the same commit that shows the menu: a passive
  // effect waits for the next frame, and a tap outside within that frame would leave the menu open.
  useLayoutEffect(() => {
    if (!isAnythingOpen) return undefined;
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;

    /** A tap, or for a keyboard the focus, landing outside the header: the menu would sit over it. */
    function closeOnOutside(event: PointerEvent | FocusEvent) {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) closeAll();
    }
    function closeAfterScroll() {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(closeAll, SCROLL_CLOSE_DEBOUNCE_MS);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      closeAll();
      // Back to whichever menu control is on screen: the menu button, or a picture standing in for it.
      const toggles = headerRef.current?.querySelectorAll<HTMLElement>(`[aria-controls="${MENU_ID}"]`) ?? [];
      Array.from(toggles)
        .find((toggle) => toggle.offsetParent !== null)
        ?.focus();
    }

    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('scroll', closeAfterScroll, { passive: true });
    return () => {
      clearTimeout(scrollTimer);
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('scroll', closeAfterScroll);
    };
  }, [isAnythingOpen, closeAll]);

  // The menu comes before its buttons in the page (on wide screens it is the middle of the bar), so Tab
  // from the button that opened it would skip it and go on to the page behind it: opening the menu takes
  // the focus to its first link, where Tab would reach it if the menu followed its button.
  useEffect(() => {
    if (isMenuOpen) homeLinkRef.current?.focus({ preventScroll: true });
  }, [isMenuOpen]);

  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);

  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) closeAll();
  }

  return (
    <Bar ref={headerRef}>
      <Inner onClick={closeOnLinkClick}>
        <LogoLink to={ROUTES.home}>
          <BrandLogo />
        </LogoLink>
        <Panel id={MENU_ID} data-open={isMenuOpen}>
          <Nav aria-label={t('header.mainNavigation')}>
            <NavList>
              <li>
                <HomeLink ref={homeLinkRef} to={ROUTES.home} end>
                  {t('header.home')}
                </HomeLink>
              </li>
              {navGroups.map((group) => (
                <NavGroup
                  key={group.label}
                  group={group}
                  open={openGroup === group.label}
                  onToggle={() => setOpenGroup((current) => (current === group.label ? null : group.label))}
                  onClose={() => setOpenGroup(null)}
                />
              ))}
            </NavList>
          </Nav>
          <HeaderLanguageSwitch />
          <Account>{menuAccount}</Account>
        </Panel>
        {renderToolbarAccount?.({ isMenuOpen, toggleMenu })}
        <MenuButton
          type="button"
          aria-label={t('header.menu')}
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          data-replaced={toolbarTogglesMenu}
          onClick={toggleMenu}
        >
          {isMenuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </MenuButton>
      </Inner>
    </Bar>
  );
}
