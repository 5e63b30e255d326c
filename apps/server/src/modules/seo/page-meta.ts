import { htmlToText, type SiteConfig } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBlog } from '../content/content.service.ts';
import { getPublicMentorProfile } from '../mentors/mentor-listing.service.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative picture for link previews. */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** 404 for a mentor or blog that does not exist, so search engines drop the address. */
  status?: number;
  /** Pages behind a login are not for search engines. */
  noindex?: boolean;
}

/** Titles and descriptions of the public pages; the brand name is added by the renderer. */
export const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/search-mentor': {
    title: 'Find a NEET mentor',
    description:
      'Browse verified MBBS mentors who cracked NEET. Filter by category, state, gender, attempts, exam year and budget.',
  },
  '/became-mentor': {
    title: 'Become a mentor',
    description:
      'MBBS students who cracked NEET: guide aspirants one on one, set your own hours and earn every month.',
  },
  '/webinar-page': {
    title: 'Free NEET webinar',
    description: 'Register for our free live webinar on NEET preparation with MBBS mentors.',
  },
  '/blogs-page': {
    title: 'Your NEET Success Guide',
    description: 'Study plans, revision strategies and honest advice for NEET aspirants from MBBS mentors.',
  },
  '/contact-us': {
    title: 'Contact us',
    description: 'Write to our support team, 09:00 AM to 09:00 PM every day.',
  },
  '/terms-condition': {
    title: 'Terms & Conditions',
    description: 'The terms that apply to students, mentors and visitors of the platform.',
  },
  '/refund-policy': {
    title: 'Refund policy',
    description: 'When sessions are refunded, how to ask, and how long refunds take.',
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description: 'What we collect, why, how long we keep it and your choices.',
  },
  '/about-us': {
    title: 'About us',
    description: 'Why we connect NEET aspirants with MBBS students who cracked the exam.',
  },
  '/faq-mentors': {
    title: 'FAQ for mentors',
    description: 'Answers to common questions from mentors: eligibility, verification, sessions and payouts.',
  },
  '/faq-students': {
    title: 'FAQ for students',
    description: 'Answers to common questions from students: booking, payments, refunds and sessions.',
  },
  '/why-choose-us': {
    title: 'Why mentor with us',
    description: 'Why MBBS students choose to mentor NEET aspirants with us.',
  },
  '/how-it-works': {
    title: 'How it works',
    description:
      'Find a mentor, book a session, chat to plan it and rate it afterwards: how it works, step by step.',
  },
  '/login': { title: 'Log in', description: 'Log in as a student or a mentor.' },
  '/signup': {
    title: 'Create an account',
    description: 'Sign up as a student, or apply to become a mentor.',
  },
};

const PRIVATE_PREFIXES = [
  '/student-profile',
  '/mentor-dashboard',
  '/admin-dashboard',
  '/admin',
  '/signup/',
  '/login/',
];

function isMissing(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 404;
}

/** What a page's HTML head should say, looked up from the address alone. */
export async function resolvePageMeta(
  db: Db,
  pathname: string,
  site: SiteConfig,
): Promise<PageMeta | undefined> {
  const mentorMatch = /^\/single-mentor\/([^/]+)$/.exec(pathname);
  if (mentorMatch?.[1]) {
    try {
      const mentor = await getPublicMentorProfile(db, decodeURIComponent(mentorMatch[1]));
      const name = `${mentor.firstName} ${mentor.lastName}`;
      return {
        title: `${name} – NEET ${mentor.neetScore}, ${mentor.institute ?? 'MBBS mentor'}`,
        description:
          `Book a one-on-one NEET mentorship session with ${name}, MBBS student at ${mentor.institute ?? 'a medical college'} who scored ${mentor.neetScore} in NEET ${mentor.neetExamYear ?? ''}. Speaks ${mentor.languages.join(', ') || 'English'}.`.replace(
            /\s+/g,
            ' ',
          ),
        image: mentor.profilePicture,
        type: 'profile',
      };
    } catch (error) {
      if (isMissing(error))
        return {
          title: 'Mentor not found',
          description: `This mentor is not available on ${site.brandName}.`,
          status: 404,
          noindex: true,
        };
      throw error;
    }
  }
  const blogMatch = /^\/single-blog\/([^/]+)$/.exec(pathname);
  if (blogMatch?.[1]) {
    try {
      const blog = await getBlog(db, decodeURIComponent(blogMatch[1]));
      const text = htmlToText(blog.content);
      return {
        title: blog.title,
        description: text.length > 160 ? `${text.slice(0, 157)}...` : text,
        image: blog.image,
        type: 'article',
      };
    } catch (error) {
      if (isMissing(error))
        return {
          title: 'Blog not found',
          description: 'This article does not exist.',
          status: 404,
          noindex: true,
        };
      throw error;
    }
  }
  const known = STATIC_PAGES[pathname];
  if (known) return known;
  if (
    PRIVATE_PREFIXES.some(
      (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    )
  ) {
    return { title: site.brandName, description: '', noindex: true };
  }
  return undefined;
}
