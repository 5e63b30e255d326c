import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListRequestSchema,
  adminMentorActionSchema,
  adminMentorSchema,
  adminStudentSchema,
  approvalRequestSchema,
  mentorFeaturedResultSchema,
  mentorStatusResultSchema,
  pagedListSchema,
  pageQuerySchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import type { Paged } from '../../lib/paging.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import {
  approveMentor,
  featureMentor,
  listApprovalRequests,
  listMentors,
  listStudents,
  rejectMentor,
  toggleMentorStatus,
  unfeatureMentor,
} from './admin-people.service.ts';

const tags = ['admin: mentors and students'];
const security = [{ bearerAuth: [] }];

export function registerAdminPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = requireRole(ctx, 'admin');

  /** A paged table: `?page=`, a body with the caller's id and a search term. */
  function list<T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    load: (query: { page: number; search: string | undefined }) => Promise<Paged<z.infer<T>>>,
  ) {
    router.post(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: pageQuerySchema,
          body: adminListRequestSchema,
          response: okResponse(pagedListSchema(item)),
          security,
        },
        preHandler: asAdmin,
      },
      async (request, reply) => {
        assertSelf(request, request.body?.adminId);
        return sendOk(reply, await load({ page: request.query.page, search: request.body?.search }));
      },
    );
  }

  list(
    '/api/v1/admin/approval-requests',
    'Mentor applications waiting for a decision, oldest first (15 a page); `search` is a first name',
    approvalRequestSchema,
    (query) => listApprovalRequests(ctx, query),
  );
  list(
    '/api/v1/admin/total-mentors',
    'Approved mentors with rating, status and star (15 a page); `search` is a MentorId',
    adminMentorSchema,
    (query) => listMentors(ctx, query),
  );
  list(
    '/api/v1/admin/total-students',
    'Verified students (15 a page); `search` is a username',
    adminStudentSchema,
    (query) => listStudents(ctx, query),
  );

  const actions = [
    {
      path: '/api/v1/admin/accept-approval',
      summary:
        'Approve an application (verified e-mail, both documents, fee paid or waived); e-mails the mentor',
      response: z.null(),
      message: 'Mentor approved',
      act: async (adminId: string, mentorId: string) => {
        await approveMentor(ctx, adminId, mentorId);
        return null;
      },
    },
    {
      path: '/api/v1/admin/remove-approval',
      summary: 'Reject an application: kept on record as rejected, the applicant is e-mailed',
      response: z.null(),
      message: 'Mentor application rejected',
      act: async (adminId: string, mentorId: string) => {
        await rejectMentor(ctx, adminId, mentorId);
        return null;
      },
    },
    {
      path: '/api/v1/admin/toggle-status',
      summary: 'Activate or deactivate an approved mentor; answers the new state',
      response: mentorStatusResultSchema,
      message: 'Mentor status changed',
      act: (adminId: string, mentorId: string) => toggleMentorStatus(ctx, adminId, mentorId),
    },
    {
      path: '/api/v1/admin/feature-mentor',
      summary: 'Feature an approved mentor on the home page (featuring twice changes nothing)',
      response: mentorFeaturedResultSchema,
      message: 'Mentor featured',
      act: (adminId: string, mentorId: string) => featureMentor(ctx, adminId, mentorId),
    },
    {
      path: '/api/v1/admin/remove-feature-mentor',
      summary: 'Take a mentor off the home page (un-featuring twice changes nothing)',
      response: mentorFeaturedResultSchema,
      message: 'Mentor no longer featured',
      act: (adminId: string, mentorId: string) => unfeatureMentor(ctx, adminId, mentorId),
    },
  ] as const;
  for (const action of actions) {
    router.post(
      action.path,
      {
        schema: {
          tags,
          summary: action.summary,
          body: adminMentorActionSchema,
          response: okResponse(action.response),
          security,
        },
        preHandler: asAdmin,
      },
      async (request, reply) => {
        const user = assertSelf(request, request.body.adminId);
        return sendOk(reply, await action.act(user.id, request.body.mentorId), action.message);
      },
    );
  }
}
