import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@neetmentor/contract';
import { PageLoading } from '../components/page-loading.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';

// Every layout and every page is its own chunk fetched when first needed; a prerendered page's HTML
// preloads its layout's and its page's (prerendered-pages.ts). The public layout is one too: in the first
// load, the sign-in screens, which do not show it, carried its header and footer.
const HomePage = lazy(() =>
  import('../features/home/pages/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const NotFoundPage = lazy(() =>
  import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/pages/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const MentorAcademicsPage = lazy(() =>
  import('../features/auth/pages/mentor-academics-page.tsx').then((m) => ({
    default: m.MentorAcademicsPage,
  })),
);
const MentorSignupSuccessPage = lazy(() =>
  import('../features/auth/pages/mentor-signup-success-page.tsx').then((m) => ({
    default: m.MentorSignupSuccessPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const AdminLoginPage = lazy(() =>
  import('../features/auth/pages/admin-login-page.tsx').then((m) => ({ default: m.AdminLoginPage })),
);
const StudentProfileRoute = lazy(() =>
  import('./pages/student-profile-route.tsx').then((m) => ({ default: m.StudentProfileRoute })),
);
const MentorChangePasswordPage = lazy(() =>
  import('../features/mentor-area/pages/mentor-change-password-page.tsx').then((m) => ({
    default: m.MentorChangePasswordPage,
  })),
);
const MentorChatPage = lazy(() =>
  import('../features/chat/pages/mentor-chat-page.tsx').then((m) => ({ default: m.MentorChatPage })),
);
const MentorDashboardPage = lazy(() =>
  import('../features/mentor-area/pages/mentor-dashboard-page.tsx').then((m) => ({
    default: m.MentorDashboardPage,
  })),
);
const SessionRequestsPage = lazy(() =>
  import('../features/mentor-area/pages/session-requests-page.tsx').then((m) => ({
    default: m.SessionRequestsPage,
  })),
);
const ActiveSessionsPage = lazy(() =>
  import('../features/mentor-area/pages/active-sessions-page.tsx').then((m) => ({
    default: m.ActiveSessionsPage,
  })),
);
const NotificationsPage = lazy(() =>
  import('../features/mentor-area/pages/notifications-page.tsx').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const ProfileSettingsPage = lazy(() =>
  import('../features/mentor-area/pages/profile-settings-page.tsx').then((m) => ({
    default: m.ProfileSettingsPage,
  })),
);
const WalletPage = lazy(() =>
  import('../features/mentor-area/pages/wallet-page.tsx').then((m) => ({ default: m.WalletPage })),
);
const UpdatesPage = lazy(() =>
  import('../features/mentor-area/pages/updates-page.tsx').then((m) => ({ default: m.UpdatesPage })),
);
const HelpPage = lazy(() =>
  import('../features/mentor-area/pages/help-page.tsx').then((m) => ({ default: m.HelpPage })),
);
const ReferralsPage = lazy(() =>
  import('../features/mentor-area/pages/referrals-page.tsx').then((m) => ({ default: m.ReferralsPage })),
);
const AdminChangePasswordPage = lazy(() =>
  import('../features/admin/pages/admin-change-password-page.tsx').then((m) => ({
    default: m.AdminChangePasswordPage,
  })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin/pages/admin-dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminMentorsPage = lazy(() =>
  import('../features/admin/pages/admin-mentors-page.tsx').then((m) => ({ default: m.AdminMentorsPage })),
);
const AdminStudentsPage = lazy(() =>
  import('../features/admin/pages/admin-students-page.tsx').then((m) => ({ default: m.AdminStudentsPage })),
);
const MentorApprovalPage = lazy(() =>
  import('../features/admin/pages/mentor-approval-page.tsx').then((m) => ({ default: m.MentorApprovalPage })),
);
const PendingSessionsPage = lazy(() =>
  import('../features/admin/pages/pending-sessions-page.tsx').then((m) => ({
    default: m.PendingSessionsPage,
  })),
);
const AdminActiveSessionsPage = lazy(() =>
  import('../features/admin/pages/admin-active-sessions-page.tsx').then((m) => ({
    default: m.AdminActiveSessionsPage,
  })),
);
const PayoutsPage = lazy(() =>
  import('../features/admin/pages/payouts-page.tsx').then((m) => ({ default: m.PayoutsPage })),
);
const ClearedPaymentsPage = lazy(() =>
  import('../features/admin/pages/cleared-payments-page.tsx').then((m) => ({
    default: m.ClearedPaymentsPage,
  })),
);
const FeaturedMentorsPage = lazy(() =>
  import('../features/admin/pages/featured-mentors-page.tsx').then((m) => ({
    default: m.FeaturedMentorsPage,
  })),
);
const AdminBlogsPage = lazy(() =>
  import('../features/admin/pages/admin-blogs-page.tsx').then((m) => ({ default: m.AdminBlogsPage })),
);
const FeaturedAdPage = lazy(() =>
  import('../features/admin/pages/featured-ad-page.tsx').then((m) => ({ default: m.FeaturedAdPage })),
);
const AdminUpdatesPage = lazy(() =>
  import('../features/admin/pages/admin-updates-page.tsx').then((m) => ({ default: m.AdminUpdatesPage })),
);
const AdminWebinarsPage = lazy(() =>
  import('../features/admin/pages/admin-webinars-page.tsx').then((m) => ({ default: m.AdminWebinarsPage })),
);
const AdminTestimonialsPage = lazy(() =>
  import('../features/admin/pages/admin-testimonials-page.tsx').then((m) => ({
    default: m.AdminTestimonialsPage,
  })),
);
const PackagesPage = lazy(() =>
  import('../features/admin/pages/packages-page.tsx').then((m) => ({ default: m.PackagesPage })),
);
const AdminProfilePage = lazy(() =>
  import('../features/admin/pages/admin-profile-page.tsx').then((m) => ({ default: m.AdminProfilePage })),
);
const CustomReferralsPage = lazy(() =>
  import('../features/admin/pages/custom-referrals-page.tsx').then((m) => ({
    default: m.CustomReferralsPage,
  })),
);
const AuditLogPage = lazy(() =>
  import('../features/admin/pages/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
);
const PublicLayout = lazy(() =>
  import('./layouts/public-layout.tsx').then((m) => ({ default: m.PublicLayout })),
);
const AuthLayout = lazy(() => import('./layouts/auth-layout.tsx').then((m) => ({ default: m.AuthLayout })));
const MentorLayout = lazy(() =>
  import('./layouts/mentor-layout.tsx').then((m) => ({ default: m.MentorLayout })),
);
const AdminLayout = lazy(() =>
  import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);

const SearchMentorPage = lazy(() =>
  import('../features/mentors/pages/search-mentor-page.tsx').then((m) => ({ default: m.SearchMentorPage })),
);
const SingleMentorPage = lazy(() =>
  import('../features/mentors/pages/single-mentor-page.tsx').then((m) => ({ default: m.SingleMentorPage })),
);
const BecameMentorPage = lazy(() =>
  import('../features/content/pages/became-mentor-page.tsx').then((m) => ({ default: m.BecameMentorPage })),
);
const WebinarPage = lazy(() =>
  import('../features/content/pages/webinar-page.tsx').then((m) => ({ default: m.WebinarPage })),
);
const BlogsPage = lazy(() =>
  import('../features/content/pages/blogs-page.tsx').then((m) => ({ default: m.BlogsPage })),
);
const SingleBlogPage = lazy(() =>
  import('../features/content/pages/single-blog-page.tsx').then((m) => ({ default: m.SingleBlogPage })),
);
const ContactPage = lazy(() =>
  import('../features/content/pages/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
);
const TermsPage = lazy(() =>
  import('../features/content/pages/terms-page.tsx').then((m) => ({ default: m.TermsPage })),
);
const RefundPolicyPage = lazy(() =>
  import('../features/content/pages/refund-policy-page.tsx').then((m) => ({ default: m.RefundPolicyPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/content/pages/privacy-policy-page.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const AboutPage = lazy(() =>
  import('../features/content/pages/about-page.tsx').then((m) => ({ default: m.AboutPage })),
);
const FaqMentorsPage = lazy(() =>
  import('../features/content/pages/faq-mentors-page.tsx').then((m) => ({ default: m.FaqMentorsPage })),
);
const FaqStudentsPage = lazy(() =>
  import('../features/content/pages/faq-students-page.tsx').then((m) => ({ default: m.FaqStudentsPage })),
);
const WhyChooseUsPage = lazy(() =>
  import('../features/content/pages/why-choose-us-page.tsx').then((m) => ({ default: m.WhyChooseUsPage })),
);
const HowItWorksPage = lazy(() =>
  import('../features/content/pages/how-it-works-page.tsx').then((m) => ({ default: m.HowItWorksPage })),
);

// Children carry their full address from the route table (React Router accepts absolute child paths
// that start with the parent's), so the table is the only place a page's address is written.
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: ROUTES.searchMentor, element: <SearchMentorPage /> },
  { path: ROUTES.singleMentor, element: <SingleMentorPage /> },
  { path: ROUTES.becameMentor, element: <BecameMentorPage /> },
  { path: ROUTES.webinar, element: <WebinarPage /> },
  { path: ROUTES.blogs, element: <BlogsPage /> },
  { path: ROUTES.openedBlog, element: <SingleBlogPage /> },
  { path: ROUTES.singleBlog, element: <SingleBlogPage /> },
  { path: ROUTES.contact, element: <ContactPage /> },
  { path: ROUTES.terms, element: <TermsPage /> },
  { path: ROUTES.refundPolicy, element: <RefundPolicyPage /> },
  { path: ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
  { path: ROUTES.about, element: <AboutPage /> },
  { path: ROUTES.faqMentors, element: <FaqMentorsPage /> },
  { path: ROUTES.faqStudents, element: <FaqStudentsPage /> },
  { path: ROUTES.whyChooseUs, element: <WhyChooseUsPage /> },
  { path: ROUTES.howItWorks, element: <HowItWorksPage /> },
  {
    path: ROUTES.studentProfile,
    element: <StudentProfileRoute />,
    children: [{ path: ROUTES.studentChat }],
  },
  // Every address that is no page; the server answers those with 404 and this page prerendered.
  { path: '*', element: <NotFoundPage /> },
];

const authRoutes: RouteObject[] = [
  { path: ROUTES.login, element: <LoginPage /> },
  { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
  { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
  { path: ROUTES.signup, element: <SignupPage /> },
  { path: ROUTES.mentorSignup, element: <MentorAcademicsPage /> },
  { path: ROUTES.mentorSignupSuccess, element: <MentorSignupSuccessPage /> },
  { path: ROUTES.adminLogin, element: <AdminLoginPage /> },
];

const mentorRoutes: RouteObject[] = [
  { index: true, element: <MentorDashboardPage /> },
  { path: ROUTES.mentorSessionRequests, element: <SessionRequestsPage /> },
  { path: ROUTES.mentorSessions, element: <ActiveSessionsPage /> },
  // One page for both addresses: moving between conversations keeps the screen and its connection.
  { path: ROUTES.mentorChats, element: <MentorChatPage /> },
  { path: ROUTES.mentorChat, element: <MentorChatPage /> },
  { path: ROUTES.mentorNotifications, element: <NotificationsPage /> },
  { path: ROUTES.mentorProfileSetting, element: <ProfileSettingsPage /> },
  { path: ROUTES.mentorChangePassword, element: <MentorChangePasswordPage /> },
  { path: ROUTES.mentorReferrals, element: <ReferralsPage /> },
  { path: ROUTES.mentorUpdates, element: <UpdatesPage /> },
  { path: ROUTES.mentorHelp, element: <HelpPage /> },
  { path: ROUTES.mentorWallet, element: <WalletPage /> },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  { path: ROUTES.adminMentors, element: <AdminMentorsPage /> },
  { path: ROUTES.adminStudents, element: <AdminStudentsPage /> },
  { path: ROUTES.adminMentorApproval, element: <MentorApprovalPage /> },
  { path: ROUTES.adminPendingSessions, element: <PendingSessionsPage /> },
  { path: ROUTES.adminActiveSessions, element: <AdminActiveSessionsPage /> },
  { path: ROUTES.adminPayouts, element: <PayoutsPage /> },
  { path: ROUTES.adminClearedPayments, element: <ClearedPaymentsPage /> },
  { path: ROUTES.adminFeaturedMentors, element: <FeaturedMentorsPage /> },
  { path: ROUTES.adminBlogs, element: <AdminBlogsPage /> },
  { path: ROUTES.adminFeaturedAd, element: <FeaturedAdPage /> },
  { path: ROUTES.adminUpdates, element: <AdminUpdatesPage /> },
  { path: ROUTES.adminWebinars, element: <AdminWebinarsPage /> },
  { path: ROUTES.adminTestimonials, element: <AdminTestimonialsPage /> },
  { path: ROUTES.adminPackages, element: <PackagesPage /> },
  { path: ROUTES.adminProfileSetting, element: <AdminProfilePage /> },
  { path: ROUTES.adminChangePassword, element: <AdminChangePasswordPage /> },
  { path: ROUTES.adminCustomReferrals, element: <CustomReferralsPage /> },
  { path: ROUTES.adminAuditLog, element: <AuditLogPage /> },
];

/** Every route of both spec parts, each inside its layout. */
export const appRoutes: RouteObject[] = [
  { path: ROUTES.home, element: <PublicLayout />, children: publicRoutes },
  { element: <AuthLayout />, children: authRoutes },
  { path: ROUTES.mentorDashboard, element: <MentorLayout />, children: mentorRoutes },
  { path: ROUTES.adminDashboard, element: <AdminLayout />, children: adminRoutes },
];

/** Each layout keeps its page's failure inside it (RouteErrorBoundary); this catches a layout's own. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary home={ROUTES.home} standalone>
      <Suspense fallback={<PageLoading />}>{useRoutes(appRoutes)}</Suspense>
    </RouteErrorBoundary>
  );
}
