/**
 * Every page of the web app (spec part 1 §2 and part 2 §2) as a React Router pattern, where `:name` stands
 * for one path segment. The web app's router and links and the server (which answers every other address
 * with 404) all read this one table. Plain values only: public pages import it, so it must not bring zod.
 */
export const ROUTES = {
  home: '/',
  searchMentor: '/search-mentor',
  singleMentor: '/single-mentor/:id',
  becameMentor: '/became-mentor',
  webinar: '/webinar-page',
  blogs: '/blogs-page',
  /** The spec's address of a blog handed over in the navigation state; links use `singleBlog`. */
  openedBlog: '/single-blog',
  singleBlog: '/single-blog/:slug',
  contact: '/contact-us',
  terms: '/terms-condition',
  refundPolicy: '/refund-policy',
  privacyPolicy: '/privacy-policy',
  about: '/about-us',
  faqMentors: '/faq-mentors',
  faqStudents: '/faq-students',
  whyChooseUs: '/why-choose-us',
  howItWorks: '/how-it-works',

  login: '/login',
  forgotPassword: '/login/forgot-password',
  resetPassword: '/login/forgot-password/resetPassword/:token',
  signup: '/signup',
  mentorSignup: '/signup/mentor-signup',
  mentorSignupSuccess: '/signup/mentor-signup/mentor-signup-success',
  adminLogin: '/admin/login',

  studentProfile: '/student-profile',
  /** The Chats tab with the conversation with this participant open. */
  studentChat: '/student-profile/:id',

  mentorDashboard: '/mentor-dashboard',
  mentorSessionRequests: '/mentor-dashboard/approval-section',
  mentorSessions: '/mentor-dashboard/sessions',
  mentorChats: '/mentor-dashboard/chat',
  mentorChat: '/mentor-dashboard/chat/:id',
  mentorNotifications: '/mentor-dashboard/notifications',
  mentorProfileSetting: '/mentor-dashboard/profile-setting',
  mentorChangePassword: '/mentor-dashboard/change-password',
  mentorReferrals: '/mentor-dashboard/referals',
  mentorUpdates: '/mentor-dashboard/updates',
  mentorHelp: '/mentor-dashboard/help',
  mentorWallet: '/mentor-dashboard/wallet',
  /** Beyond the spec: the mentor's reviews, with one reply to each. */
  mentorReviews: '/mentor-dashboard/reviews',

  adminDashboard: '/admin-dashboard',
  adminMentors: '/admin-dashboard/mentors',
  adminStudents: '/admin-dashboard/students',
  adminMentorApproval: '/admin-dashboard/mentor-approval',
  adminPendingSessions: '/admin-dashboard/pending-sessions',
  adminActiveSessions: '/admin-dashboard/active-sessions',
  adminPayouts: '/admin-dashboard/payment',
  adminClearedPayments: '/admin-dashboard/cleared-payment',
  adminFeaturedMentors: '/admin-dashboard/featured-mentors',
  adminBlogs: '/admin-dashboard/blog-post',
  adminFeaturedAd: '/admin-dashboard/featured-ad',
  adminUpdates: '/admin-dashboard/admin-updates',
  adminWebinars: '/admin-dashboard/webinars',
  adminTestimonials: '/admin-dashboard/testimonial',
  adminProfileSetting: '/admin-dashboard/admin-profile-setting',
  adminChangePassword: '/admin-dashboard/admin-change-password',
  adminCustomReferrals: '/admin-dashboard/custom-referrals',
  /** Beyond the spec: the package catalog per category (prices, real prices, descriptions, earnings). */
  adminPackages: '/admin-dashboard/packages',
  /** Beyond the spec: every admin action (who, what, which record, when). */
  adminAuditLog: '/admin-dashboard/audit-log',
  /** Beyond the spec: recent reviews, where an admin hides one that breaks the rules. */
  adminReviews: '/admin-dashboard/reviews',
  /** Beyond the spec: a session's tracked join address, for its student and its mentor. */
  joinSession: '/join/:sessionId',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePattern = (typeof ROUTES)[RouteName];

/**
 * An address no pattern matches, where the web app shows its not-found page. The server prerenders the
 * page there once and sends that HTML, with status 404, for every address that is not a page.
 */
export const NOT_FOUND_PATH = '/404';

/** The pattern with its one `:name` segment replaced by the value, encoded as a single segment. */
function withParam(pattern: string, value: string): string {
  return pattern.replace(/:\w+/, encodeURIComponent(value));
}

/** Links to the pages with a parameter; every other page's link is its pattern in ROUTES. */
export const paths = {
  singleMentor: (mentorId: string) => withParam(ROUTES.singleMentor, mentorId),
  singleBlog: (slug: string) => withParam(ROUTES.singleBlog, slug),
  resetPassword: (token: string) => withParam(ROUTES.resetPassword, token),
  /**
   * Sign-in that brings a student back to `pathname` afterwards. The return path rides in the address
   * (not only in router state) so a tap before the page's scripts ran still comes back.
   */
  loginReturningTo: (pathname: string) =>
    `${ROUTES.login}?${new URLSearchParams({ from: pathname }).toString()}`,
  /** The student's conversation with this mentor. */
  studentChat: (mentorId: string) => withParam(ROUTES.studentChat, mentorId),
  /** The mentor's conversation with this student. */
  mentorChat: (studentId: string) => withParam(ROUTES.mentorChat, studentId),
  /** A session's join address: records who joined when, then opens the call. */
  joinSession: (sessionId: string) => withParam(ROUTES.joinSession, sessionId),
  /** The mentor listing filtered to one category (its `category` filter), e.g. after a mentor declined. */
  mentorsInCategory: (category: string) =>
    `${ROUTES.searchMentor}?${new URLSearchParams({ category }).toString()}`,
};

/**
 * The parameters of an address (without query string) that fits the pattern as React Router matches it,
 * or null: the same number of segments, fixed ones equal regardless of case, `:name` taking any one
 * non-empty segment (decoded); a trailing slash is ignored.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = (pathname.replace(/\/+$/, '') || '/').split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const given = actual[index] ?? '';
    if (segment.startsWith(':')) {
      if (given === '') return null;
      params[segment.slice(1)] = safeDecode(given);
    } else if (segment.toLowerCase() !== given.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** A segment as React Router hands it to the page: decoded, or as it came when its encoding is broken. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether the address (without query string) is one of the web app's pages. */
export function isPagePath(pathname: string): boolean {
  return Object.values(ROUTES).some((pattern) => matchRoute(pattern, pathname) !== null);
}

/**
 * LinkedIn sign-in returns to the web app with `token` and `userId` in the address (spec part 1 §4). The
 * server also sets this short-lived cookie and puts its value in the address: the page takes the session
 * only when the two match, so a link carrying someone else's token cannot sign a visitor in as them.
 */
export const SIGN_IN_HANDOFF_COOKIE = 'nm_signin_handoff';
/** The address's query value that must equal the cookie (`SIGN_IN_HANDOFF_COOKIE`). */
export const SIGN_IN_HANDOFF_PARAM = 'handoff';
