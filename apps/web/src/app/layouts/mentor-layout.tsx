import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { AccountBadge } from '../../components/account-badge.tsx';
import { DashboardShell, type DashboardNavItem } from '../../components/dashboard-shell.tsx';
import { ChatIcon } from '../../components/account-icons.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { useMentorDetails } from '../../features/mentor-area/api/get-mentor-details.ts';
import { logoutMentor } from '../../features/mentor-area/api/logout-mentor.ts';
import { useReadMentorNotifications } from '../../features/mentor-area/api/read-mentor-notifications.ts';
import { useSignedIn } from '../../lib/signed-in.ts';
import { RequireSession } from '../require-session.tsx';

const MENTOR_NAV: DashboardNavItem[] = [
  { to: '/mentor-dashboard', label: 'Dashboard', end: true },
  { to: '/mentor-dashboard/approval-section', label: 'Session Requests' },
  { to: '/mentor-dashboard/sessions', label: 'Active Sessions' },
  { to: '/mentor-dashboard/chat', label: 'Chats' },
  { to: '/mentor-dashboard/notifications', label: 'Notifications' },
  { to: '/mentor-dashboard/wallet', label: 'Wallet' },
  { to: '/mentor-dashboard/referals', label: 'Referrals' },
  { to: '/mentor-dashboard/updates', label: 'Updates' },
  { to: '/mentor-dashboard/profile-setting', label: 'Profile Settings' },
  { to: '/mentor-dashboard/change-password', label: 'Change Password' },
  { to: '/mentor-dashboard/help', label: 'Help' },
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

/** The mentor header of spec part 2 §2: bell, chat link and the mentor's picture and name. */
function MentorShell() {
  const { id } = useSignedIn();
  const details = useMentorDetails(id);
  const readNotifications = useReadMentorNotifications(id);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const mentor = details.data;

  return (
    <>
      <DashboardShell
        navLabel="Mentor dashboard"
        items={MENTOR_NAV}
        onLogout={() => setLogoutOpen(true)}
        headerEnd={
          <>
            <NotificationBell
              notifications={mentor?.notifications ?? []}
              onMarkRead={() => readNotifications.mutate()}
            />
            <ChatLink to="/mentor-dashboard/chat" aria-label="Chats">
              <ChatIcon size={22} />
            </ChatLink>
            <AccountBadge
              name={mentor ? `${mentor.firstName} ${mentor.lastName}` : ''}
              picture={mentor?.profilePicture}
            />
          </>
        }
      />
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        logout={() => logoutMentor(id)}
        redirectTo="/login"
      />
    </>
  );
}

export function MentorLayout() {
  return (
    <RequireSession role="mentor">
      <MentorShell />
    </RequireSession>
  );
}
