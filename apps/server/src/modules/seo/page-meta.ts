import {
  BLOG_NOT_FOUND_TEXT,
  HINDI_BLOG_NOT_FOUND_TEXT,
  HINDI_MENTOR_NOT_FOUND_TITLE,
  HINDI_PAGE_TEXT,
  hindiMentorPageText,
  type SiteLanguage,
  MENTOR_NOT_FOUND_TITLE,
  ROUTES,
  blogPageText,
  matchRoute,
  mentorPageText,
  publicPageText,
  type Blog,
  type MentorPublicProfile,
  type PageText,
  type SiteConfig,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBlog } from '../content/index.ts';
import { getPublicMentorProfile } from '../mentors/index.ts';

export interface PageMeta extends PageText {
  /** Absolute or site-relative picture for link previews. */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** 404 for a mentor or blog that does not exist, so search engines drop the address. */
  status?: number;
  /** Pages behind a login are not for search engines. */
  noindex?: boolean;
  /** The title and description in other languages, where they are not the fixed page's (`localizeMeta`). */
  translations?: Partial<Record<SiteLanguage, PageText>>;
}

/**
 * The head in the page's language: its own translation (a mentor's page), else the fixed page's text of
 * that language for the address (without its prefix), else as it is (a blog's title is its author's).
 */
export function localizeMeta(meta: PageMeta, language: SiteLanguage, pathname: string): PageMeta {
  if (language === 'en') return meta;
  const text =
    meta.translations?.[language] ??
    (Object.hasOwn(HINDI_PAGE_TEXT, pathname) ? HINDI_PAGE_TEXT[pathname] : undefined);
  return text ? { ...meta, ...text } : meta;
}

/** Whether a service answered that the mentor or blog does not exist (or is not listed). */
export function isMissing(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 404;
}

export function mentorMeta(mentor: MentorPublicProfile): PageMeta {
  return {
    ...mentorPageText(mentor),
    translations: { hi: hindiMentorPageText(mentor) },
    image: mentor.profilePicture,
    type: 'profile',
  };
}

export function missingMentorMeta(site: SiteConfig): PageMeta {
  return {
    title: MENTOR_NOT_FOUND_TITLE,
    description: `This mentor is not available on ${site.brandName}.`,
    translations: {
      hi: { title: HINDI_MENTOR_NOT_FOUND_TITLE, description: `यह मेंटर ${site.brandName} पर उपलब्ध नहीं हैं।` },
    },
    status: 404,
    noindex: true,
  };
}

export function blogMeta(blog: Blog): PageMeta {
  return { ...blogPageText(blog), image: blog.image, type: 'article' };
}

export const MISSING_BLOG_META: PageMeta = {
  ...BLOG_NOT_FOUND_TEXT,
  translations: { hi: HINDI_BLOG_NOT_FOUND_TEXT },
  status: 404,
  noindex: true,
};

/**
 * What the HTML head of a page of the route table should say, looked up from the address alone: the
 * home page's own head (undefined), a mentor's or a blog's, a public page's, or, for the account areas
 * and the sign-up and reset steps, the brand alone and no indexing.
 */
export async function resolvePageMeta(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  pathname: string,
  site: SiteConfig,
): Promise<PageMeta | undefined> {
  if (matchRoute(ROUTES.home, pathname)) return undefined;
  const mentorId = matchRoute(ROUTES.singleMentor, pathname)?.id;
  if (mentorId) {
    try {
      return mentorMeta(await getPublicMentorProfile(ctx, mentorId));
    } catch (error) {
      if (isMissing(error)) return missingMentorMeta(site);
      throw error;
    }
  }
  const slug = matchRoute(ROUTES.singleBlog, pathname)?.slug;
  if (slug) {
    try {
      return blogMeta(await getBlog(ctx.db, slug));
    } catch (error) {
      if (isMissing(error)) return MISSING_BLOG_META;
      throw error;
    }
  }
  return publicPageText(pathname) ?? { title: site.brandName, description: '', noindex: true };
}
