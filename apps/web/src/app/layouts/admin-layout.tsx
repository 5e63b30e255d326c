import { useState } from 'react';
import { ROUTES } from '@neetmentor/contract';
import { AccountBadge } from '../../components/account-badge.tsx';
import { DashboardShell, type DashboardNavItem } from '../../components/dashboard-shell.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { useAdminDetails } from '../../features/admin/api/get-admin-details.ts';
import { logoutAdmin } from '../../features/admin/api/logout-admin.ts';
import { useSignedIn } from '../../lib/signed-in.ts';
import { RequireSession } from '../require-session.tsx';

const ADMIN_NAV: DashboardNavItem[] = [
  { to: ROUTES.adminDashboard, label: 'Dashboard', end: true },
  { to: ROUTES.adminMentors, label: 'Mentors' },
  { to: ROUTES.adminStudents, label: 'Students' },
  { to: ROUTES.adminMentorApproval, label: 'Mentor Approval' },
  { to: ROUTES.adminPendingSessions, label: 'Pending Sessions' },
  { to: ROUTES.adminActiveSessions, label: 'Active Sessions' },
  { to: ROUTES.adminPayouts, label: 'Payouts' },
  { to: ROUTES.adminClearedPayments, label: 'Cleared Payments' },
  { to: ROUTES.adminFeaturedMentors, label: 'Featured Mentors' },
  { to: ROUTES.adminPackages, label: 'Packages' },
  { to: ROUTES.adminBlogs, label: 'Blogs' },
  { to: ROUTES.adminFeaturedAd, label: 'Featured Ad' },
  { to: ROUTES.adminUpdates, label: 'Updates' },
  { to: ROUTES.adminWebinars, label: 'Webinars' },
  { to: ROUTES.adminTestimonials, label: 'Testimonials' },
  { to: ROUTES.adminCustomReferrals, label: 'Custom Referrals' },
  { to: ROUTES.adminAuditLog, label: 'Audit Log' },
  { to: ROUTES.adminProfileSetting, label: 'Profile Settings' },
  { to: ROUTES.adminChangePassword, label: 'Change Password' },
];

function AdminShell() {
  const { id } = useSignedIn();
  const admin = useAdminDetails(id).data;
  const [logoutOpen, setLogoutOpen] = useState(false);

  return (
    <>
      <DashboardShell
        navLabel="Admin dashboard"
        home={ROUTES.adminDashboard}
        items={ADMIN_NAV}
        onLogout={() => setLogoutOpen(true)}
        headerEnd={<AccountBadge name={admin?.name ?? ''} picture={admin?.profilePicture} />}
      />
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        logout={() => logoutAdmin(id)}
        redirectTo={ROUTES.adminLogin}
      />
    </>
  );
}

export function AdminLayout() {
  return (
    <RequireSession role="admin" standalone>
      <AdminShell />
    </RequireSession>
  );
}
