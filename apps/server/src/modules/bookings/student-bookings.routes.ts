import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingResultSchema,
  bookPackageRequestSchema,
  cancelSessionRequestSchema,
  checkoutOrderSchema,
  feedbackGivenRequestSchema,
  freeSessionUsedRequestSchema,
  giveFeedbackRequestSchema,
  pageQuerySchema,
  sessionPageSchema,
  studentSessionSchema,
  studentSessionsRequestSchema,
  verifyPaymentRequestSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { assertSelf, currentUser, requireRole } from '../../plugins/auth.ts';
import {
  bookFreeSession,
  createBookingOrder,
  isFreeSessionUsed,
  verifyBookingPayment,
} from './checkout.service.ts';
import { giveFeedback, isFeedbackGiven } from './feedback.service.ts';
import { paymentAccountLimit } from './rate-limits.ts';
import { cancelByStudent } from './session-lifecycle.service.ts';
import { listStudentSessions } from './session-lists.service.ts';

const tags = ['students: booking'];
const security = [{ bearerAuth: [] }];

export function registerStudentBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asStudent = requireRole(ctx, 'student');
  const paymentLimit = paymentAccountLimit(app);

  router.post(
    '/api/v1/students/free-session',
    {
      schema: {
        tags,
        summary: 'Book a free package with a mentor (at most once per mentor)',
        body: bookPackageRequestSchema,
        response: okResponse(bookingResultSchema),
        security,
      },
      preHandler: [asStudent, paymentLimit],
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      const result = await bookFreeSession(ctx, user.id, request.body);
      return sendOk(reply, result, 'Your session request was sent to the mentor.');
    },
  );

  router.post(
    '/api/v1/students/is-free-session-used',
    {
      schema: {
        tags,
        summary: 'Whether the student has used their one free booking with this mentor',
        description:
          'True once a free package with the mentor is booked (a request the student cancelled counts, one the mentor never answered does not): free-session would answer 409 FREE_SESSION_USED.',
        body: freeSessionUsedRequestSchema,
        response: okResponse(z.boolean()),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = currentUser(request);
      return sendOk(reply, await isFreeSessionUsed(ctx, user.id, request.body.mentorId));
    },
  );

  router.post(
    '/api/v1/students/create-order',
    {
      schema: {
        tags,
        summary: 'Open a checkout for a paid package; the amount comes from the catalog',
        body: bookPackageRequestSchema,
        response: okResponse(checkoutOrderSchema),
        security,
      },
      preHandler: [asStudent, paymentLimit],
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      return sendOk(reply, await createBookingOrder(ctx, user.id, request.body), 'Order created');
    },
  );

  router.post(
    '/api/v1/students/verify-payment',
    {
      schema: {
        tags,
        summary: 'Verify the checkout’s signed answer and book the session (idempotent)',
        body: verifyPaymentRequestSchema,
        response: okResponse(bookingResultSchema),
        security,
      },
      preHandler: [asStudent, paymentLimit],
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      const result = await verifyBookingPayment(ctx, user.id, request.body);
      return sendOk(reply, result, 'Payment verified. Your session request was sent to the mentor.');
    },
  );

  router.post(
    '/api/v1/students/purchased-sessions',
    {
      schema: {
        tags,
        summary: 'Every booking of the student, newest first, with where its money is',
        querystring: pageQuerySchema,
        body: studentSessionsRequestSchema,
        response: okResponse(sessionPageSchema(studentSessionSchema)),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.userId);
      return sendOk(
        reply,
        await listStudentSessions(ctx.db, user.id, { page: request.query.page, now: ctx.clock.now() }),
      );
    },
  );

  router.post(
    '/api/v1/students/complete-sessions',
    {
      schema: {
        tags,
        summary: 'The student’s completed sessions, newest first',
        querystring: pageQuerySchema,
        body: studentSessionsRequestSchema,
        response: okResponse(sessionPageSchema(studentSessionSchema)),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.userId);
      const page = await listStudentSessions(ctx.db, user.id, {
        page: request.query.page,
        statuses: ['complete'],
        now: ctx.clock.now(),
      });
      return sendOk(reply, page);
    },
  );

  router.post(
    '/api/v1/students/cancel-session',
    {
      schema: {
        tags,
        summary: 'Cancel a request the mentor has not accepted yet; a paid one is refunded in full',
        body: cancelSessionRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      await cancelByStudent(ctx, user.id, request.body.requestId);
      return sendOk(reply, null, 'Your request was cancelled.');
    },
  );

  router.post(
    '/api/v1/students/is-feedback-given',
    {
      schema: {
        tags,
        summary: 'Whether the student has rated this mentor',
        body: feedbackGivenRequestSchema,
        response: okResponse(z.boolean()),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      assertSelf(request, request.body.userId);
      const user = assertSelf(request, request.body.studentId);
      return sendOk(reply, await isFeedbackGiven(ctx, user.id, request.body.mentorId));
    },
  );

  router.post(
    '/api/v1/students/give-feedback',
    {
      schema: {
        tags,
        summary: 'Rate a mentor (1 to 5) after a completed session, with an optional written review',
        body: giveFeedbackRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asStudent,
      config: { changesPublicReads: true },
    },
    async (request, reply) => {
      assertSelf(request, request.body.studentId);
      const user = assertSelf(request, request.body.userId);
      await giveFeedback(ctx, user.id, request.body);
      return sendOk(reply, null, 'Thank you for your feedback!');
    },
  );
}
