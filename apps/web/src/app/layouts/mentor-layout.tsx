import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { AccountBadge } from '../../components/account-badge.tsx';
import { DashboardShell, type DashboardNavItem } from '../../components/dashboard-shell.tsx';
import { ChatIcon } from '../../components/account-icons.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { useMentorDetails } from '../../features/mentor-area/api/get-mentor-details.ts';
import { logoutMentor } from '../../features/mentor-area/api/logout-mentor.ts';
import { useReadMentorNotifications } from '../../features/mentor-area/api/read-mentor-notifications.ts';
import { useSignedIn } from '../../lib/signed-in.ts';
import { useLiveUpdates } from '../../lib/use-live-updates.ts';
import { RequireSession } from '../require-session.tsx';
import { SkipLink } from './skip-link.tsx';

const MENTOR_NAV: DashboardNavItem[] = [
  { to: ROUTES.mentorDashboard, label: 'Dashboard', end: true },
  { to: ROUTES.mentorSessionRequests, label: 'Session Requests' },
  { to: ROUTES.mentorSessions, label: 'Active Sessions' },
  { to: ROUTES.mentorChats, label: 'Chats' },
  { to: ROUTES.mentorNotifications, label: 'Notifications' },
  { to: ROUTES.mentorWallet, label: 'Wallet' },
  { to: ROUTES.mentorReferrals, label: 'Referrals' },
  { to: ROUTES.mentorUpdates, label: 'Updates' },
  { to: ROUTES.mentorProfileSetting, label: 'Profile Settings' },
  { to: ROUTES.mentorChangePassword, label: 'Change Password' },
  { to: ROUTES.mentorHelp, label: 'Help' },
];

const ChatLink = styled(Link)(({ theme }) => ({
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

/** The mentor header of spec part 2 §2: bell, chat link and the mentor's picture and name. */
function MentorShell() {
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
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <DashboardShell
        navLabel="Mentor dashboard"
        home={ROUTES.mentorDashboard}
        items={MENTOR_NAV}
        onLogout={() => setLogoutOpen(true)}
        headerEnd={
          <>
            <NotificationBell
              notifications={mentor?.notifications ?? []}
              onMarkRead={() => readNotifications.mutate()}
            />
            <ChatLink to={ROUTES.mentorChats} aria-label="Chats">
              <ChatIcon size={22} />
            </ChatLink>
            <ProfileLink
              to={ROUTES.mentorProfileSetting}
              aria-label={name ? `${name}, Profile Settings` : 'Profile Settings'}
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
