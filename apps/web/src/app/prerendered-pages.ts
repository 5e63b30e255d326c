import { NOT_FOUND_PATH, ROUTES } from '@neetmentor/contract';
import type { SessionRole } from '../lib/session.ts';

const CONTENT = 'src/features/content/pages';
const AUTH_LAYOUT = 'src/app/layouts/auth-layout.tsx';
const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
const AUTH = 'src/features/auth/pages';

/**
 * The pages anyone may open without signing in, each with the modules of its lazily loaded layout and
 * page (as the client build's manifest names them), whose chunks the HTML preloads. Their first screen
 * depends on the address alone: data shows its loading state, a session appears after hydration. For the
 * two dynamic routes the loading state does not depend on the parameter, so one render serves every
 * mentor and every blog when the server cannot render the address with its data (entry-server.tsx). The sign-up academics step is left out: it starts from a draft kept in the
 * browser.
 */
export const PRERENDERED_PAGES: readonly { route: string; modules: readonly string[] }[] = [
  { route: ROUTES.home, modules: [PUBLIC_LAYOUT, 'src/features/home/pages/home-page.tsx'] },
  {
    route: ROUTES.searchMentor,
    modules: [PUBLIC_LAYOUT, 'src/features/mentors/pages/search-mentor-page.tsx'],
  },
  {
    route: ROUTES.singleMentor,
    modules: [PUBLIC_LAYOUT, 'src/features/mentors/pages/single-mentor-page.tsx'],
  },
  { route: ROUTES.becameMentor, modules: [PUBLIC_LAYOUT, `${CONTENT}/became-mentor-page.tsx`] },
  { route: ROUTES.webinar, modules: [PUBLIC_LAYOUT, `${CONTENT}/webinar-page.tsx`] },
  { route: ROUTES.blogs, modules: [PUBLIC_LAYOUT, `${CONTENT}/blogs-page.tsx`] },
  { route: ROUTES.singleBlog, modules: [PUBLIC_LAYOUT, `${CONTENT}/single-blog-page.tsx`] },
  { route: ROUTES.contact, modules: [PUBLIC_LAYOUT, `${CONTENT}/contact-page.tsx`] },
  { route: ROUTES.terms, modules: [PUBLIC_LAYOUT, `${CONTENT}/terms-page.tsx`] },
  { route: ROUTES.refundPolicy, modules: [PUBLIC_LAYOUT, `${CONTENT}/refund-policy-page.tsx`] },
  { route: ROUTES.privacyPolicy, modules: [PUBLIC_LAYOUT, `${CONTENT}/privacy-policy-page.tsx`] },
  { route: ROUTES.about, modules: [PUBLIC_LAYOUT, `${CONTENT}/about-page.tsx`] },
  { route: ROUTES.faqMentors, modules: [PUBLIC_LAYOUT, `${CONTENT}/faq-mentors-page.tsx`] },
  { route: ROUTES.faqStudents, modules: [PUBLIC_LAYOUT, `${CONTENT}/faq-students-page.tsx`] },
  { route: ROUTES.whyChooseUs, modules: [PUBLIC_LAYOUT, `${CONTENT}/why-choose-us-page.tsx`] },
  { route: ROUTES.howItWorks, modules: [PUBLIC_LAYOUT, `${CONTENT}/how-it-works-page.tsx`] },
  { route: ROUTES.login, modules: [AUTH_LAYOUT, `${AUTH}/login-page.tsx`] },
  { route: ROUTES.signup, modules: [AUTH_LAYOUT, `${AUTH}/signup-page.tsx`] },
  { route: ROUTES.forgotPassword, modules: [AUTH_LAYOUT, `${AUTH}/forgot-password-page.tsx`] },
  {
    route: ROUTES.resetPassword,
    modules: [AUTH_LAYOUT, `${AUTH}/reset-password-page.tsx`],
  },
  {
    route: ROUTES.mentorSignupSuccess,
    modules: [AUTH_LAYOUT, `${AUTH}/mentor-signup-success-page.tsx`],
  },
  { route: ROUTES.adminLogin, modules: [AUTH_LAYOUT, `${AUTH}/admin-login-page.tsx`] },
];

/**
 * The not-found page, rendered at an address that is no page: the server sends this HTML, with status 404,
 * for every such address. It depends on nothing but the layout, so one render serves them all.
 */
export const NOT_FOUND_PAGE: { route: string; modules: readonly string[] } = {
  route: NOT_FOUND_PATH,
  modules: [PUBLIC_LAYOUT, 'src/app/pages/not-found-page.tsx'],
};

/** The signed-in main pages' script that asks for their first data before the app has arrived. */
const EARLY_READS = 'src/early-reads/signed-in-pages.ts';

/**
 * The signed-in main pages: their data is one person's, so the browser renders it, but their HTML preloads
 * the chunks of their layout and page, so the browser fetches them alongside the entry script instead of
 * after it has run, and the page asks for its data that much sooner. The dashboards also arrive with their
 * frame drawn (`frameRole`).
 */
export const PRELOADED_CLIENT_PAGES: readonly {
  route: string;
  modules: readonly string[];
  /** Entries of their own run before the app, asking for the page's first data (`earlyScriptTags`). */
  earlyScripts?: readonly string[];
  /**
   * The role whose page the server draws as the page's frame (its layout, title and loading states, no
   * one's data), for the browser to adopt when the stored session is of that role.
   */
  frameRole?: SessionRole;
}[] = [
  {
    route: ROUTES.studentProfile,
    earlyScripts: [EARLY_READS],
    // The public layout shows a signed-in student's account menu from a chunk of its own.
    modules: [
      PUBLIC_LAYOUT,
      'src/app/layouts/student-header-account.tsx',
      'src/app/pages/student-profile-route.tsx',
    ],
  },
  {
    route: ROUTES.mentorDashboard,
    earlyScripts: [EARLY_READS],
    frameRole: 'mentor',
    modules: [
      'src/app/layouts/mentor-layout.tsx',
      'src/features/mentor-area/pages/mentor-dashboard-page.tsx',
    ],
  },
  {
    route: ROUTES.adminDashboard,
    earlyScripts: [EARLY_READS],
    frameRole: 'admin',
    modules: ['src/app/layouts/admin-layout.tsx', 'src/features/admin/pages/admin-dashboard-page.tsx'],
  },
];
