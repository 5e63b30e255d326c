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
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { assertSelf, type Guards } from '../../plugins/auth.ts';
import { countingFailures, createAccountLoginLimit, RATE_LIMITS } from '../auth/account.routes.ts';
import { revokeSession } from '../auth/sessions.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import {
  audit,
  changeAdminPassword,
  getAdminProfile,
  logInAdmin,
  updateAdminDetails,
} from './admin-account.service.ts';
import { getVerificationAmountRupees } from './platform-settings.ts';

const tags = ['admin: account'];
const security = [{ bearerAuth: [] }];

export function adminAccountRoutes(
  app: FastifyInstance,
  deps: { db: Db; signer: TokenSigner; guards: Guards; storage: FileStorage },
): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = deps.guards.requireRole('admin');
  const accountLimit = createAccountLoginLimit(app);

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
      preHandler: accountLimit.check,
    },
    async (request, reply) => {
      const session = await countingFailures(accountLimit, request, () =>
        logInAdmin(deps.db, deps.signer, request.body.email, request.body.password),
      );
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
      await revokeSession(deps.db, user.sessionId);
      await audit(deps.db, user.id, 'admin.logout');
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
      return sendOk(reply, await getAdminProfile(deps.db, user.id));
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
        deps.db,
        deps.signer,
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
        consumes: ['multipart/form-data'],
        response: okResponse(adminProfileSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['profilePicture']);
      const update = parseFields(adminUpdateFieldsSchema, fields);
      const user = assertSelf(request, update.adminId);
      return sendOk(
        reply,
        await updateAdminDetails(
          { db: deps.db, storage: deps.storage },
          user.id,
          update.email,
          files.profilePicture,
        ),
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
    async (_request, reply) => sendOk(reply, await getVerificationAmountRupees(deps.db)),
  );
}
