import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationFeeSchema,
  blogSchema,
  emptyBodySchema,
  newsletterRequestSchema,
  contactMessageSchema,
  webinarRegistrationSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { PUBLIC_READ_TABLES, sendPublicRead, type PublicRead } from '../../lib/public-cache.ts';
import {
  blogRead,
  blogsRead,
  featuredMentorsRead,
  getApplicationFee,
  testimonialsRead,
} from './content.service.ts';
import {
  registerForWebinar,
  saveContactMessage,
  subscribeToNewsletter,
  webinarRead,
} from './content-forms.service.ts';

import { bodyAddress, mailSendLimit, requestLanguage } from '../auth/index.ts';

const tags = ['public content'];

/**
 * A public read under the spec's POST path (kept for its callers) plus a GET twin at the same path, which
 * browsers may keep and revalidate with the ETag. Both answer from the servers' ready answers, keyed by
 * the path.
 */
function publicRead<T extends z.ZodType>(app: FastifyInstance, summary: string, read: PublicRead<T>): void {
  // The untyped router: the schemas still validate, and `load` is typed by the read's schema instead.
  const response = okResponse(read.schema);
  const answer = (request: FastifyRequest, reply: FastifyReply) => sendPublicRead(request, reply, read);
  app.post(read.key, { schema: { tags, summary, body: emptyBodySchema, response } }, answer);
  app.get(read.key, { schema: { tags, summary: `${summary} (cacheable)`, response } }, answer);
}

const blogParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(200) });

/** Public content the home page reads. The spec places these under /admin, called without a token. */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  publicRead(app, 'Featured mentors for the home page', featuredMentorsRead(ctx.db));
  publicRead(app, 'All blogs, newest first, each with its opening as plain text', blogsRead(ctx.db));
  publicRead(app, 'Testimonials', testimonialsRead(ctx.db));
  publicRead(app, 'The current webinar, or null when there is none', webinarRead(ctx.db));

  const singleBlog = 'One blog by id or slug (for shareable blog links)';
  const sendSingleBlog = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    sendPublicRead(request, reply, blogRead(ctx.db, id));
  router.post(
    '/api/v1/admin/get-single-blog/:id',
    {
      schema: {
        tags,
        summary: singleBlog,
        params: blogParamsSchema,
        body: emptyBodySchema,
        response: okResponse(blogSchema),
      },
    },
    async (request, reply) => sendSingleBlog(request, reply, request.params.id),
  );
  router.get(
    '/api/v1/admin/get-single-blog/:id',
    {
      schema: {
        tags,
        summary: `${singleBlog} (cacheable)`,
        params: blogParamsSchema,
        response: okResponse(blogSchema),
      },
    },
    async (request, reply) => sendSingleBlog(request, reply, request.params.id),
  );

  router.get(
    '/api/v1/mentors/application-fee',
    {
      schema: {
        tags,
        summary:
          'The mentor application fee in rupees and the end of its waiver (null when none); get-amount answers the amount alone',
        response: okResponse(applicationFeeSchema),
      },
    },
    async (request, reply) =>
      sendPublicRead(request, reply, {
        key: 'application-fee',
        tables: PUBLIC_READ_TABLES.settings,
        schema: applicationFeeSchema,
        load: () => getApplicationFee(ctx.db),
      }),
  );

  router.post(
    '/api/v1/admin/subscribe-newsletter',
    {
      schema: {
        tags,
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterRequestSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: mailSendLimit(app, 'newsletter', bodyAddress),
    },
    async (request, reply) => {
      await subscribeToNewsletter(ctx, request.body.gmail, requestLanguage(request));
      return sendOk(reply, null, 'Thank you for subscribing!');
    },
  );

  router.post(
    '/api/v1/admin/register-for-webinar',
    {
      schema: {
        tags,
        summary: 'Register for the current webinar (once per address)',
        body: webinarRegistrationSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: mailSendLimit(app, 'webinar', bodyAddress),
    },
    async (request, reply) => {
      await registerForWebinar(ctx, request.body, requestLanguage(request));
      return sendOk(reply, null, 'You are successfully registered for the webinar');
    },
  );

  router.post(
    '/api/v1/admin/contacted-us',
    {
      schema: {
        tags,
        summary: 'Send a message to support',
        body: contactMessageSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      preHandler: mailSendLimit(app, 'contact', bodyAddress),
    },
    async (request, reply) => {
      await saveContactMessage(ctx, request.body);
      return sendOk(reply, null, 'Your message has been sent successfully');
    },
  );
}
