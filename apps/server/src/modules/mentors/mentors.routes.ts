import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mentorAcademicsFieldsSchema,
  mentorChangePasswordSchema,
  mentorDetailsRequestSchema,
  mentorIdBodySchema,
  mentorProfileSchema,
  mentorSignupSchema,
} from '@neetmentor/contract';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { forbidden } from '../../lib/app-error.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { assertSelf, currentUser, type Guards } from '../../plugins/auth.ts';
import { changePassword, type AuthContext } from '../auth/account-flows.ts';
import { RATE_LIMITS } from '../auth/account.routes.ts';
import { markAllRead } from '../notifications/notifications.repository.ts';
import {
  createMentorAccount,
  documentKinds,
  findDocumentKey,
  getMentorDetails,
  submitAcademicDetails,
} from './mentors.service.ts';

const tags = ['mentors: account'];
const security = [{ bearerAuth: [] }];

export function mentorRoutes(
  app: FastifyInstance,
  context: AuthContext,
  guards: Guards,
  storage: FileStorage,
): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asMentor = guards.requireRole('mentor');

  router.post(
    '/api/v1/mentors/create-account',
    {
      schema: {
        tags,
        summary: 'Mentor application, step one: the account; mails a 6-digit code',
        body: mentorSignupSchema,
        response: okResponse(z.string()),
      },
      config: { rateLimit: RATE_LIMITS.resend },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await createMentorAccount(context, request.body),
        'We have sent a verification code to your e-mail address.',
      ),
  );

  router.post(
    '/api/v1/mentors/fill-academic-details',
    {
      schema: {
        tags,
        summary:
          'Mentor application, step two: academics with the score card and college ID images (multipart)',
        description:
          'Accepted once, after e-mail verification, within a day of sign-up. Images: JPEG, PNG or WebP up to 5 MB.',
        consumes: ['multipart/form-data'],
        response: okResponse(z.null()),
      },
      config: { rateLimit: RATE_LIMITS.upload },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['scoreCard', 'studentId']);
      const details = parseFields(mentorAcademicsFieldsSchema, fields);
      await submitAcademicDetails({ context, storage }, details, {
        scoreCard: files.scoreCard,
        collegeId: files.studentId,
      });
      return sendOk(reply, null, 'Your application has been submitted and is under review.');
    },
  );

  router.post(
    '/api/v1/mentors/mentor-details',
    {
      schema: {
        tags,
        summary: 'The signed-in mentor with notifications, newest first',
        body: mentorDetailsRequestSchema,
        response: okResponse(mentorProfileSchema),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.id);
      return sendOk(reply, await getMentorDetails(context.db, user.id));
    },
  );

  router.post(
    '/api/v1/mentors/change-current-password',
    {
      schema: {
        tags,
        summary: 'Change the password; every other session ends and a fresh token is returned',
        body: mentorChangePasswordSchema,
        response: okResponse(z.object({ token: z.string() })),
        security,
      },
      preHandler: asMentor,
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.mentorId);
      const session = await changePassword(
        context,
        'mentor',
        { userId: user.id, sessionId: user.sessionId },
        request.body,
      );
      return sendOk(reply, { token: session.token }, 'Password Changed Successfully');
    },
  );

  router.post(
    '/api/v1/mentors/read-notifications',
    {
      schema: {
        tags,
        summary: 'Mark all notifications read',
        body: mentorIdBodySchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.mentorId);
      await markAllRead(context.db, 'mentor', user.id);
      return sendOk(reply, null, 'Notifications marked read');
    },
  );

  router.get(
    '/api/v1/mentors/documents/:mentorId/:kind',
    {
      schema: {
        tags: ['mentors: documents'],
        summary: "An applicant's score card or college ID: admins and the mentor only",
        params: z.strictObject({ mentorId: z.uuid(), kind: documentKinds }),
        security,
      },
      preHandler: guards.requireRole('admin', 'mentor'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role === 'mentor' && user.id !== request.params.mentorId) throw forbidden();
      const key = await findDocumentKey(context.db, request.params.mentorId, request.params.kind);
      const data = await storage.readPrivate(key);
      return reply.type('image/webp').header('cache-control', 'private, no-store').send(data);
    },
  );
}
