import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChangePasswordSchema,
  adminDetailsRequestSchema,
  adminIdBodySchema,
  adminLoginRequestSchema,
  adminLoginResultSchema,
  adminProfileSchema,
  adminUpdateFieldsSchema,
  emptyBodySchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  countingFailures,
  loginFailureLimit,
  RATE_LIMITS,
  rememberDevice,
  revokeSession,
  setLanguageCookie,
  uploadLimit,
} from '../auth/index.ts';
import {
  audit,
  changeAdminPassword,
  getAdminProfile,
  getApplicationFeeAmount,
  logInAdmin,
  updateAdminDetails,
} from './admin-account.service.ts';

const tags = ['admin: account'];
const security = [{ bearerAuth: [] }];

export function registerAdminAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadLimit(app, ctx.storage, 'admin');
  const asAdmin = requireRole(ctx, 'admin');
  const failureLimit = loginFailureLimit(app, ctx);

  router.post(
    '/api/v1/admin/login',
    {
      schema: {
        tags,
        summary: 'Admin login',
        body: adminLoginRequestSchema,
        response: okResponse(adminLoginResultSchema),
      },
      config: { rateLimit: RATE_LIMITS.login },
      preHandler: failureLimit.check,
    },
    async (request, reply) => {
      const session = await countingFailures(failureLimit, request, () =>
        logInAdmin(ctx, request.body.email, request.body.password),
      );
      rememberDevice(ctx, reply, request.body.email);
      setLanguageCookie(ctx, reply, session.language);
      return sendOk(reply, { token: session.token, userid: session.adminId }, 'Logged in successfully');
    },
  );

  router.post(
    '/api/v1/admin/admin-logout',
    {
      schema: {
        tags,
        summary: 'End this admin session',
        body: adminIdBodySchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      await ctx.db.transaction(async (tx) => {
        await revokeSession(ctx, tx, user.sessionId);
        await audit(ctx, tx, user.id, 'admin.logout');
      });
      return sendOk(reply, null, 'Logged out');
    },
  );

  router.post(
    '/api/v1/admin/admin-details',
    {
      schema: {
        tags,
        summary: 'The signed-in admin',
        body: adminDetailsRequestSchema,
        response: okResponse(adminProfileSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.id);
      return sendOk(reply, await getAdminProfile(ctx, user.id));
    },
  );

  router.post(
    '/api/v1/admin/change-password',
    {
      schema: {
        tags,
        summary: 'Change the admin password; other sessions end, a fresh token is returned',
        body: adminChangePasswordSchema,
        response: okResponse(z.object({ token: z.string() })),
        security,
      },
      preHandler: asAdmin,
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      const session = await changeAdminPassword(
        ctx,
        { id: user.id, sessionId: user.sessionId },
        request.body,
      );
      return sendOk(reply, { token: session.token }, 'Password Changed Successfully');
    },
  );

  router.post(
    '/api/v1/admin/update-details',
    {
      schema: {
        tags,
        summary: 'Change e-mail and picture (multipart; the name is read-only)',
        description:
          'A new e-mail address needs `currentPassword` and must not belong to any other account. Pictures count against the per-account upload limit.',
        consumes: ['multipart/form-data'],
        response: okResponse(adminProfileSchema),
        security,
      },
      preHandler: [asAdmin],
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['profilePicture']);
      const update = parseFields(adminUpdateFieldsSchema, fields);
      const user = assertSelf(request, update.adminId);
      await uploads.count(request, files);
      return sendOk(
        reply,
        await updateAdminDetails(ctx, user.id, update, files.profilePicture),
        'Details updated',
      );
    },
  );

  router.post(
    '/api/v1/admin/get-amount',
    {
      schema: {
        tags: ['public content'],
        summary: 'The mentor verification fee in rupees',
        body: emptyBodySchema,
        response: okResponse(z.number()),
      },
    },
    async (_request, reply) => sendOk(reply, await getApplicationFeeAmount(ctx)),
  );
}
