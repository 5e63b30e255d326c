import { useState } from 'react';
import { AccountBadge } from '../../components/account-badge.tsx';
import { DashboardShell, type DashboardNavItem } from '../../components/dashboard-shell.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { useAdminDetails } from '../../features/admin/api/get-admin-details.ts';
import { logoutAdmin } from '../../features/admin/api/logout-admin.ts';
import { useSignedIn } from '../../lib/signed-in.ts';
import { RequireSession } from '../require-session.tsx';

const ADMIN_NAV: DashboardNavItem[] = [
  { to: '/admin-dashboard', label: 'Dashboard', end: true },
  { to: '/admin-dashboard/mentors', label: 'Mentors' },
  { to: '/admin-dashboard/students', label: 'Students' },
  { to: '/admin-dashboard/mentor-approval', label: 'Mentor Approval' },
  { to: '/admin-dashboard/pending-sessions', label: 'Pending Sessions' },
  { to: '/admin-dashboard/active-sessions', label: 'Active Sessions' },
  { to: '/admin-dashboard/payment', label: 'Payouts' },
  { to: '/admin-dashboard/cleared-payment', label: 'Cleared Payments' },
  { to: '/admin-dashboard/featured-mentors', label: 'Featured Mentors' },
  { to: '/admin-dashboard/blog-post', label: 'Blogs' },
  { to: '/admin-dashboard/featured-ad', label: 'Featured Ad' },
  { to: '/admin-dashboard/admin-updates', label: 'Updates' },
  { to: '/admin-dashboard/webinars', label: 'Webinars' },
  { to: '/admin-dashboard/testimonial', label: 'Testimonials' },
  { to: '/admin-dashboard/custom-referrals', label: 'Custom Referrals' },
  { to: '/admin-dashboard/admin-profile-setting', label: 'Profile Settings' },
  { to: '/admin-dashboard/admin-change-password', label: 'Change Password' },
];

function AdminShell() {
  const { id } = useSignedIn();
  const admin = useAdminDetails(id).data;
  const [logoutOpen, setLogoutOpen] = useState(false);

  return (
    <>
      <DashboardShell
        navLabel="Admin dashboard"
        items={ADMIN_NAV}
        onLogout={() => setLogoutOpen(true)}
        headerEnd={<AccountBadge name={admin?.name ?? ''} picture={admin?.profilePicture} />}
      />
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        logout={() => logoutAdmin(id)}
        redirectTo="/admin/login"
      />
    </>
  );
}

export function AdminLayout() {
  return (
    <RequireSession role="admin">
      <AdminShell />
    </RequireSession>
  );
}
