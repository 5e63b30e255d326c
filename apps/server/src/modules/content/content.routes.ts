import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationFeeSchema,
  blogSchema,
  emptyBodySchema,
  featuredMentorSchema,
  newsletterRequestSchema,
  contactMessageSchema,
  testimonialSchema,
  webinarRegistrationSchema,
  webinarSchema,
} from '@neetmentor/contract';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { sendPublicOk } from '../../lib/public-cache.ts';
import {
  getApplicationFee,
  getBlog,
  getBlogs,
  getFeaturedMentors,
  getTestimonials,
} from './content.service.ts';
import {
  getCurrentWebinar,
  registerForWebinar,
  saveContactMessage,
  subscribeToNewsletter,
  type FormsContext,
} from './content-forms.service.ts';

const tags = ['public content'];

/**
 * A public read under the spec's POST path (kept for its callers) plus a GET twin at the same path:
 * browsers never cache POST answers, so the web app reads the GET form, which carries a short max-age
 * and an ETag.
 */
function publicRead<T extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  summary: string,
  data: T,
  load: () => Promise<z.infer<T>>,
): void {
  // The untyped router: the schemas still validate and serialise, and `load` is typed by `data` instead.
  const response = okResponse(data);
  app.post(url, { schema: { tags, summary, body: emptyBodySchema, response } }, async (_request, reply) =>
    sendOk(reply, await load()),
  );
  app.get(url, { schema: { tags, summary: `${summary} (cacheable)`, response } }, async (_request, reply) =>
    sendPublicOk(reply, await load()),
  );
}

const blogParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(200) });

/** Public content the home page reads. The spec places these under /admin, called without a token. */
export function contentRoutes(app: FastifyInstance, deps: FormsContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  publicRead(
    app,
    '/api/v1/admin/get-featured-mentors',
    'Featured mentors for the home page',
    z.array(featuredMentorSchema),
    () => getFeaturedMentors(deps.db),
  );
  publicRead(app, '/api/v1/admin/get-blogs', 'All blogs, newest first', z.array(blogSchema), () =>
    getBlogs(deps.db),
  );
  publicRead(app, '/api/v1/admin/get-testimonial', 'Testimonials', z.array(testimonialSchema), () =>
    getTestimonials(deps.db),
  );
  publicRead(
    app,
    '/api/v1/admin/get-webinar',
    'The current webinar, or null when there is none',
    webinarSchema.nullable(),
    () => getCurrentWebinar(deps.db),
  );

  const singleBlog = 'One blog by id or slug (for shareable blog links)';
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
    async (request, reply) => sendOk(reply, await getBlog(deps.db, request.params.id)),
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
    async (request, reply) => sendPublicOk(reply, await getBlog(deps.db, request.params.id)),
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
    async (_request, reply) => sendPublicOk(reply, await getApplicationFee(deps.db)),
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
    },
    async (request, reply) => {
      await subscribeToNewsletter(deps, request.body.gmail);
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
    },
    async (request, reply) => {
      await registerForWebinar(deps, request.body);
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
    },
    async (request, reply) => {
      await saveContactMessage(deps, request.body);
      return sendOk(reply, null, 'Your message has been sent successfully');
    },
  );
}
