import { LOGIN_PAGE_TEXT, SEARCH_MENTOR_PAGE_TEXT, SIGNUP_PAGE_TEXT, type PageText } from './page-text.ts';
import { ROUTES } from './routes.ts';

/**
 * The public pages with a fixed address. Kept apart from page-text.ts so the home page, which needs
 * none of it, does not download the table.
 */
export const PUBLIC_PAGE_TEXT = {
  [ROUTES.searchMentor]: SEARCH_MENTOR_PAGE_TEXT,
  [ROUTES.becameMentor]: {
    title: 'Become a mentor',
    description:
      'MBBS students who cracked NEET: guide aspirants one on one, set your own hours and earn every month.',
  },
  [ROUTES.webinar]: {
    title: 'Free NEET webinar',
    description: 'Register for our free live webinar on NEET preparation with MBBS mentors.',
  },
  [ROUTES.blogs]: {
    title: 'Your NEET Success Guide',
    description: 'Study plans, revision strategies and honest advice for NEET aspirants from MBBS mentors.',
  },
  [ROUTES.contact]: {
    title: 'Contact us',
    description: 'Write to our support team, 09:00 AM to 09:00 PM every day.',
  },
  [ROUTES.terms]: {
    title: 'Terms & Conditions',
    description: 'The terms that apply to students, mentors and visitors of the platform.',
  },
  [ROUTES.refundPolicy]: {
    title: 'Refund policy',
    description: 'When sessions are refunded, how to ask, and how long refunds take.',
  },
  [ROUTES.privacyPolicy]: {
    title: 'Privacy policy',
    description: 'What we collect, why, how long we keep it and your choices.',
  },
  [ROUTES.about]: {
    title: 'About us',
    description: 'Why we connect NEET aspirants with MBBS students who cracked the exam.',
  },
  [ROUTES.faqMentors]: {
    title: 'FAQ for mentors',
    description: 'Answers to common questions from mentors: eligibility, verification, sessions and payouts.',
  },
  [ROUTES.faqStudents]: {
    title: 'FAQ for students',
    description: 'Answers to common questions from students: booking, payments, refunds and sessions.',
  },
  [ROUTES.whyChooseUs]: {
    title: 'Why mentor with us',
    description: 'Why MBBS students choose to mentor NEET aspirants with us.',
  },
  [ROUTES.howItWorks]: {
    title: 'How it works',
    description:
      'Find a mentor, book a session, chat to plan it and rate it afterwards: how it works, step by step.',
  },
  [ROUTES.login]: LOGIN_PAGE_TEXT,
  [ROUTES.signup]: SIGNUP_PAGE_TEXT,
} as const satisfies Record<string, PageText>;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_TEXT;

/** The text of a fixed public page, or undefined for any other address. */
export function publicPageText(pathname: string): PageText | undefined {
  return Object.hasOwn(PUBLIC_PAGE_TEXT, pathname) ? PUBLIC_PAGE_TEXT[pathname as PublicPagePath] : undefined;
}
