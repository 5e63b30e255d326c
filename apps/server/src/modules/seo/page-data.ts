import {
  ROUTES,
  matchRoute,
  noMentorFilters,
  pageQueryKeys,
  publicPageText,
  type InitialQuery,
  type SiteConfig,
} from '@neetmentor/contract';
import type { ZodType } from 'zod';
import type { AppContext } from '../../context.ts';
import type { PublicRead, ReadPublicData } from '../../lib/public-cache.ts';
import { blogRead, blogsRead, featuredMentorsRead, testimonialsRead, webinarRead } from '../content/index.ts';
import { mentorListingRead, mentorProfileRead } from '../mentors/index.ts';
import { blogMeta, mentorMeta, missingMentorMeta, MISSING_BLOG_META, type PageMeta } from './page-meta.ts';

/** A page whose HTML the server renders on request with the data it shows. */
export interface DataPage {
  /** What its data is built from: a change to any of these tables makes its HTML stale. */
  tables: readonly string[];
  /**
   * Reads its data as the public API does (same service, same ready answers), with the head that goes
   * with it (undefined: the site's own, the home page's). Throws the service's 404 error when the mentor
   * or blog does not exist or is not listed.
   */
  load(): Promise<{ meta: PageMeta | undefined; queries: InitialQuery[] }>;
  /** For a page that can be missing (a mentor, a blog): what is sent instead, with status 404. */
  missing?: MissingPage;
}

/**
 * A missing mentor's or blog's page: its own route rendered with the answer `null`, so it shows its "not
 * found" from the first byte and the browser adopts it without asking again. The markup is the same for
 * every missing address of the route (nothing in it comes from the address), so it is rendered once per
 * route; only the data element, keyed by the address, is written per request.
 */
export interface MissingPage {
  route: string;
  meta: PageMeta;
  queries: InitialQuery[];
}

/** A fixed public page whose data is one public read, under the query key its page reads. */
function onePublicRead(
  read: ReadPublicData,
  pathname: string,
  source: PublicRead<ZodType>,
  key: InitialQuery['key'],
): DataPage {
  return {
    tables: source.tables,
    async load() {
      return { meta: publicPageText(pathname), queries: [{ key, data: await read(source) }] };
    },
  };
}

/**
 * The pages the server renders with their data: the home page with its three lists, the blog list, the
 * current webinar, the first page of /search-mentor without filters, a mentor's profile and a blog's article, each with the
 * queries its page reads; undefined otherwise. (A search with filters or another page of it is left to
 * the browser.)
 */
export function findDataPage(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  read: ReadPublicData,
  pathname: string,
  site: SiteConfig,
): DataPage | undefined {
  if (matchRoute(ROUTES.home, pathname)) {
    const featured = featuredMentorsRead(ctx.db);
    const blogs = blogsRead(ctx.db);
    const testimonials = testimonialsRead(ctx.db);
    return {
      tables: [...new Set([...featured.tables, ...blogs.tables, ...testimonials.tables])],
      async load() {
        const [featuredData, blogsData, testimonialsData] = await Promise.all([
          read(featured),
          read(blogs),
          read(testimonials),
        ]);
        return {
          meta: undefined,
          queries: [
            { key: pageQueryKeys.featuredMentors(), data: featuredData },
            { key: pageQueryKeys.blogs(), data: blogsData },
            { key: pageQueryKeys.testimonials(), data: testimonialsData },
          ],
        };
      },
    };
  }
  if (matchRoute(ROUTES.blogs, pathname))
    return onePublicRead(read, pathname, blogsRead(ctx.db), pageQueryKeys.blogs());
  if (matchRoute(ROUTES.webinar, pathname))
    return onePublicRead(read, pathname, webinarRead(ctx.db), pageQueryKeys.webinar());
  if (matchRoute(ROUTES.searchMentor, pathname)) {
    const firstPage = pageQueryKeys.mentors(noMentorFilters(), 1);
    return onePublicRead(read, pathname, mentorListingRead(ctx, {}, 1), firstPage);
  }
  const mentorId = matchRoute(ROUTES.singleMentor, pathname)?.id;
  if (mentorId) {
    const source = mentorProfileRead(ctx, mentorId);
    return {
      tables: source.tables,
      missing: {
        route: ROUTES.singleMentor,
        meta: missingMentorMeta(site),
        queries: [{ key: pageQueryKeys.mentorProfile(mentorId), data: null }],
      },
      async load() {
        const mentor = await read(source);
        return {
          meta: mentorMeta(mentor),
          queries: [{ key: pageQueryKeys.mentorProfile(mentorId), data: mentor }],
        };
      },
    };
  }
  const slug = matchRoute(ROUTES.singleBlog, pathname)?.slug;
  if (slug) {
    const source = blogRead(ctx.db, slug);
    return {
      tables: source.tables,
      missing: {
        route: ROUTES.singleBlog,
        meta: MISSING_BLOG_META,
        queries: [{ key: pageQueryKeys.blog(slug), data: null }],
      },
      async load() {
        const blog = await read(source);
        return { meta: blogMeta(blog), queries: [{ key: pageQueryKeys.blog(slug), data: blog }] };
      },
    };
  }
  return undefined;
}
