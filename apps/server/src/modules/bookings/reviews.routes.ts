import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListRequestSchema,
  adminReviewSchema,
  hideReviewRequestSchema,
  mentorIdBodySchema,
  mentorOwnReviewSchema,
  pagedListSchema,
  pageQuerySchema,
  replyReviewRequestSchema,
  reviewReplySchema,
  unhideReviewRequestSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  hideReviewByAdmin,
  listOwnReviews,
  listReviewsForAdmin,
  replyToReview,
  unhideReviewByAdmin,
} from './reviews.service.ts';

const security = [{ bearerAuth: [] }];
const hiddenResultSchema = z.object({ hidden: z.boolean() });

/** Reviews worth reading: the mentor's reviews and one reply to each, the admin hiding those that break the rules. */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asMentor = requireRole(ctx, 'mentor');
  const asAdmin = requireRole(ctx, 'admin');

  router.post(
    '/api/v1/mentors/my-reviews',
    {
      schema: {
        tags: ['mentors: reviews'],
        summary: "The mentor's reviews, newest first (10 a page), hidden ones with the admin's reason",
        querystring: pageQuerySchema,
        body: mentorIdBodySchema.nullish(),
        response: okResponse(pagedListSchema(mentorOwnReviewSchema)),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.mentorId);
      return sendOk(reply, await listOwnReviews(ctx, user.id, request.query.page));
    },
  );

  router.post(
    '/api/v1/mentors/reply-review',
    {
      schema: {
        tags: ['mentors: reviews'],
        summary: 'Reply once to a review of your own (1 to 1,000 characters); a reply cannot be edited',
        description: 'A second reply is 409 REVIEW_ALREADY_REPLIED; another mentor’s review is 404.',
        body: replyReviewRequestSchema,
        response: okResponse(reviewReplySchema),
        security,
      },
      preHandler: asMentor,
      config: { changesPublicReads: true },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.mentorId);
      return sendOk(reply, await replyToReview(ctx, user.id, request.body), 'Your reply is published.');
    },
  );

  router.post(
    '/api/v1/admin/reviews',
    {
      schema: {
        tags: ['admin: reviews'],
        summary: 'Recent reviews of every mentor, newest first (15 a page); `search` is a MentorId',
        querystring: pageQuerySchema,
        body: adminListRequestSchema,
        response: okResponse(pagedListSchema(adminReviewSchema)),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      const page = await listReviewsForAdmin(ctx, {
        page: request.query.page,
        search: request.body?.search,
      });
      return sendOk(reply, page);
    },
  );

  router.post(
    '/api/v1/admin/hide-review',
    {
      schema: {
        tags: ['admin: reviews'],
        summary:
          'Hide a review that breaks the rules, with a reason (10 to 500 characters); audited. It leaves the profile and the rating',
        body: hideReviewRequestSchema,
        response: okResponse(hiddenResultSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      return sendOk(reply, await hideReviewByAdmin(ctx, user.id, request.body), 'Review hidden');
    },
  );

  router.post(
    '/api/v1/admin/unhide-review',
    {
      schema: {
        tags: ['admin: reviews'],
        summary: 'Show a hidden review again; audited',
        body: unhideReviewRequestSchema,
        response: okResponse(hiddenResultSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      return sendOk(reply, await unhideReviewByAdmin(ctx, user.id, request.body), 'Review shown again');
    },
  );
}
