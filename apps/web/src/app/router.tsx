import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

// The public layout ships with the first load (most visits start on a public page); everything else,
// every page included, is its own chunk fetched when first needed.
const HomePage = lazy(() =>
  import('../features/home/pages/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const PlaceholderPage = lazy(() =>
  import('../components/placeholder-page.tsx').then((m) => ({ default: m.PlaceholderPage })),
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
const AdminChangePasswordPage = lazy(() =>
  import('../features/admin/pages/admin-change-password-page.tsx').then((m) => ({
    default: m.AdminChangePasswordPage,
  })),
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

/** A route whose feature is still to come: it shows its title and one sentence. */
function upcoming(path: string, title: string, description: string): RouteObject {
  const element = <PlaceholderPage title={title} description={description} />;
  return path === '' ? { index: true, element } : { path, element };
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'search-mentor', element: <SearchMentorPage /> },
  { path: 'single-mentor/:id', element: <SingleMentorPage /> },
  { path: 'became-mentor', element: <BecameMentorPage /> },
  { path: 'webinar-page', element: <WebinarPage /> },
  { path: 'blogs-page', element: <BlogsPage /> },
  { path: 'single-blog', element: <SingleBlogPage /> },
  { path: 'single-blog/:slug', element: <SingleBlogPage /> },
  { path: 'contact-us', element: <ContactPage /> },
  { path: 'terms-condition', element: <TermsPage /> },
  { path: 'refund-policy', element: <RefundPolicyPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'about-us', element: <AboutPage /> },
  { path: 'faq-mentors', element: <FaqMentorsPage /> },
  { path: 'faq-students', element: <FaqStudentsPage /> },
  { path: 'why-choose-us', element: <WhyChooseUsPage /> },
  { path: 'how-it-works', element: <HowItWorksPage /> },
  {
    path: 'student-profile',
    element: <StudentProfileRoute />,
    children: [{ path: ':id' }],
  },
  { path: '*', element: <NotFoundPage /> },
];

const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'login/forgot-password', element: <ForgotPasswordPage /> },
  { path: 'login/forgot-password/resetPassword/:token', element: <ResetPasswordPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'signup/mentor-signup', element: <MentorAcademicsPage /> },
  { path: 'signup/mentor-signup/mentor-signup-success', element: <MentorSignupSuccessPage /> },
  { path: 'admin/login', element: <AdminLoginPage /> },
];

const mentorRoutes: RouteObject[] = [
  upcoming('', 'Dashboard', 'Your sessions, earnings and referrals at a glance.'),
  upcoming('approval-section', 'Session Requests', 'Accept new session requests within 24 hours.'),
  upcoming('sessions', 'Active Sessions', 'Run your active sessions and mark them complete.'),
  upcoming('chat', 'Chats', 'Talk with your students to agree on session times.'),
  upcoming('chat/:id', 'Chats', 'Talk with your students to agree on session times.'),
  upcoming('notifications', 'Notifications', 'Updates about your sessions, payouts and account.'),
  upcoming('profile-setting', 'Profile Settings', 'Edit the profile students see when they choose a mentor.'),
  { path: 'change-password', element: <MentorChangePasswordPage /> },
  upcoming('referals', 'Referrals', 'Invite students with your referral code and earn rewards.'),
  upcoming('updates', 'All Updates', 'News and announcements from the platform team.'),
  upcoming('help', 'Help & Support', 'Reach our support team by WhatsApp, phone or e-mail.'),
  upcoming('wallet', 'Wallet', 'Your earnings, payout details and cleared payments.'),
];

const adminRoutes: RouteObject[] = [
  upcoming('', 'Dashboard', 'Platform revenue, sessions, mentors and students at a glance.'),
  upcoming('mentors', 'Total Mentors', 'All mentors, their status and ratings.'),
  upcoming('students', 'Total Students', 'All registered students.'),
  upcoming(
    'mentor-approval',
    'Mentors Verification Requests',
    'Review mentor applications and their documents.',
  ),
  upcoming('pending-sessions', 'Pending Sessions', 'Sessions waiting for the mentor’s approval.'),
  upcoming('active-sessions', 'Active Sessions', 'Sessions accepted by mentors and in progress.'),
  upcoming('payment', 'Total Payout Mentors', 'Mentors with a wallet balance to pay out.'),
  upcoming('cleared-payment', 'Cleared Payments', 'Payouts already made to mentors.'),
  upcoming('featured-mentors', 'Featured Mentors', 'Mentors shown on the home page.'),
  upcoming('blog-post', 'Blog Posts', 'Write and manage blog articles.'),
  upcoming('featured-ad', 'Featured Ad', 'The ad image and the mentor verification amount.'),
  upcoming('admin-updates', 'Updates', 'Post announcements for mentors.'),
  upcoming('webinars', 'Webinars', 'Create the current webinar.'),
  upcoming('testimonial', 'Testimonials', 'Add and manage student testimonials.'),
  upcoming('admin-profile-setting', 'Profile Settings', 'Change your picture and e-mail address.'),
  { path: 'admin-change-password', element: <AdminChangePasswordPage /> },
  upcoming(
    'custom-referrals',
    'All Custom Referrals',
    'Create and track referral codes for partner organisations.',
  ),
];

/** Every route of both spec parts, each inside its layout. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <PublicLayout />, children: publicRoutes },
  { element: <AuthLayout />, children: authRoutes },
  { path: '/mentor-dashboard', element: <MentorLayout />, children: mentorRoutes },
  { path: '/admin-dashboard', element: <AdminLayout />, children: adminRoutes },
];

export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(appRoutes)}</Suspense>;
}
