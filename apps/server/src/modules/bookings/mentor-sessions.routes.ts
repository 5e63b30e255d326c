import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeSessionFieldsSchema,
  declineSessionRequestSchema,
  idSchema,
  mentorSessionSchema,
  mentorSessionsRequestSchema,
  mentorSummarySchema,
  mentorIdBodySchema,
  pageQuerySchema,
  sessionActionRequestSchema,
  sessionPageSchema,
  type BookingStatus,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { sendPrivateImage } from '../../lib/private-image.ts';
import { assertSelf, currentUser, requireRole } from '../../plugins/auth.ts';
import { uploadLimit } from '../auth/index.ts';
import { declineRequest } from './decline-request.service.ts';
import { findProofKey } from './proofs.service.ts';
import { acceptRequest, completeSession } from './session-lifecycle.service.ts';
import { listMentorSessions, summariseMentor } from './session-lists.service.ts';

const tags = ['mentors: sessions'];
const security = [{ bearerAuth: [] }];

const LISTS: { path: string; status: BookingStatus; summary: string }[] = [
  {
    path: '/api/v1/mentors/all-sessions-requests',
    status: 'pending',
    summary: 'Requests waiting for the mentor, nearest deadline first',
  },
  {
    path: '/api/v1/mentors/all-active-sessions',
    status: 'active',
    summary: 'Accepted sessions, newest first',
  },
  {
    path: '/api/v1/mentors/all-complete-sessions',
    status: 'complete',
    summary:
      'Completed sessions with the student’s rating; `search` is the student’s exact username or first name (4+ characters)',
  },
];

export function registerMentorSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadLimit(app, ctx.storage);
  const asMentor = requireRole(ctx, 'mentor');

  for (const list of LISTS) {
    router.post(
      list.path,
      {
        schema: {
          tags,
          summary: list.summary,
          querystring: pageQuerySchema,
          body: mentorSessionsRequestSchema,
          response: okResponse(sessionPageSchema(mentorSessionSchema)),
          security,
        },
        preHandler: asMentor,
      },
      async (request, reply) => {
        const user = assertSelf(request, request.body?.mentorId);
        const page = await listMentorSessions(ctx.db, user.id, {
          page: request.query.page,
          status: list.status,
          search: request.body?.search,
        });
        return sendOk(reply, page);
      },
    );
  }

  router.post(
    '/api/v1/mentors/dashboard-summary',
    {
      schema: {
        tags,
        summary: 'Dashboard cards: sessions by state, earnings, wallet and referred students',
        body: mentorIdBodySchema,
        response: okResponse(mentorSummarySchema),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.mentorId);
      return sendOk(reply, await summariseMentor(ctx.db, user.id));
    },
  );

  router.post(
    '/api/v1/mentors/accept-sessions-request',
    {
      schema: {
        tags,
        summary: 'Accept a pending request within its 24 hours (one of two concurrent accepts wins)',
        body: sessionActionRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asMentor,
      config: { changesPublicReads: true },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.mentorId);
      await acceptRequest(ctx, user.id, request.body.requestId);
      return sendOk(reply, null, 'Session request accepted');
    },
  );

  router.post(
    '/api/v1/mentors/decline-sessions-request',
    {
      schema: {
        tags,
        summary: 'Decline a pending request, with an optional reason: cancelled at once, a paid one refunded',
        description:
          'The reason is one of the listed ones or the mentor’s own words, at most 300 characters. Of a decline and an accept sent together, one wins and the other gets 409.',
        body: declineSessionRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asMentor,
      // A decline moves the mentor's "usually accepts" figure on the public listing.
      config: { changesPublicReads: true },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.mentorId);
      await declineRequest(ctx, user.id, { requestId: request.body.requestId, reason: request.body.reason });
      return sendOk(reply, null, 'Session request declined');
    },
  );

  router.post(
    '/api/v1/mentors/change-status-completed',
    {
      schema: {
        tags,
        summary: 'Mark an active session complete with a proof image (multipart imageOfProof)',
        description:
          'The monthly package can be completed only 30 days after approval. Images: JPEG, PNG or WebP up to 5 MB. The image is optional for a session both people joined through its join address.',
        consumes: ['multipart/form-data'],
        response: okResponse(z.null()),
        security,
      },
      preHandler: [asMentor],
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['imageOfProof']);
      const body = parseFields(completeSessionFieldsSchema, fields);
      const user = assertSelf(request, body.mentorId);
      await uploads.count(request, files);
      await completeSession(ctx, user.id, body.requestId, files.imageOfProof);
      return sendOk(reply, null, 'Session marked as complete');
    },
  );

  router.get(
    '/api/v1/bookings/:id/proof',
    {
      schema: {
        tags,
        summary: 'The proof image of a completed session, for its mentor, its student or an admin',
        params: z.strictObject({ id: idSchema }),
        security,
      },
      preHandler: requireRole(ctx, 'mentor', 'student', 'admin'),
    },
    async (request, reply) => {
      const key = await findProofKey(ctx.db, request.params.id, currentUser(request));
      return sendPrivateImage(reply, ctx.storage, key);
    },
  );
}
