import { randomBytes } from 'node:crypto';
import {
  ADMIN_BLOGS_PAGE_SIZE,
  UPDATES_PAGE_SIZE,
  type AdminUpdate,
  type Blog,
  type Testimonial,
  type UpdatesFeed,
  type Webinar,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/display-ids.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { pageThrough, type Paged } from '../../lib/paging.ts';
import { replacePublicFile } from '../../lib/replaced-files.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { audit } from '../admin/index.ts';
import { excerpt } from '../../lib/excerpt.ts';
import {
  deleteAdminUpdate,
  deleteBlog,
  deleteTestimonial,
  insertAdminUpdate,
  insertBlog,
  insertCurrentWebinar,
  insertTestimonial,
  listAdminUpdates,
  listBlogPage,
  retireCurrentWebinar,
} from './content-admin.repository.ts';
import { getCurrentWebinar } from './content-forms.service.ts';

type ContentContext = Pick<AppContext, 'db' | 'clock' | 'storage' | 'brand'>;

const SLUG_ATTEMPTS = 5;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** "Last 60 days before NEET!" → "last-60-days-before-neet"; a blog is found by id or by this slug. */
function slugFor(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  // A slug shaped like an id would be looked up as one.
  return slug && !UUID_SHAPE.test(slug) ? slug : `blog-${randomBytes(3).toString('hex')}`;
}

/** Rich text cleaned of scripts, styles, event handlers and unsafe links; nothing left is refused. */
function cleanRichText(html: string, field: string, label: string): string {
  const clean = sanitizeRichText(html).trim();
  if (!clean) {
    throw badRequest(`${label} is empty once unsafe parts are removed.`, [
      { path: field, message: `${label} has no text that can be shown.` },
    ]);
  }
  return clean;
}

/** A new public picture's storage key: never reused, so browsers may cache pictures for good. */
const pictureKey = (folder: string) => `${folder}/${randomBytes(8).toString('hex')}.webp`;

function toBlog(row: {
  id: string;
  slug: string;
  title: string;
  contentHtml: string;
  image: string | null;
  createdAt: Date;
}): Blog {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.contentHtml,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}

/** add-blog: the content is cleaned on save; a title already used gets a slug with a short suffix. */
export async function addBlog(
  ctx: ContentContext,
  adminId: string,
  fields: { title: string; content: string },
  picture: Buffer | undefined,
): Promise<Blog> {
  const contentHtml = cleanRichText(fields.content, 'content', 'The content');
  const image = picture ? await processUploadedImage(picture, { maxSize: 1600 }) : undefined;
  let saved: Blog | undefined;
  await replacePublicFile(ctx, {
    current: null,
    replacement: image && { key: pictureKey('blogs'), data: image.data },
    save: (url) =>
      ctx.db.transaction(async (tx) => {
        const base = slugFor(fields.title);
        for (let attempt = 0; attempt < SLUG_ATTEMPTS && !saved; attempt += 1) {
          const slug = attempt === 0 ? base : `${base}-${randomBytes(2).toString('hex')}`;
          try {
            // A savepoint per attempt: a clashing slug must not abort the transaction.
            const row = await tx.transaction((savepoint) =>
              insertBlog(savepoint, {
                slug,
                title: fields.title,
                contentHtml,
                image: url,
                now: ctx.clock.now(),
              }),
            );
            saved = toBlog(row);
          } catch (error) {
            if (!isUniqueViolation(error, 'blogs_slug_unique')) throw error;
          }
        }
        if (!saved) throw new Error('could not find a free blog slug');
        await audit(ctx, tx, adminId, 'blog.add', { type: 'blog', id: saved._id }, { title: saved.title });
      }),
  });
  if (!saved) throw new Error('blog not saved');
  return saved;
}

/** The admin's blog grid: 8 a page, newest first. */
export function listBlogs(ctx: Pick<AppContext, 'db'>, page: number): Promise<Paged<Blog>> {
  return pageThrough(page, ADMIN_BLOGS_PAGE_SIZE, (window) => listBlogPage(ctx.db, window), toBlog);
}

/** remove-blog: the row goes, and its picture once the deletion has committed. */
export async function removeBlog(ctx: ContentContext, adminId: string, id: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deleteBlog(tx, id);
    // The title is kept in the entry: the log names the blog after it is gone.
    if (row) {
      await audit(
        ctx,
        tx,
        adminId,
        'blog.remove',
        { type: 'blog', id },
        { title: row.title, slug: row.slug },
      );
    }
    return row;
  });
  if (!removed) throw notFound('This blog does not exist.');
  if (removed.image) await ctx.storage.deletePublic(removed.image);
}

/**
 * create-webinar: the new webinar replaces the current one (there is one current webinar). The former
 * stays on record with its registrations and picture.
 */
export async function createWebinar(
  ctx: ContentContext,
  adminId: string,
  fields: { time: string; date: string; day: string; year: string; content: string },
  picture: Buffer | undefined,
): Promise<Webinar> {
  const contentHtml = cleanRichText(fields.content, 'content', 'The description');
  const image = picture ? await processUploadedImage(picture, { maxSize: 1600 }) : undefined;
  try {
    await replacePublicFile(ctx, {
      current: null,
      replacement: image && { key: pictureKey('webinars'), data: image.data },
      save: (url) =>
        ctx.db.transaction(async (tx) => {
          await retireCurrentWebinar(tx);
          const id = await insertCurrentWebinar(tx, {
            time: fields.time,
            date: fields.date,
            day: fields.day,
            year: fields.year,
            contentHtml,
            image: url,
            now: ctx.clock.now(),
          });
          await audit(ctx, tx, adminId, 'webinar.create', { type: 'webinar', id });
        }),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'webinars_one_current')) {
      throw conflict('Another webinar was created at the same moment. Please reload and check.');
    }
    throw error;
  }
  const webinar = await getCurrentWebinar(ctx.db);
  if (!webinar) throw new Error('webinar not saved');
  return webinar;
}

/** remove-webinar: no webinar is current any more (the pages then show none). */
export async function removeWebinar(ctx: ContentContext, adminId: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const id = await retireCurrentWebinar(tx);
    if (!id) return false;
    await audit(ctx, tx, adminId, 'webinar.remove', { type: 'webinar', id });
    return true;
  });
  if (!removed) throw notFound('There is no current webinar.');
}

const PICTURE_REQUIRED = 'Please add a picture.';

/** add-testimonial: name, text and a picture, which is required. */
export async function addTestimonial(
  ctx: ContentContext,
  adminId: string,
  fields: { name: string; message: string },
  picture: Buffer | undefined,
): Promise<Testimonial> {
  if (!picture) throw badRequest(PICTURE_REQUIRED, [{ path: 'image', message: PICTURE_REQUIRED }]);
  const image = await processUploadedImage(picture, { maxSize: 512 });
  let saved: Testimonial | undefined;
  await replacePublicFile(ctx, {
    current: null,
    replacement: { key: pictureKey('testimonials'), data: image.data },
    save: (url) =>
      ctx.db.transaction(async (tx) => {
        const row = await insertTestimonial(tx, {
          name: fields.name,
          message: fields.message,
          image: url,
          now: ctx.clock.now(),
        });
        saved = { _id: row.id, name: row.name, image: row.image, testimonial: row.message };
        await audit(
          ctx,
          tx,
          adminId,
          'testimonial.add',
          { type: 'testimonial', id: row.id },
          { name: row.name },
        );
      }),
  });
  if (!saved) throw new Error('testimonial not saved');
  return saved;
}

export async function removeTestimonial(ctx: ContentContext, adminId: string, id: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deleteTestimonial(tx, id);
    if (row)
      await audit(ctx, tx, adminId, 'testimonial.delete', { type: 'testimonial', id }, { name: row.name });
    return row;
  });
  if (!removed) throw notFound('This testimonial does not exist.');
  if (removed.image) await ctx.storage.deletePublic(removed.image);
}

/** add-update: a short plain-text note every mentor reads in their Updates feed. */
export async function addUpdate(ctx: ContentContext, adminId: string, message: string): Promise<AdminUpdate> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertAdminUpdate(tx, { adminId, content: message, now: ctx.clock.now() });
    await audit(ctx, tx, adminId, 'update.add', { type: 'update', id: row.id });
    return { _id: row.id, content: row.content, date: row.createdAt.toISOString() };
  });
}

export async function removeUpdate(ctx: ContentContext, adminId: string, id: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deleteAdminUpdate(tx, id);
    if (row) {
      await audit(
        ctx,
        tx,
        adminId,
        'update.delete',
        { type: 'update', id },
        { excerpt: excerpt(row.content) },
      );
    }
    return row;
  });
  if (!removed) throw notFound('This update does not exist.');
}

/**
 * get-updates: `data[0]` is who posts (the author of the page's newest update, or the brand before there
 * is any) and one page of updates, newest first, 5 a page.
 */
export async function getUpdatesFeed(
  ctx: Pick<AppContext, 'db' | 'brand'>,
  page: number,
): Promise<UpdatesFeed> {
  let author: { name: string; profilePicture: string | null } | undefined;
  const paged = await pageThrough(
    page,
    UPDATES_PAGE_SIZE,
    (window) => listAdminUpdates(ctx.db, window),
    (row) => {
      author ??= { name: row.authorName, profilePicture: row.authorPicture };
      return { _id: row.id, content: row.content, date: row.createdAt.toISOString() };
    },
  );
  return [
    {
      ...(author ?? { name: ctx.brand.brandName, profilePicture: null }),
      updates: paged.data,
      pagination: paged.pagination,
    },
  ];
}
