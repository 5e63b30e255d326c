import { z } from 'zod';
import {
  blogPreview,
  blogSchema,
  blogSummarySchema,
  featuredMentorSchema,
  testimonialSchema,
  type ApplicationFee,
  type Blog,
  type BlogSummary,
  type FeaturedMentor,
  type Testimonial,
} from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { PUBLIC_READ_TABLES, type PublicRead } from '../../lib/public-cache.ts';
import { getVerificationAmountRupees } from '../admin/index.ts';
import {
  findBlog,
  findFeeFreeUntil,
  listBlogs,
  listFeaturedMentors,
  listTestimonials,
} from './content.repository.ts';

/** Public shapes are built field by field: nothing private can leak through a whole row. */
export async function getFeaturedMentors(db: Db): Promise<FeaturedMentor[]> {
  const rows = await listFeaturedMentors(db);
  return rows.map((row) => ({
    _id: row.id,
    mentorId: row.mentorId,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePicture: row.profilePicture,
    institute: row.institute,
    neetScore: row.neetScore,
    airRank: row.airRank,
    feedBack: row.ratings.map((rating) => ({ rating })),
  }));
}

function toBlog(row: Awaited<ReturnType<typeof listBlogs>>[number]): Blog {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.contentHtml,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}

/** get-blogs: every blog, newest first, each with its opening instead of its article. */
export async function getBlogs(db: Db): Promise<BlogSummary[]> {
  return (await listBlogs(db)).map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    preview: blogPreview(row.contentHtml),
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The public reads of the home page's lists, shared by their API routes (GET and POST, keyed by the path)
 * and the server-rendered home page, so both answer from the same ready answer.
 */
export function featuredMentorsRead(db: Db): PublicRead<z.ZodArray<typeof featuredMentorSchema>> {
  return {
    key: '/api/v1/admin/get-featured-mentors',
    tables: PUBLIC_READ_TABLES.featuredMentors,
    schema: z.array(featuredMentorSchema),
    load: () => getFeaturedMentors(db),
  };
}

export function blogsRead(db: Db): PublicRead<z.ZodArray<typeof blogSummarySchema>> {
  return {
    key: '/api/v1/admin/get-blogs',
    tables: PUBLIC_READ_TABLES.blogs,
    schema: z.array(blogSummarySchema),
    load: () => getBlogs(db),
  };
}

export function testimonialsRead(db: Db): PublicRead<z.ZodArray<typeof testimonialSchema>> {
  return {
    key: '/api/v1/admin/get-testimonial',
    tables: PUBLIC_READ_TABLES.testimonials,
    schema: z.array(testimonialSchema),
    load: () => getTestimonials(db),
  };
}

/** The public read of one blog, shared by its API route and the server-rendered article page. */
export function blogRead(db: Db, idOrSlug: string): PublicRead<typeof blogSchema> {
  return {
    key: `blog:${idOrSlug}`,
    tables: PUBLIC_READ_TABLES.blogs,
    schema: blogSchema,
    load: () => getBlog(db, idOrSlug),
  };
}

export async function getBlog(db: Db, idOrSlug: string): Promise<Blog> {
  const row = await findBlog(db, idOrSlug);
  if (!row) throw notFound('This blog does not exist.');
  return toBlog(row);
}

export async function getTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await listTestimonials(db);
  return rows.map((row) => ({ _id: row.id, name: row.name, image: row.image, testimonial: row.message }));
}

/**
 * The fee, exactly as get-amount answers it, and the end of its waiver; the page decides whether that
 * moment is still ahead.
 */
export async function getApplicationFee(db: Db): Promise<ApplicationFee> {
  const [amount, freeUntil] = await Promise.all([getVerificationAmountRupees(db), findFeeFreeUntil(db)]);
  return { amount, freeUntil: freeUntil?.toISOString() ?? null };
}
