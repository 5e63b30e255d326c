/**
 * A page's title (without the brand, which each renderer adds) and its description. One definition
 * for the HTML the server sends and for the head the web app updates on client-side navigation, so
 * both say the same.
 */
export interface PageText {
  title: string;
  description: string;
}

export const HOME_PAGE_TEXT: PageText = {
  title: 'One-on-one mentorship from NEET toppers',
  description:
    'Book one-on-one sessions with verified MBBS mentors who cracked NEET: personalised study plans, doubt clearing over chat and free webinars.',
};

/**
 * The mentor directory's text, here rather than only in public-page-text.ts: the directory is one of the
 * heaviest public pages and needs none of the other pages' texts.
 */
export const SEARCH_MENTOR_PAGE_TEXT: PageText = {
  title: 'Find a NEET mentor',
  description:
    'Browse verified MBBS mentors who cracked NEET. Filter by category, state, gender, attempts, exam year and budget.',
};

/**
 * The log-in and sign-up screens' text, here for the same reason: the sign-in screens carry the most
 * JavaScript of the prerendered pages and need none of the other pages' texts.
 */
export const LOGIN_PAGE_TEXT: PageText = { title: 'Log in', description: 'Log in as a student or a mentor.' };
export const SIGNUP_PAGE_TEXT: PageText = {
  title: 'Create an account',
  description: 'Sign up as a student, or apply to become a mentor.',
};

export function mentorPageText(mentor: {
  firstName: string;
  lastName: string;
  neetScore: number;
  neetExamYear: number | null;
  institute: string | null;
  languages: readonly string[];
}): PageText {
  const name = `${mentor.firstName} ${mentor.lastName}`;
  return {
    title: `${name} – NEET ${mentor.neetScore}, ${mentor.institute ?? 'MBBS mentor'}`,
    description:
      `Book a one-on-one NEET mentorship session with ${name}, MBBS student at ${mentor.institute ?? 'a medical college'} who scored ${mentor.neetScore} in NEET ${mentor.neetExamYear ?? ''}. Speaks ${mentor.languages.join(', ') || 'English'}.`.replace(
        /\s+/g,
        ' ',
      ),
  };
}

export const MENTOR_NOT_FOUND_TITLE = 'Mentor not found';
export const BLOG_NOT_FOUND_TEXT: PageText = {
  title: 'Blog not found',
  description: 'This article does not exist.',
};

/** Any address that is not a page: the web app's not-found page and the head the server sends with its 404. */
export const PAGE_NOT_FOUND_TEXT: PageText = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
};
