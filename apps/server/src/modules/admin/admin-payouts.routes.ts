import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminClearedPayoutSchema,
  adminListRequestSchema,
  clearPaymentFieldsSchema,
  clearPaymentResultSchema,
  pagedListSchema,
  pageQuerySchema,
  payoutMentorSchema,
  reportedSessionEvidenceSchema,
  sessionIdParamsSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import { uploadLimit } from '../auth/index.ts';
import { clearPayment, listPayoutMentors, listPayouts } from './admin-payouts.service.ts';
import { readReportedSessionEvidence } from './dispute-evidence.service.ts';

const tags = ['admin: payouts'];
const security = [{ bearerAuth: [] }];

export function registerAdminPayoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadLimit(app, ctx.storage, 'admin');
  const asAdmin = requireRole(ctx, 'admin');

  router.post(
    '/api/v1/admin/clear-payment',
    {
      schema: {
        tags,
        summary: "Pay out a mentor's whole balance with the transfer proof (multipart imageOfProof)",
        description:
          'Fields: `mentorID` (the mentor’s `_id`), optional `adminId`, optional `amount` (the rupees the admin saw; refused with BALANCE_CHANGED if the wallet changed since). Clearing twice pays once: the second answers NOTHING_TO_CLEAR. The mentor is e-mailed and notified.',
        consumes: ['multipart/form-data'],
        response: okResponse(clearPaymentResultSchema),
        security,
      },
      preHandler: [asAdmin],
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['imageOfProof']);
      const body = parseFields(clearPaymentFieldsSchema, fields);
      const user = assertSelf(request, body.adminId);
      await uploads.count(request, files);
      const result = await clearPayment(ctx, user.id, {
        mentorId: body.mentorID,
        expectedRupees: body.amount,
        proof: files.imageOfProof,
      });
      return sendOk(reply, result, 'Payment cleared');
    },
  );

  router.post(
    '/api/v1/admin/payout-mentors',
    {
      schema: {
        tags,
        summary: 'Mentors whose wallet is above 0, largest first, with payment details (5 a page)',
        querystring: pageQuerySchema,
        body: adminListRequestSchema,
        response: okResponse(pagedListSchema(payoutMentorSchema)),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      const page = await listPayoutMentors(ctx, { page: request.query.page, search: request.body?.search });
      return sendOk(reply, page);
    },
  );

  router.post(
    '/api/v1/admin/cleared-payments',
    {
      schema: {
        tags,
        summary: 'Cleared payouts with their proof, newest first (15 a page); `search` is a MentorId',
        querystring: pageQuerySchema,
        body: adminListRequestSchema,
        response: okResponse(pagedListSchema(adminClearedPayoutSchema)),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      const page = await listPayouts(ctx, { page: request.query.page, search: request.body?.search });
      return sendOk(reply, page);
    },
  );

  router.get(
    '/api/v1/admin/reported-sessions/:id/evidence',
    {
      schema: {
        tags,
        summary:
          'A reported session with its evidence: agreed time, offers of times, the conversation and the proof',
        params: sessionIdParamsSchema,
        response: okResponse(reportedSessionEvidenceSchema),
        security,
      },
      preHandler: [asAdmin],
    },
    async (request, reply) => sendOk(reply, await readReportedSessionEvidence(ctx, request.params.id)),
  );
}
