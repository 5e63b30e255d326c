import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addUpdateRequestSchema,
  adminCallerSchema,
  adminIdActionSchema,
  adminUpdateSchema,
  blogFieldsSchema,
  blogSchema,
  pagedListSchema,
  pageQuerySchema,
  testimonialFieldsSchema,
  testimonialSchema,
  updatesFeedSchema,
  webinarFieldsSchema,
  webinarSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import { uploadLimit } from '../auth/index.ts';
import {
  addBlog,
  addTestimonial,
  addUpdate,
  createWebinar,
  getUpdatesFeed,
  listBlogs,
  removeBlog,
  removeTestimonial,
  removeUpdate,
  removeWebinar,
} from './content-admin.service.ts';

const tags = ['admin: content'];
const security = [{ bearerAuth: [] }];
const PICTURES = 'Pictures: JPEG, PNG or WebP up to 5 MB; they count against the per-account upload limit.';

/** The admin's side of the public content: blogs, the webinar, testimonials and the updates feed. */
export function registerContentAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadLimit(app, ctx.storage, 'admin');
  const asAdmin = requireRole(ctx, 'admin');

  /** A multipart form of text fields and an optional picture (`image`), saved for the calling admin. */
  function registerUpload<Fields extends z.ZodType<{ adminId?: string }>, Item extends z.ZodType>(
    path: string,
    route: {
      summary: string;
      description: string;
      fields: Fields;
      response: Item;
      save: (
        ctx: AppContext,
        adminId: string,
        fields: z.infer<Fields>,
        image: Buffer | undefined,
      ) => Promise<z.infer<Item>>;
      message: string;
    },
  ): void {
    router.post(
      path,
      {
        schema: {
          tags,
          summary: route.summary,
          description: route.description,
          consumes: ['multipart/form-data'],
          // Widened: Fastify cannot resolve the reply type of a generic schema.
          response: okResponse<z.ZodType>(route.response),
          security,
        },
        preHandler: asAdmin,
      },
      async (request, reply) => {
        const { fields, files } = await readMultipart(request, ['image']);
        const body = parseFields(route.fields, fields);
        const user = assertSelf(request, body.adminId);
        await uploads.count(request, files);
        return sendOk(reply, await route.save(ctx, user.id, body, files.image), route.message);
      },
    );
  }

  /** Deletes one record named by `id` for the calling admin. */
  function registerRemoval(
    path: string,
    route: {
      summary: string;
      remove: (ctx: AppContext, adminId: string, id: string) => Promise<void>;
      message: string;
    },
  ): void {
    router.post(
      path,
      {
        schema: {
          tags,
          summary: route.summary,
          body: adminIdActionSchema,
          response: okResponse(z.null()),
          security,
        },
        preHandler: asAdmin,
      },
      async (request, reply) => {
        const user = assertSelf(request, request.body.adminId);
        await route.remove(ctx, user.id, request.body.id);
        return sendOk(reply, null, route.message);
      },
    );
  }

  registerUpload('/api/v1/admin/add-blog', {
    summary: 'Publish a blog (multipart: title, content as rich text, optional image)',
    description: `The content is cleaned on save: scripts, styles, event handlers and unsafe links are removed. ${PICTURES}`,
    fields: blogFieldsSchema,
    response: blogSchema,
    save: addBlog,
    message: 'Blog published',
  });

  router.post(
    '/api/v1/admin/list-blogs',
    {
      schema: {
        tags,
        summary: 'The admin blog grid: 8 a page, newest first',
        querystring: pageQuerySchema,
        body: adminCallerSchema,
        response: okResponse(pagedListSchema(blogSchema)),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      return sendOk(reply, await listBlogs(ctx, request.query.page));
    },
  );

  registerRemoval('/api/v1/admin/remove-blog', {
    summary: 'Delete a blog and its picture',
    remove: removeBlog,
    message: 'Blog deleted',
  });

  registerUpload('/api/v1/admin/create-webinar', {
    summary: 'Make a new webinar the current one (multipart: time, date, day, year, content, optional image)',
    description: `The description is rich text, cleaned on save. ${PICTURES}`,
    fields: webinarFieldsSchema,
    response: webinarSchema,
    save: createWebinar,
    message: 'Webinar created',
  });

  router.post(
    '/api/v1/admin/remove-webinar',
    {
      schema: {
        tags,
        summary: 'Remove the current webinar (kept on record with its registrations)',
        body: adminCallerSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.adminId);
      await removeWebinar(ctx, user.id);
      return sendOk(reply, null, 'Webinar removed');
    },
  );

  registerUpload('/api/v1/admin/add-testimonial', {
    summary: 'Add a testimonial (multipart: name, message, image)',
    description: PICTURES,
    fields: testimonialFieldsSchema,
    response: testimonialSchema,
    save: addTestimonial,
    message: 'Testimonial added',
  });

  registerRemoval('/api/v1/admin/delete-testimonial', {
    summary: 'Delete a testimonial and its picture',
    remove: removeTestimonial,
    message: 'Testimonial deleted',
  });

  router.post(
    '/api/v1/admin/add-update',
    {
      schema: {
        tags,
        summary: 'Post an update to every mentor’s Updates feed',
        body: addUpdateRequestSchema,
        response: okResponse(adminUpdateSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      return sendOk(reply, await addUpdate(ctx, user.id, request.body.message), 'Update posted');
    },
  );

  registerRemoval('/api/v1/admin/delete-update', {
    summary: 'Delete an update',
    remove: removeUpdate,
    message: 'Update deleted',
  });

  router.post(
    '/api/v1/admin/get-updates',
    {
      schema: {
        tags,
        summary:
          'The updates feed for mentors and admins: data[0] = { name, profilePicture, updates, pagination }',
        description: 'Newest first, 5 a page (`?page=`).',
        querystring: pageQuerySchema,
        body: z.strictObject({}).nullish(),
        response: okResponse(updatesFeedSchema),
        security,
      },
      preHandler: requireRole(ctx, 'mentor', 'admin'),
    },
    async (request, reply) => sendOk(reply, await getUpdatesFeed(ctx, request.query.page)),
  );
}
