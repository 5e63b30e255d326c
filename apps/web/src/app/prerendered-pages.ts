const CONTENT = 'src/features/content/pages';
const AUTH_LAYOUT = 'src/app/layouts/auth-layout.tsx';
const AUTH = 'src/features/auth/pages';

/**
 * The pages anyone may open without signing in, each with the modules of its lazily loaded layout and
 * page (as the client build's manifest names them), whose chunks the HTML preloads. Their first screen
 * depends on the address alone: data shows its loading state, a session appears after hydration. For the
 * two dynamic routes the loading state does not depend on the parameter, so one render serves every
 * mentor and every blog. The sign-up academics step is left out: it starts from a draft kept in the
 * browser.
 */
export const PRERENDERED_PAGES: readonly { route: string; modules: readonly string[] }[] = [
  { route: '/', modules: ['src/features/home/pages/home-page.tsx'] },
  { route: '/search-mentor', modules: ['src/features/mentors/pages/search-mentor-page.tsx'] },
  { route: '/single-mentor/:id', modules: ['src/features/mentors/pages/single-mentor-page.tsx'] },
  { route: '/became-mentor', modules: [`${CONTENT}/became-mentor-page.tsx`] },
  { route: '/webinar-page', modules: [`${CONTENT}/webinar-page.tsx`] },
  { route: '/blogs-page', modules: [`${CONTENT}/blogs-page.tsx`] },
  { route: '/single-blog/:slug', modules: [`${CONTENT}/single-blog-page.tsx`] },
  { route: '/contact-us', modules: [`${CONTENT}/contact-page.tsx`] },
  { route: '/terms-condition', modules: [`${CONTENT}/terms-page.tsx`] },
  { route: '/refund-policy', modules: [`${CONTENT}/refund-policy-page.tsx`] },
  { route: '/privacy-policy', modules: [`${CONTENT}/privacy-policy-page.tsx`] },
  { route: '/about-us', modules: [`${CONTENT}/about-page.tsx`] },
  { route: '/faq-mentors', modules: [`${CONTENT}/faq-mentors-page.tsx`] },
  { route: '/faq-students', modules: [`${CONTENT}/faq-students-page.tsx`] },
  { route: '/why-choose-us', modules: [`${CONTENT}/why-choose-us-page.tsx`] },
  { route: '/how-it-works', modules: [`${CONTENT}/how-it-works-page.tsx`] },
  { route: '/login', modules: [AUTH_LAYOUT, `${AUTH}/login-page.tsx`] },
  { route: '/signup', modules: [AUTH_LAYOUT, `${AUTH}/signup-page.tsx`] },
  { route: '/login/forgot-password', modules: [AUTH_LAYOUT, `${AUTH}/forgot-password-page.tsx`] },
  {
    route: '/login/forgot-password/resetPassword/:token',
    modules: [AUTH_LAYOUT, `${AUTH}/reset-password-page.tsx`],
  },
  {
    route: '/signup/mentor-signup/mentor-signup-success',
    modules: [AUTH_LAYOUT, `${AUTH}/mentor-signup-success-page.tsx`],
  },
  { route: '/admin/login', modules: [AUTH_LAYOUT, `${AUTH}/admin-login-page.tsx`] },
];
