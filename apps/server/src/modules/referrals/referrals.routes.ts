import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createReferralRequestSchema,
  emptyBodySchema,
  customReferralSchema,
  REFERRAL_CREATED_MESSAGE,
  REFERRAL_DELETED_MESSAGE,
  referralIdParamsSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { createReferral, deleteReferral, listReferrals } from './referrals.service.ts';

const tags = ['admin: custom referrals'];
const security = [{ bearerAuth: [] }];

/** Organisations' referral codes (spec part 2 §7 Custom referrals), managed by admins. */
export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = requireRole(ctx, 'admin');

  router.get(
    '/api/v1/referred/all',
    {
      schema: {
        tags,
        summary: 'Every custom referral code with the students registered and the sessions they completed',
        response: okResponse(z.array(customReferralSchema)),
        security,
      },
      preHandler: asAdmin,
    },
    async (_request, reply) => sendOk(reply, await listReferrals(ctx)),
  );

  router.post(
    '/api/v1/referred/create',
    {
      schema: {
        tags,
        summary: 'Create a code for an organisation; codes are unique whatever their letter case',
        body: createReferralRequestSchema,
        response: okResponse(customReferralSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const referral = await createReferral(ctx, currentUser(request).id, request.body);
      return sendOk(reply, referral, REFERRAL_CREATED_MESSAGE);
    },
  );

  router.delete(
    '/api/v1/referred/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a custom referral code',
        params: referralIdParamsSchema,
        body: emptyBodySchema,
        response: okResponse(z.null()),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      await deleteReferral(ctx, currentUser(request).id, request.params.id);
      return sendOk(reply, null, REFERRAL_DELETED_MESSAGE);
    },
  );
}
