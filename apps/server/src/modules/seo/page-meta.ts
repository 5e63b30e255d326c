import {
  BLOG_NOT_FOUND_TEXT,
  MENTOR_NOT_FOUND_TITLE,
  blogPageText,
  mentorPageText,
  publicPageText,
  type PageText,
  type SiteConfig,
} from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBlog } from '../content/content.service.ts';
import { getPublicMentorProfile } from '../mentors/mentor-listing.service.ts';

export interface PageMeta extends PageText {
  /** Absolute or site-relative picture for link previews. */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** 404 for a mentor or blog that does not exist, so search engines drop the address. */
  status?: number;
  /** Pages behind a login are not for search engines. */
  noindex?: boolean;
}

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
      return { ...mentorPageText(mentor), image: mentor.profilePicture, type: 'profile' };
    } catch (error) {
      if (isMissing(error))
        return {
          title: MENTOR_NOT_FOUND_TITLE,
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
      return { ...blogPageText(blog), image: blog.image, type: 'article' };
    } catch (error) {
      if (isMissing(error)) return { ...BLOG_NOT_FOUND_TEXT, status: 404, noindex: true };
      throw error;
    }
  }
  const known = publicPageText(pathname);
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
