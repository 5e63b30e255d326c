import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mentorListingQuerySchema,
  mentorPageSchema,
  mentorPublicProfileSchema,
  mentorSearchBodySchema,
  singleMentorRequestSchema,
} from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { sendPublicOk } from '../../lib/public-cache.ts';
import { getPublicMentorProfile, listMentors } from './mentor-listing.service.ts';

const tags = ['mentors: public'];

/** The public mentor directory: listing with filters and paging, search, and one mentor's profile. */
export function mentorListingRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

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
      return sendPublicOk(reply, await listMentors(deps.db, filters, page));
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
      return sendOk(reply, await listMentors(deps.db, filters, page));
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
    async (request, reply) => sendOk(reply, await getPublicMentorProfile(deps.db, request.body.mentorId)),
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
    async (request, reply) =>
      sendPublicOk(reply, await getPublicMentorProfile(deps.db, request.params.mentorId)),
  );
}
