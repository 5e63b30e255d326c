import { isValidElement, Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { ROUTES } from '@neetmentor/contract';
import { PageLoading } from '../components/page-loading.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';

// Every layout and every page is its own chunk fetched when first needed; a prerendered page's HTML
// preloads its layout's and its page's (prerendered-pages.ts). The public layout is one too: in the first
// load, the sign-in screens, which do not show it, carried its header and footer.
const HomePage = lazyWithPreload(() =>
  import('../features/home/pages/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const NotFoundPage = lazyWithPreload(() =>
  import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const LoginPage = lazyWithPreload(() =>
  import('../features/auth/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazyWithPreload(() =>
  import('../features/auth/pages/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const MentorAcademicsPage = lazyWithPreload(() =>
  import('../features/auth/pages/mentor-academics-page.tsx').then((m) => ({
    default: m.MentorAcademicsPage,
  })),
);
const MentorSignupSuccessPage = lazyWithPreload(() =>
  import('../features/auth/pages/mentor-signup-success-page.tsx').then((m) => ({
    default: m.MentorSignupSuccessPage,
  })),
);
const ForgotPasswordPage = lazyWithPreload(() =>
  import('../features/auth/pages/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyWithPreload(() =>
  import('../features/auth/pages/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const AdminLoginPage = lazyWithPreload(() =>
  import('../features/auth/pages/admin-login-page.tsx').then((m) => ({ default: m.AdminLoginPage })),
);
const StudentProfileRoute = lazyWithPreload(() =>
  import('./pages/student-profile-route.tsx').then((m) => ({ default: m.StudentProfileRoute })),
);
const MentorChangePasswordPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/mentor-change-password-page.tsx').then((m) => ({
    default: m.MentorChangePasswordPage,
  })),
);
const MentorChatPage = lazyWithPreload(() =>
  import('../features/chat/pages/mentor-chat-page.tsx').then((m) => ({ default: m.MentorChatPage })),
);
const MentorDashboardPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/mentor-dashboard-page.tsx').then((m) => ({
    default: m.MentorDashboardPage,
  })),
);
const SessionRequestsPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/session-requests-page.tsx').then((m) => ({
    default: m.SessionRequestsPage,
  })),
);
const ActiveSessionsPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/active-sessions-page.tsx').then((m) => ({
    default: m.ActiveSessionsPage,
  })),
);
const NotificationsPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/notifications-page.tsx').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const ProfileSettingsPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/profile-settings-page.tsx').then((m) => ({
    default: m.ProfileSettingsPage,
  })),
);
const MentorReviewsPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/reviews-page.tsx').then((m) => ({ default: m.ReviewsPage })),
);
const WalletPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/wallet-page.tsx').then((m) => ({ default: m.WalletPage })),
);
const UpdatesPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/updates-page.tsx').then((m) => ({ default: m.UpdatesPage })),
);
const HelpPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/help-page.tsx').then((m) => ({ default: m.HelpPage })),
);
const ReferralsPage = lazyWithPreload(() =>
  import('../features/mentor-area/pages/referrals-page.tsx').then((m) => ({ default: m.ReferralsPage })),
);
const AdminChangePasswordPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-change-password-page.tsx').then((m) => ({
    default: m.AdminChangePasswordPage,
  })),
);
const AdminDashboardPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminMentorsPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-mentors-page.tsx').then((m) => ({ default: m.AdminMentorsPage })),
);
const AdminStudentsPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-students-page.tsx').then((m) => ({ default: m.AdminStudentsPage })),
);
const MentorApprovalPage = lazyWithPreload(() =>
  import('../features/admin/pages/mentor-approval-page.tsx').then((m) => ({ default: m.MentorApprovalPage })),
);
const PendingSessionsPage = lazyWithPreload(() =>
  import('../features/admin/pages/pending-sessions-page.tsx').then((m) => ({
    default: m.PendingSessionsPage,
  })),
);
const AdminActiveSessionsPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-active-sessions-page.tsx').then((m) => ({
    default: m.AdminActiveSessionsPage,
  })),
);
const PayoutsPage = lazyWithPreload(() =>
  import('../features/admin/pages/payouts-page.tsx').then((m) => ({ default: m.PayoutsPage })),
);
const ClearedPaymentsPage = lazyWithPreload(() =>
  import('../features/admin/pages/cleared-payments-page.tsx').then((m) => ({
    default: m.ClearedPaymentsPage,
  })),
);
const FeaturedMentorsPage = lazyWithPreload(() =>
  import('../features/admin/pages/featured-mentors-page.tsx').then((m) => ({
    default: m.FeaturedMentorsPage,
  })),
);
const AdminBlogsPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-blogs-page.tsx').then((m) => ({ default: m.AdminBlogsPage })),
);
const FeaturedAdPage = lazyWithPreload(() =>
  import('../features/admin/pages/featured-ad-page.tsx').then((m) => ({ default: m.FeaturedAdPage })),
);
const AdminUpdatesPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-updates-page.tsx').then((m) => ({ default: m.AdminUpdatesPage })),
);
const AdminWebinarsPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-webinars-page.tsx').then((m) => ({ default: m.AdminWebinarsPage })),
);
const AdminTestimonialsPage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-testimonials-page.tsx').then((m) => ({
    default: m.AdminTestimonialsPage,
  })),
);
const PackagesPage = lazyWithPreload(() =>
  import('../features/admin/pages/packages-page.tsx').then((m) => ({ default: m.PackagesPage })),
);
const AdminProfilePage = lazyWithPreload(() =>
  import('../features/admin/pages/admin-profile-page.tsx').then((m) => ({ default: m.AdminProfilePage })),
);
const CustomReferralsPage = lazyWithPreload(() =>
  import('../features/admin/pages/custom-referrals-page.tsx').then((m) => ({
    default: m.CustomReferralsPage,
  })),
);
const AdminReviewsPage = lazyWithPreload(() =>
  import('../features/admin/pages/reviews-page.tsx').then((m) => ({ default: m.AdminReviewsPage })),
);
const AuditLogPage = lazyWithPreload(() =>
  import('../features/admin/pages/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
);
const PublicLayout = lazyWithPreload(() =>
  import('./layouts/public-layout.tsx').then((m) => ({ default: m.PublicLayout })),
);
const AuthLayout = lazyWithPreload(() =>
  import('./layouts/auth-layout.tsx').then((m) => ({ default: m.AuthLayout })),
);
const MentorLayout = lazyWithPreload(() =>
  import('./layouts/mentor-layout.tsx').then((m) => ({ default: m.MentorLayout })),
);
const AdminLayout = lazyWithPreload(() =>
  import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);

const SearchMentorPage = lazyWithPreload(() =>
  import('../features/mentors/pages/search-mentor-page.tsx').then((m) => ({ default: m.SearchMentorPage })),
);
const SingleMentorPage = lazyWithPreload(() =>
  import('../features/mentors/pages/single-mentor-page.tsx').then((m) => ({ default: m.SingleMentorPage })),
);
const BecameMentorPage = lazyWithPreload(() =>
  import('../features/content/pages/became-mentor-page.tsx').then((m) => ({ default: m.BecameMentorPage })),
);
const WebinarPage = lazyWithPreload(() =>
  import('../features/content/pages/webinar-page.tsx').then((m) => ({ default: m.WebinarPage })),
);
const BlogsPage = lazyWithPreload(() =>
  import('../features/content/pages/blogs-page.tsx').then((m) => ({ default: m.BlogsPage })),
);
const SingleBlogPage = lazyWithPreload(() =>
  import('../features/content/pages/single-blog-page.tsx').then((m) => ({ default: m.SingleBlogPage })),
);
const ContactPage = lazyWithPreload(() =>
  import('../features/content/pages/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
);
const TermsPage = lazyWithPreload(() =>
  import('../features/content/pages/terms-page.tsx').then((m) => ({ default: m.TermsPage })),
);
const RefundPolicyPage = lazyWithPreload(() =>
  import('../features/content/pages/refund-policy-page.tsx').then((m) => ({ default: m.RefundPolicyPage })),
);
const PrivacyPolicyPage = lazyWithPreload(() =>
  import('../features/content/pages/privacy-policy-page.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const AboutPage = lazyWithPreload(() =>
  import('../features/content/pages/about-page.tsx').then((m) => ({ default: m.AboutPage })),
);
const FaqMentorsPage = lazyWithPreload(() =>
  import('../features/content/pages/faq-mentors-page.tsx').then((m) => ({ default: m.FaqMentorsPage })),
);
const FaqStudentsPage = lazyWithPreload(() =>
  import('../features/content/pages/faq-students-page.tsx').then((m) => ({ default: m.FaqStudentsPage })),
);
const WhyChooseUsPage = lazyWithPreload(() =>
  import('../features/content/pages/why-choose-us-page.tsx').then((m) => ({ default: m.WhyChooseUsPage })),
);
const JoinPage = lazyWithPreload(() =>
  import('../features/join/pages/join-page.tsx').then((m) => ({ default: m.JoinPage })),
);
const HowItWorksPage = lazyWithPreload(() =>
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
  // The student's and the mentor's join address of a session: it checks who opens it.
  { path: ROUTES.joinSession, element: <JoinPage /> },
  {
    path: ROUTES.studentProfile,
    element: <StudentProfileRoute />,
    // The page shows the conversation itself; the child only carries its id, and says it renders nothing
    // of its own (a leaf route without an element makes React Router warn on every visit).
    children: [{ path: ROUTES.studentChat, element: null }],
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
  { path: ROUTES.mentorReviews, element: <MentorReviewsPage /> },
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
  { path: ROUTES.adminReviews, element: <AdminReviewsPage /> },
];

/** Every route of both spec parts, each inside its layout. */
export const appRoutes: RouteObject[] = [
  { path: ROUTES.home, element: <PublicLayout />, children: publicRoutes },
  { element: <AuthLayout />, children: authRoutes },
  { path: ROUTES.mentorDashboard, element: <MentorLayout />, children: mentorRoutes },
  { path: ROUTES.adminDashboard, element: <AdminLayout />, children: adminRoutes },
];

/** A route's element whose code can be loaded ahead of its first render (`lazyWithPreload`). */
function preloadOf(element: RouteObject['element']): (() => Promise<unknown>) | null {
  if (!isValidElement(element) || typeof element.type !== 'object' || element.type === null) return null;
  const { preload } = element.type as { preload?: unknown };
  return typeof preload === 'function' ? () => Promise.resolve(preload()) : null;
}

/**
 * Loads the code of the layout and the page an address shows. The browser calls it before React hydrates
 * the server's HTML of that page: a part whose code has not arrived stays the server's until it has, and
 * React lets a tap on such a part go unanswered; with the code there, React brings the tapped part to life
 * at once and hands it the tap.
 */
export async function preloadRouteCode(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route.element)?.()));
}

/** Each layout keeps its page's failure inside it (RouteErrorBoundary); this catches a layout's own. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary home={ROUTES.home} standalone>
      <Suspense fallback={<PageLoading />}>{useRoutes(appRoutes)}</Suspense>
    </RouteErrorBoundary>
  );
}
