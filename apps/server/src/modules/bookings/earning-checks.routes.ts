import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmSessionRequestSchema,
  reportedSessionSchema,
  reportSessionProblemRequestSchema,
  resolveHeldEarningRequestSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  confirmSessionTookPlace,
  listReportedSessions,
  reportSessionProblem,
  resolveHeldEarning,
} from './earning-checks.service.ts';

const security = [{ bearerAuth: [] }];

/** Whether a completed free session took place: the student answers, admins settle the reported ones. */
export function registerEarningCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asStudent = requireRole(ctx, 'student');
  const asAdmin = requireRole(ctx, 'admin');

  router.post(
    '/api/v1/students/confirm-session',
    {
      schema: {
        tags: ['students: booking'],
        summary: 'Say a completed free session took place; its earning goes to the mentor’s wallet',
        body: confirmSessionRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      await confirmSessionTookPlace(ctx, user.id, request.body.requestId);
      return sendOk(reply, null, 'Thank you for confirming.');
    },
  );

  router.post(
    '/api/v1/students/report-session-problem',
    {
      schema: {
        tags: ['students: booking'],
        summary:
          'Report, within 48 hours of completion, that a session did not take place as it should; our team decides',
        body: reportSessionProblemRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asStudent,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.studentId);
      const { requestId, kind, reason } = request.body;
      await reportSessionProblem(ctx, user.id, requestId, { kind, reason });
      return sendOk(reply, null, 'Thank you: our team will look into it.');
    },
  );

  router.get(
    '/api/v1/admin/reported-sessions',
    {
      schema: {
        tags: ['admin: payouts'],
        summary: 'Completed sessions whose student reported a problem, with their held earning',
        response: okResponse(z.array(reportedSessionSchema)),
        security,
      },
      preHandler: asAdmin,
    },
    async (_request, reply) => sendOk(reply, await listReportedSessions(ctx)),
  );

  router.post(
    '/api/v1/admin/resolve-held-earning',
    {
      schema: {
        tags: ['admin: payouts'],
        summary: 'Release a held earning to the mentor’s wallet, or cancel it (a paid session is refunded)',
        body: resolveHeldEarningRequestSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      const { requestId, decision } = request.body;
      await resolveHeldEarning(ctx, user.id, requestId, decision);
      return sendOk(reply, null, decision === 'release' ? 'Earning released.' : 'Earning cancelled.');
    },
  );
}
