import { ROUTES, matchRoute, pageQueryKeys, type InitialQuery, type SiteConfig } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { ReadPublicData } from '../../lib/public-cache.ts';
import { blogRead } from '../content/index.ts';
import { mentorProfileRead } from '../mentors/index.ts';
import { blogMeta, mentorMeta, missingMentorMeta, MISSING_BLOG_META, type PageMeta } from './page-meta.ts';

/** A page whose HTML the server renders on request with the data it shows. */
export interface DataPage {
  /** What its data is built from: a change to any of these tables makes its HTML stale. */
  tables: readonly string[];
  /**
   * Reads its data as the public API does (same service, same ready answers), with the head that goes
   * with it. Throws the service's 404 error when the mentor or blog does not exist or is not listed.
   */
  load(): Promise<{ meta: PageMeta; queries: InitialQuery[] }>;
  /** The head of the not-found page sent instead, with status 404. */
  missingMeta: PageMeta;
}

/** The mentor profile and the blog article, each with the one query its page reads; undefined otherwise. */
export function findDataPage(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  read: ReadPublicData,
  pathname: string,
  site: SiteConfig,
): DataPage | undefined {
  const mentorId = matchRoute(ROUTES.singleMentor, pathname)?.id;
  if (mentorId) {
    const source = mentorProfileRead(ctx, mentorId);
    return {
      tables: source.tables,
      missingMeta: missingMentorMeta(site),
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
      missingMeta: MISSING_BLOG_META,
      async load() {
        const blog = await read(source);
        return { meta: blogMeta(blog), queries: [{ key: pageQueryKeys.blog(slug), data: blog }] };
      },
    };
  }
  return undefined;
}
