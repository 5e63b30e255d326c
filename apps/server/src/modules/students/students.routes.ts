import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  studentChangePasswordSchema,
  studentDetailsRequestSchema,
  studentIdBodySchema,
  studentProfileSchema,
  studentSignupSchema,
  studentUpdateFieldsSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  bodyAddress,
  changePassword,
  mailSendLimit,
  RATE_LIMITS,
  readSignupTokens,
  requestLanguage,
  setSignupToken,
  uploadLimit,
} from '../auth/index.ts';
import { markNotificationsRead } from '../notifications/index.ts';
import { createStudentAccount, getStudentDetails, updateStudentDetails } from './students.service.ts';

const tags = ['students: account'];
const security = [{ bearerAuth: [] }];

export function registerStudentRoutes(app: FastifyInstance, context: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadLimit(app, context.storage);
  const asStudent = requireRole(context, 'student');

  router.post(
    '/api/v1/students/create-account',
    {
      schema: {
        tags,
        summary: 'Create a student account and mail a 6-digit code',
        body: studentSignupSchema,
        response: okResponse(z.string()),
      },
      config: { rateLimit: RATE_LIMITS.resend },
      preHandler: mailSendLimit(app, 'signup', bodyAddress),
    },
    async (request, reply) => {
      const id = await createStudentAccount(
        context,
        request.body,
        readSignupTokens(context, request),
        requestLanguage(request),
      );
      setSignupToken(context, reply, 'student', id);
      return sendOk(reply, id, 'We have sent a verification code to your e-mail address.');
    },
  );

  router.post(
    '/api/v1/students/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; every other session ends and a fresh token is returned',
        body: studentChangePasswordSchema,
        response: okResponse(z.object({ token: z.string() })),
        security,
      },
      preHandler: asStudent,
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      const session = await changePassword(
        context,
        'student',
        { userId: user.id, sessionId: user.sessionId },
        request.body,
      );
      return sendOk(reply, { token: session.token }, 'Password Changed Successfully');
    },
  );

  router.post(
    '/api/v1/students/student-details',
    {
      schema: {
        tags,
        summary: 'The signed-in student with notifications, newest first',
        body: studentDetailsRequestSchema,
        response: okResponse(studentProfileSchema),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.id);
      return sendOk(reply, await getStudentDetails(context.db, user.id));
    },
  );

  router.post(
    '/api/v1/students/student-update-details',
    {
      schema: {
        tags,
        summary: 'Update the profile (multipart; optional profilePicture image up to 5 MB)',
        description: 'Updates count against the per-account upload limit.',
        consumes: ['multipart/form-data'],
        response: okResponse(studentProfileSchema),
        security,
      },
      preHandler: [asStudent],
      config: { changesPublicReads: true },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['profilePicture']);
      const update = parseFields(studentUpdateFieldsSchema, fields);
      const user = assertSelf(request, update.studentId);
      await uploads.count(request, files);
      const profile = await updateStudentDetails(context, user.id, update, files.profilePicture);
      return sendOk(reply, profile, 'Profile updated');
    },
  );

  router.post(
    '/api/v1/students/read-notifications',
    {
      schema: {
        tags,
        summary: 'Mark all notifications read',
        body: studentIdBodySchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      await markNotificationsRead(context.db, 'student', user.id);
      return sendOk(reply, null, 'Notifications marked read');
    },
  );
}
