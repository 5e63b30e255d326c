import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogs, mentors } from '../../db/schema/index.ts';
import { isListed } from '../mentors/index.ts';

/** Every listed mentor and every blog, with when each last changed, for the sitemap. */
export function listSitemapEntries(db: Executor) {
  return Promise.all([
    db
      .select({ id: mentors.id, updatedAt: mentors.updatedAt })
      .from(mentors)
      .where(isListed)
      .orderBy(sql`${mentors.id}`),
    db.select({ slug: blogs.slug, updatedAt: blogs.updatedAt }).from(blogs).orderBy(desc(blogs.createdAt)),
  ]);
}
