import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminUpdates, admins, blogs, testimonials, webinars } from '../../db/schema/index.ts';

const blogColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  contentHtml: blogs.contentHtml,
  image: blogs.image,
  createdAt: blogs.createdAt,
};

export async function insertBlog(
  executor: Executor,
  blog: { slug: string; title: string; contentHtml: string; image: string | null; now: Date },
) {
  const [row] = await executor
    .insert(blogs)
    .values({
      slug: blog.slug,
      title: blog.title,
      contentHtml: blog.contentHtml,
      image: blog.image,
      createdAt: blog.now,
      updatedAt: blog.now,
    })
    .returning(blogColumns);
  if (!row) throw new Error('blog not inserted');
  return row;
}

/** A page of blogs, newest first. */
export async function listBlogPage(executor: Executor, window: { limit: number; offset: number }) {
  const [count] = await executor.select({ total: sql<number>`count(*)::int` }).from(blogs);
  const rows = await executor
    .select(blogColumns)
    .from(blogs)
    .orderBy(desc(blogs.createdAt), asc(blogs.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: count?.total ?? 0 };
}

export async function deleteBlog(executor: Executor, id: string) {
  const [row] = await executor
    .delete(blogs)
    .where(eq(blogs.id, id))
    .returning({ id: blogs.id, slug: blogs.slug, title: blogs.title, image: blogs.image });
  return row;
}

/** The current webinar stops being current; its id, or undefined when there was none. */
export async function retireCurrentWebinar(executor: Executor): Promise<string | undefined> {
  const [row] = await executor
    .update(webinars)
    .set({ isCurrent: false })
    .where(eq(webinars.isCurrent, true))
    .returning({ id: webinars.id });
  return row?.id;
}

export async function insertCurrentWebinar(
  executor: Executor,
  webinar: {
    time: string;
    date: string;
    day: string;
    year: string;
    contentHtml: string;
    image: string | null;
    now: Date;
  },
) {
  const [row] = await executor
    .insert(webinars)
    .values({
      time: webinar.time,
      date: webinar.date,
      day: webinar.day,
      year: webinar.year,
      contentHtml: webinar.contentHtml,
      image: webinar.image,
      isCurrent: true,
      createdAt: webinar.now,
    })
    .returning({ id: webinars.id });
  if (!row) throw new Error('webinar not inserted');
  return row.id;
}

export async function insertTestimonial(
  executor: Executor,
  testimonial: { name: string; message: string; image: string | null; now: Date },
) {
  const [row] = await executor
    .insert(testimonials)
    .values({
      name: testimonial.name,
      message: testimonial.message,
      image: testimonial.image,
      createdAt: testimonial.now,
    })
    .returning({
      id: testimonials.id,
      name: testimonials.name,
      image: testimonials.image,
      message: testimonials.message,
    });
  if (!row) throw new Error('testimonial not inserted');
  return row;
}

export async function deleteTestimonial(executor: Executor, id: string) {
  const [row] = await executor
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id, name: testimonials.name, image: testimonials.image });
  return row;
}

export async function insertAdminUpdate(
  executor: Executor,
  update: { adminId: string; content: string; now: Date },
) {
  const [row] = await executor
    .insert(adminUpdates)
    .values({ adminId: update.adminId, content: update.content, createdAt: update.now })
    .returning({ id: adminUpdates.id, content: adminUpdates.content, createdAt: adminUpdates.createdAt });
  if (!row) throw new Error('update not inserted');
  return row;
}

export async function deleteAdminUpdate(executor: Executor, id: string) {
  const [row] = await executor
    .delete(adminUpdates)
    .where(eq(adminUpdates.id, id))
    .returning({ id: adminUpdates.id, content: adminUpdates.content });
  return row;
}

/** A page of the updates, newest first, each with its author's name and picture. */
export async function listAdminUpdates(executor: Executor, window: { limit: number; offset: number }) {
  const [count] = await executor.select({ total: sql<number>`count(*)::int` }).from(adminUpdates);
  const rows = await executor
    .select({
      id: adminUpdates.id,
      content: adminUpdates.content,
      createdAt: adminUpdates.createdAt,
      authorName: admins.name,
      authorPicture: admins.profilePicture,
    })
    .from(adminUpdates)
    .innerJoin(admins, eq(admins.id, adminUpdates.adminId))
    .orderBy(desc(adminUpdates.createdAt), desc(adminUpdates.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: count?.total ?? 0 };
}
