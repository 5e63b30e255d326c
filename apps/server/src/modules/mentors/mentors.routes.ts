import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mentorAcademicsFieldsSchema,
  mentorApplicationResultSchema,
  mentorChangePasswordSchema,
  mentorDetailsRequestSchema,
  mentorIdBodySchema,
  mentorProfileSchema,
  mentorSignupSchema,
  signupEmailCheckSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { sendPrivateImage } from '../../lib/private-image.ts';
import { assertSelf, currentUser, requireRole } from '../../plugins/auth.ts';
import {
  assertEmailFreeForSignup,
  assertSignupToken,
  bodyAddress,
  changePassword,
  mailSendLimit,
  RATE_LIMITS,
  readSignupTokens,
  requestLanguage,
  requireSignupAccount,
  setSignupToken,
} from '../auth/index.ts';
import { markNotificationsRead } from '../notifications/index.ts';
import {
  createMentorAccount,
  documentKinds,
  findDocumentKey,
  getMentorDetails,
  submitAcademicDetails,
} from './mentors.service.ts';

const tags = ['mentors: account'];
const security = [{ bearerAuth: [] }];

export function registerMentorRoutes(app: FastifyInstance, context: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asMentor = requireRole(context, 'mentor');

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
      preHandler: mailSendLimit(app, 'signup', bodyAddress),
    },
    async (request, reply) => {
      const id = await createMentorAccount(
        context,
        request.body,
        readSignupTokens(context, request),
        requestLanguage(request),
      );
      setSignupToken(context, reply, 'mentor', id);
      return sendOk(reply, id, 'We have sent a verification code to your e-mail address.');
    },
  );

  router.post(
    '/api/v1/mentors/check-signup-email',
    {
      schema: {
        tags,
        summary: 'Mentor application, step one: whether the e-mail address can still be used',
        description:
          'Answers 409 EMAIL_TAKEN, as create-account would, while a sign-up with this address started in another browser waits for its code; creating nothing. A registered address is answered as a new one. Limited to 10 checks per client in 10 minutes.',
        body: signupEmailCheckSchema,
        response: okResponse(z.null()),
      },
      config: { rateLimit: RATE_LIMITS.emailCheck },
    },
    async (request, reply) => {
      await assertEmailFreeForSignup(context, request.body.email, readSignupTokens(context, request));
      return sendOk(reply, null, 'This e-mail address can be used.');
    },
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
        response: okResponse(mentorApplicationResultSchema),
      },
      config: { rateLimit: RATE_LIMITS.upload },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['scoreCard', 'studentId']);
      const details = parseFields(mentorAcademicsFieldsSchema, fields);
      assertSignupToken(context, request, 'mentor', details.id);
      const result = await submitAcademicDetails(context, details, {
        scoreCard: files.scoreCard,
        collegeId: files.studentId,
      });
      return sendOk(
        reply,
        result,
        result.feeDue
          ? 'Your details are saved. Pay the application fee to send your application for review.'
          : 'Your application has been submitted and is under review.',
      );
    },
  );

  router.post(
    '/api/v1/mentors/reapply',
    {
      schema: {
        tags,
        summary: 'A rejected applicant sends the academics and both documents again (multipart)',
        description:
          'Authorised by the sign-up token a rejected applicant gets from a login with the right password; the same fields as fill-academic-details without the id. The application goes back to review.',
        consumes: ['multipart/form-data'],
        response: okResponse(mentorApplicationResultSchema),
      },
      config: { rateLimit: RATE_LIMITS.upload },
    },
    async (request, reply) => {
      const id = requireSignupAccount(context, request, 'mentor');
      const { fields, files } = await readMultipart(request, ['scoreCard', 'studentId']);
      const details = parseFields(mentorAcademicsFieldsSchema.omit({ id: true }), fields);
      const result = await submitAcademicDetails(
        context,
        { ...details, id },
        { scoreCard: files.scoreCard, collegeId: files.studentId },
        'rejected',
      );
      return sendOk(
        reply,
        result,
        result.feeDue
          ? 'Your details are saved. Pay the application fee to send your application for review.'
          : 'Your application has been sent again and is under review.',
      );
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
      return sendOk(reply, await getMentorDetails(context, user.id));
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
      await markNotificationsRead(context.db, 'mentor', user.id);
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
      preHandler: requireRole(context, 'admin', 'mentor'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role === 'mentor' && user.id !== request.params.mentorId)
        throw forbidden('You can only open your own documents.', 'NOT_YOURS');
      const key = await findDocumentKey(context.db, request.params.mentorId, request.params.kind);
      return sendPrivateImage(reply, context.storage, key);
    },
  );
}
