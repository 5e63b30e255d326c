import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import { getBlog, getBlogs, getFeaturedMentors, getTestimonials } from './content.service.ts';
import {
  getCurrentWebinar,
  registerForWebinar,
  saveContactMessage,
  subscribeToNewsletter,
  type FormsContext,
} from './content-forms.service.ts';

/** Public content the home page reads. The spec places these under /admin, called without a token. */
export function contentRoutes(app: FastifyInstance, deps: FormsContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.post(
    '/api/v1/admin/get-featured-mentors',
    {
      schema: {
        tags: ['public content'],
        summary: 'Featured mentors for the home page',
        body: emptyBodySchema,
        response: okResponse(z.array(featuredMentorSchema)),
      },
    },
    async (_request, reply) => sendOk(reply, await getFeaturedMentors(deps.db)),
  );

  router.post(
    '/api/v1/admin/get-blogs',
    {
      schema: {
        tags: ['public content'],
        summary: 'All blogs, newest first',
        body: emptyBodySchema,
        response: okResponse(z.array(blogSchema)),
      },
    },
    async (_request, reply) => sendOk(reply, await getBlogs(deps.db)),
  );

  router.post(
    '/api/v1/admin/get-testimonial',
    {
      schema: {
        tags: ['public content'],
        summary: 'Testimonials',
        body: emptyBodySchema,
        response: okResponse(z.array(testimonialSchema)),
      },
    },
    async (_request, reply) => sendOk(reply, await getTestimonials(deps.db)),
  );

  router.post(
    '/api/v1/admin/subscribe-newsletter',
    {
      schema: {
        tags: ['public content'],
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
    '/api/v1/admin/get-single-blog/:id',
    {
      schema: {
        tags: ['public content'],
        summary: 'One blog by id or slug (for shareable blog links)',
        params: z.strictObject({ id: z.string().trim().min(1).max(200) }),
        body: emptyBodySchema,
        response: okResponse(blogSchema),
      },
    },
    async (request, reply) => sendOk(reply, await getBlog(deps.db, request.params.id)),
  );

  router.post(
    '/api/v1/admin/get-webinar',
    {
      schema: {
        tags: ['public content'],
        summary: 'The current webinar, or null when there is none',
        body: emptyBodySchema,
        response: okResponse(webinarSchema.nullable()),
      },
    },
    async (_request, reply) => sendOk(reply, await getCurrentWebinar(deps.db)),
  );

  router.post(
    '/api/v1/admin/register-for-webinar',
    {
      schema: {
        tags: ['public content'],
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
        tags: ['public content'],
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
