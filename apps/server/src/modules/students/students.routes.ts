import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  guardianAddSchema,
  guardianConfirmSchema,
  guardianStateSchema,
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
import { addGuardian, confirmGuardian, removeGuardian } from './guardians.service.ts';

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

  // A guardian's copy: a student under 18 adds a parent's e-mail, confirmed by a code mailed there.
  router.post(
    '/api/v1/students/guardian',
    {
      schema: {
        tags,
        summary: 'Add a parent or guardian by e-mail (under 18) and mail them a 6-digit code',
        body: guardianAddSchema,
        response: okResponse(guardianStateSchema),
        security,
      },
      preHandler: [asStudent, mailSendLimit(app, 'guardian', bodyAddress)],
      config: { rateLimit: RATE_LIMITS.resend },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      const guardian = await addGuardian(context, user.id, request.body.email);
      return sendOk(reply, guardian, 'We have sent a code to your parent or guardian.');
    },
  );

  router.post(
    '/api/v1/students/guardian/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the parent or guardian with the code they received',
        body: guardianConfirmSchema,
        response: okResponse(guardianStateSchema),
        security,
      },
      preHandler: asStudent,
      config: { rateLimit: RATE_LIMITS.code },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      const guardian = await confirmGuardian(context, user.id, request.body.code);
      return sendOk(reply, guardian, 'Your parent or guardian is confirmed.');
    },
  );

  router.post(
    '/api/v1/students/guardian/remove',
    {
      schema: {
        tags,
        summary: 'Remove the parent or guardian (a confirmed one only from 18)',
        body: studentIdBodySchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      await removeGuardian(context, user.id);
      return sendOk(reply, null, 'Your parent or guardian was removed.');
    },
  );
}
