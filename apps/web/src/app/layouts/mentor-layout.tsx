import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { AccountBadge } from '../../components/account-badge.tsx';
import { DashboardShell } from '../../components/dashboard-shell.tsx';
import { ChatIcon } from '../../components/account-icons.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { useMentorDetails } from '../../features/mentor-area/api/get-mentor-details.ts';
import { logoutMentor } from '../../features/mentor-area/api/logout-mentor.ts';
import { useReadMentorNotifications } from '../../features/mentor-area/api/read-mentor-notifications.ts';
import { useSignedIn } from '../../lib/signed-in.ts';
import { useLiveUpdates } from '../../lib/use-live-updates.ts';
import { RequireSession } from '../require-session.tsx';
import { SkipLink } from './skip-link.tsx';

/** The sidebar's links, with their labels' keys in the `mentor` catalog. */
const MENTOR_NAV = [
  { to: ROUTES.mentorDashboard, label: 'dashboard', end: true },
  { to: ROUTES.mentorSessionRequests, label: 'sessionRequests' },
  { to: ROUTES.mentorSessions, label: 'activeSessions' },
  { to: ROUTES.mentorChats, label: 'chats' },
  { to: ROUTES.mentorNotifications, label: 'notifications' },
  { to: ROUTES.mentorWallet, label: 'wallet' },
  { to: ROUTES.mentorReviews, label: 'reviews' },
  { to: ROUTES.mentorReferrals, label: 'referrals' },
  { to: ROUTES.mentorUpdates, label: 'updates' },
  { to: ROUTES.mentorProfileSetting, label: 'profileSettings' },
  { to: ROUTES.mentorChangePassword, label: 'changePassword' },
  { to: ROUTES.mentorHelp, label: 'help' },
] as const;

const ChatLink = styled(Link)(({ theme }) => ({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: '50%',
  color: theme.palette.text.primary,
  '&:hover': { background: theme.palette.primary.light },
}));

// The picture leads to the profile, where it is changed.
const ProfileLink = styled(Link)(({ theme }) => ({
  minWidth: 0,
  borderRadius: 999,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

// On a phone the bar holds the menu, the logo, the bell, the chat link and the picture: the link shows
// "EN"/"हि" there, its full name still read out, and none below 360 px.
const LanguageLink = styled(LanguageSwitch)(({ theme }) => ({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: theme.spacing(0, 1),
  borderRadius: 8,
  color: theme.palette.primary.main,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .language-short': { display: 'none' },
  [theme.breakpoints.down('sm')]: {
    '& .language-long': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& .language-short': { display: 'inline' },
  },
  // On the narrowest phones (320 px) the bar has no room left: the choice stays in profile settings.
  [theme.breakpoints.down(360)]: { display: 'none' },
}));

/** The mentor header of spec part 2 §2: bell, chat link and the mentor's picture and name. */
function MentorShell() {
  const { t } = useTranslation('mentor');
  const { id } = useSignedIn();
  // Every screen of the mentor's area follows bookings live.
  useLiveUpdates();
  const details = useMentorDetails(id);
  const readNotifications = useReadMentorNotifications(id);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const mentor = details.data;
  const name = mentor ? `${mentor.firstName} ${mentor.lastName}` : '';

  return (
    <>
      {/* Eleven sidebar links and the header come before each page. */}
      <SkipLink href="#main-content">{t('layout.skipToContent')}</SkipLink>
      <DashboardShell
        navLabel={t('layout.navLabel')}
        home={ROUTES.mentorDashboard}
        items={MENTOR_NAV.map((item) => ({ ...item, label: t(`layout.nav.${item.label}`) }))}
        onLogout={() => setLogoutOpen(true)}
        headerEnd={
          <>
            <LanguageLink shortOnPhones />
            <NotificationBell
              notifications={mentor?.notifications ?? []}
              onMarkRead={() => readNotifications.mutate()}
            />
            <ChatLink to={ROUTES.mentorChats} aria-label={t('layout.chats')}>
              <ChatIcon size={22} />
            </ChatLink>
            <ProfileLink
              to={ROUTES.mentorProfileSetting}
              aria-label={name ? t('layout.profileLink', { name }) : t('layout.nav.profileSettings')}
            >
              <AccountBadge name={name} picture={mentor?.profilePicture} />
            </ProfileLink>
          </>
        }
      />
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        logout={() => logoutMentor(id)}
        redirectTo={ROUTES.login}
      />
    </>
  );
}

export function MentorLayout() {
  return (
    <RequireSession role="mentor" standalone>
      <MentorShell />
    </RequireSession>
  );
}
