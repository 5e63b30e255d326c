import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCallerSchema,
  adminIdActionSchema,
  adminListRequestSchema,
  adminSessionSchema,
  auditEntrySchema,
  dashboardChartsSchema,
  dashboardDataSchema,
  mailHealthSchema,
  pagedListSchema,
  pageQuerySchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  getDashboardCharts,
  getDashboardData,
  getMailAlert,
  listAuditLog,
  listSessions,
  removePendingSession,
} from './admin-overview.service.ts';

const tags = ['admin: dashboard and sessions'];
const security = [{ bearerAuth: [] }];

const SESSION_LISTS = [
  {
    path: '/api/v1/admin/total-completed-sessions',
    status: 'complete',
    summary: 'Completed sessions with proof and stars, newest first (10 a page); `search` is a MentorId',
  },
  {
    path: '/api/v1/admin/total-active-sessions',
    status: 'active',
    summary: 'Active sessions, newest approval first (15 a page); `search` is a MentorId',
  },
  {
    path: '/api/v1/admin/total-pending-sessions',
    status: 'pending',
    summary: 'Pending requests, nearest deadline first (15 a page); `search` is a MentorId',
  },
] as const;

export function registerAdminOverviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = requireRole(ctx, 'admin');

  router.post(
    '/api/v1/admin/dashboard-data',
    {
      schema: {
        tags,
        summary: 'The eight stat cards: revenue, sessions by state, mentors, students, wallets, referred',
        body: adminCallerSchema,
        response: okResponse(dashboardDataSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      return sendOk(reply, await getDashboardData(ctx));
    },
  );

  router.post(
    '/api/v1/admin/dashboard-charts',
    {
      schema: {
        tags,
        summary: 'Revenue and bookings by state for each of the last 12 India weeks, oldest first',
        body: adminCallerSchema,
        response: okResponse(dashboardChartsSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      return sendOk(reply, await getDashboardCharts(ctx));
    },
  );

  router.post(
    '/api/v1/admin/mail-health',
    {
      schema: {
        tags,
        summary:
          'Undelivered e-mail for the dashboard alert: mail still retrying (late after an hour) and mail given up on after 3 days',
        body: adminCallerSchema,
        response: okResponse(mailHealthSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      return sendOk(reply, await getMailAlert(ctx));
    },
  );

  for (const list of SESSION_LISTS) {
    router.post(
      list.path,
      {
        schema: {
          tags,
          summary: list.summary,
          querystring: pageQuerySchema,
          body: adminListRequestSchema,
          response: okResponse(pagedListSchema(adminSessionSchema)),
          security,
        },
        preHandler: asAdmin,
      },
      async (request, reply) => {
        assertSelf(request, request.body?.adminId);
        const page = await listSessions(ctx, {
          status: list.status,
          page: request.query.page,
          search: request.body?.search,
        });
        return sendOk(reply, page);
      },
    );
  }

  router.post(
    '/api/v1/admin/remove-pending-session',
    {
      schema: {
        tags,
        summary: 'Cancel a pending request; a paid one is refunded in full and both sides are told',
        body: adminIdActionSchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      await removePendingSession(ctx, user.id, request.body.id);
      return sendOk(reply, null, 'Session request removed');
    },
  );

  router.post(
    '/api/v1/admin/audit-log',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Every admin action (who, what, which record, when), newest first (15 a page)',
        querystring: pageQuerySchema,
        body: adminCallerSchema,
        response: okResponse(pagedListSchema(auditEntrySchema)),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      return sendOk(reply, await listAuditLog(ctx, request.query.page));
    },
  );
}
