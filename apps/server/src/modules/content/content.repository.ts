import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogs,
  featuredMentors,
  feedback,
  mentors,
  platformSettings,
  testimonials,
} from '../../db/schema/index.ts';
import { isListed } from '../mentors/index.ts';

/**
 * Featured mentors in the admin's order, with their ratings: only those the directory lists (approved,
 * active, e-mail verified, with a NEET score), so the home page never shows a profile that answers 404.
 */
export function listFeaturedMentors(db: Db) {
  return db
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      profilePicture: mentors.profilePicture,
      institute: mentors.institute,
      // Never null here: isListed requires a score.
      neetScore: sql<number>`${mentors.neetScore}`,
      airRank: mentors.airRank,
      ratings: sql<number[]>`coalesce(
        (select array_agg(${feedback.rating} order by ${feedback.createdAt}) from ${feedback} where ${feedback.mentorId} = ${mentors.id}),
        '{}'::int[])`,
    })
    .from(featuredMentors)
    .innerJoin(mentors, eq(featuredMentors.mentorId, mentors.id))
    .where(isListed)
    .orderBy(asc(featuredMentors.position), asc(featuredMentors.createdAt));
}

const blogColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  contentHtml: blogs.contentHtml,
  image: blogs.image,
  createdAt: blogs.createdAt,
};

export function listBlogs(db: Db) {
  return db.select(blogColumns).from(blogs).orderBy(desc(blogs.createdAt), asc(blogs.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findBlog(db: Db, idOrSlug: string) {
  const [row] = await db
    .select(blogColumns)
    .from(blogs)
    .where(UUID.test(idOrSlug) ? eq(blogs.id, idOrSlug) : eq(blogs.slug, idOrSlug.toLowerCase()))
    .limit(1);
  return row;
}

export function listTestimonials(db: Db) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      image: testimonials.image,
      message: testimonials.message,
    })
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), asc(testimonials.id));
}

/** The end of the fee waiver; null without one (or before the settings row exists). */
export async function findFeeFreeUntil(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ freeUntil: platformSettings.feeFreeUntil })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row?.freeUntil ?? null;
}
