import { useState } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@neetmentor/contract';
import { AccountBadge } from '../../components/account-badge.tsx';
import { DashboardShell, type DashboardNavItem } from '../../components/dashboard-shell.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { useAdminDetails } from '../../features/admin/api/get-admin-details.ts';
import { logoutAdmin } from '../../features/admin/api/logout-admin.ts';
import { useSignedIn } from '../../lib/signed-in.ts';
import { RequireSession } from '../require-session.tsx';

// The labels are keys of the admin catalog's `layout.nav`, named when the shell renders.
const ADMIN_NAV = [
  { to: ROUTES.adminDashboard, label: 'dashboard', end: true },
  { to: ROUTES.adminMentors, label: 'mentors' },
  { to: ROUTES.adminStudents, label: 'students' },
  { to: ROUTES.adminMentorApproval, label: 'mentorApproval' },
  { to: ROUTES.adminPendingSessions, label: 'pendingSessions' },
  { to: ROUTES.adminActiveSessions, label: 'activeSessions' },
  { to: ROUTES.adminPayouts, label: 'payouts' },
  { to: ROUTES.adminClearedPayments, label: 'clearedPayments' },
  { to: ROUTES.adminFeaturedMentors, label: 'featuredMentors' },
  { to: ROUTES.adminReviews, label: 'reviews' },
  { to: ROUTES.adminPackages, label: 'packages' },
  { to: ROUTES.adminBlogs, label: 'blogs' },
  { to: ROUTES.adminFeaturedAd, label: 'featuredAd' },
  { to: ROUTES.adminUpdates, label: 'updates' },
  { to: ROUTES.adminWebinars, label: 'webinars' },
  { to: ROUTES.adminTestimonials, label: 'testimonials' },
  { to: ROUTES.adminCustomReferrals, label: 'customReferrals' },
  { to: ROUTES.adminAuditLog, label: 'auditLog' },
  { to: ROUTES.adminProfileSetting, label: 'profileSettings' },
  { to: ROUTES.adminChangePassword, label: 'changePassword' },
] as const satisfies readonly (Omit<DashboardNavItem, 'label'> & { label: string })[];

const HeaderEnd = styled('div')({ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 });

// A tap target of at least 24 px (WCAG 2.5.8) with a visible focus ring: the link alone is one line high.
const Switch = styled(LanguageSwitch)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  minWidth: 40,
  padding: theme.spacing(0, 1),
  borderRadius: 8,
  fontWeight: 700,
  color: theme.palette.primary.main,
  whiteSpace: 'nowrap',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

function AdminShell() {
  const { id } = useSignedIn();
  const admin = useAdminDetails(id).data;
  const [logoutOpen, setLogoutOpen] = useState(false);
  const { t } = useTranslation('admin');
  const items: DashboardNavItem[] = ADMIN_NAV.map((item) => ({
    ...item,
    label: t(`layout.nav.${item.label}`),
  }));

  return (
    <>
      <DashboardShell
        navLabel={t('layout.navLabel')}
        home={ROUTES.adminDashboard}
        items={items}
        onLogout={() => setLogoutOpen(true)}
        headerEnd={
          <HeaderEnd>
            <Switch />
            <AccountBadge name={admin?.name ?? ''} picture={admin?.profilePicture} />
          </HeaderEnd>
        }
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
