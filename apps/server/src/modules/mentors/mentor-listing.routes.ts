import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mentorListingQuerySchema,
  mentorPageSchema,
  mentorPublicProfileSchema,
  mentorSearchBodySchema,
  singleMentorRequestSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MentorFilters } from '@neetmentor/contract';
import { okResponse } from '../../lib/envelope.ts';
import { sendPublicRead } from '../../lib/public-cache.ts';
import { mentorListingRead, mentorProfileRead } from './mentor-listing.service.ts';

const tags = ['mentors: public'];

/** The public mentor directory: listing with filters and paging, search, and one mentor's profile. */
export function registerMentorListingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  const sendListing = (request: FastifyRequest, reply: FastifyReply, filters: MentorFilters, page: number) =>
    sendPublicRead(request, reply, mentorListingRead(ctx, filters, page));
  const sendProfile = (request: FastifyRequest, reply: FastifyReply, idOrMentorId: string) =>
    sendPublicRead(request, reply, mentorProfileRead(ctx, idOrMentorId));

  router.get(
    '/api/v1/mentors/all-mentors',
    {
      schema: {
        tags,
        summary: 'Approved, active mentors; every filter is optional and they combine',
        querystring: mentorListingQuerySchema,
        response: okResponse(mentorPageSchema),
      },
    },
    async (request, reply) => {
      const { page, ...filters } = request.query;
      return sendListing(request, reply, filters, page);
    },
  );

  router.post(
    '/api/v1/mentors/search-mentor',
    {
      schema: {
        tags,
        summary: 'The same listing with the filters in the body',
        body: mentorSearchBodySchema,
        response: okResponse(mentorPageSchema),
      },
    },
    async (request, reply) => {
      const { page, ...filters } = request.body;
      return sendListing(request, reply, filters, page);
    },
  );

  router.post(
    '/api/v1/mentors/single-mentor',
    {
      schema: {
        tags,
        summary:
          "A listed mentor's profile with reviews and the packages of their category (by id or mentor id)",
        body: singleMentorRequestSchema,
        response: okResponse(mentorPublicProfileSchema),
      },
    },
    async (request, reply) => sendProfile(request, reply, request.body.mentorId),
  );

  // The GET twin of single-mentor, which browsers can cache (they never cache POST answers).
  router.get(
    '/api/v1/mentors/single-mentor/:mentorId',
    {
      schema: {
        tags,
        summary: 'The same profile, cacheable (by id or mentor id)',
        params: singleMentorRequestSchema,
        response: okResponse(mentorPublicProfileSchema),
      },
    },
    async (request, reply) => sendProfile(request, reply, request.params.mentorId),
  );
}
