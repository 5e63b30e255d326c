import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awayRequestSchema,
  catalogPackageSchema,
  emptyBodySchema,
  idSchema,
  mentorIdBodySchema,
  mentorProfileSchema,
  mentorReferralsSchema,
  mentorUpdateFieldsSchema,
  paymentDetailsRequestSchema,
  paymentDetailsSchema,
  payoutEntrySchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { sendPrivateImage } from '../../lib/private-image.ts';
import { assertSelf, currentUser, requireRole } from '../../plugins/auth.ts';
import { uploadLimit } from '../auth/index.ts';
import {
  readPaymentDetails,
  readPayoutHistory,
  readPayoutProofKey,
  updatePaymentDetails,
} from '../wallet/index.ts';
import {
  readMentorReferrals,
  readPriceCard,
  setAwayMode,
  updateMentorDetails,
} from './mentor-profile.service.ts';

const tags = ['mentors: profile and wallet'];
const security = [{ bearerAuth: [] }];

/** The mentor's own area beyond sessions: profile, away mode, payout details and history, referrals. */
export function registerMentorAreaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadLimit(app, ctx.storage);
  const asMentor = requireRole(ctx, 'mentor');

  router.post(
    '/api/v1/mentors/mentor-update-details',
    {
      schema: {
        tags,
        summary: 'Edit the profile (multipart; languages[] at most 3; optional profilePicture image)',
        description: 'The e-mail address, NEET score and exam year cannot be changed here.',
        consumes: ['multipart/form-data'],
        response: okResponse(mentorProfileSchema),
        security,
      },
      preHandler: [asMentor],
      config: { changesPublicReads: true },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['profilePicture']);
      const update = parseFields(mentorUpdateFieldsSchema, fields);
      const user = assertSelf(request, update.mentorId);
      await uploads.count(request, files);
      const profile = await updateMentorDetails(ctx, user.id, update, files.profilePicture);
      return sendOk(reply, profile, 'Profile updated');
    },
  );

  router.post(
    '/api/v1/mentors/set-away',
    {
      schema: {
        tags,
        summary: 'Pause new bookings until a date (or `until: null` to take bookings again)',
        body: awayRequestSchema,
        response: okResponse(mentorProfileSchema),
        security,
      },
      preHandler: asMentor,
      config: { changesPublicReads: true },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.mentorId);
      const profile = await setAwayMode(ctx, user.id, request.body.until);
      return sendOk(
        reply,
        profile,
        request.body.until ? 'Away mode is on.' : 'You are taking bookings again.',
      );
    },
  );

  router.post(
    '/api/v1/mentors/payment-details',
    {
      schema: {
        tags,
        summary: 'Where the mentor’s payouts go (null until set)',
        body: mentorIdBodySchema,
        response: okResponse(paymentDetailsSchema.nullable()),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.mentorId);
      return sendOk(reply, await readPaymentDetails(ctx, user.id));
    },
  );

  router.post(
    '/api/v1/mentors/update-payment-details',
    {
      schema: {
        tags,
        summary:
          'Save the payout method: Bank (account, holder, IFSC) or a UPI id (Paytm, Google Pay, PhonePe)',
        body: paymentDetailsRequestSchema,
        response: okResponse(paymentDetailsSchema),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.mentorId);
      const details = await updatePaymentDetails(ctx, user.id, request.body);
      return sendOk(reply, details, 'Payment details updated successfully');
    },
  );

  router.post(
    '/api/v1/admin/get-payment-history',
    {
      schema: {
        tags,
        summary: 'The signed-in mentor’s cleared payouts, newest first (never another mentor’s)',
        body: emptyBodySchema,
        response: okResponse(z.array(payoutEntrySchema)),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => sendOk(reply, await readPayoutHistory(ctx, currentUser(request).id)),
  );

  router.get(
    '/api/v1/payouts/:id/proof',
    {
      schema: {
        tags,
        summary: 'The transfer proof of a payout, for its mentor or an admin',
        params: z.strictObject({ id: idSchema }),
        security,
      },
      preHandler: requireRole(ctx, 'mentor', 'admin'),
    },
    async (request, reply) => {
      const key = await readPayoutProofKey(ctx, request.params.id, currentUser(request));
      return sendPrivateImage(reply, ctx.storage, key);
    },
  );

  router.post(
    '/api/v1/mentors/price-card',
    {
      schema: {
        tags,
        summary: 'The packages of the mentor’s category with what each completed session earns',
        body: mentorIdBodySchema,
        response: okResponse(z.array(catalogPackageSchema)),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.mentorId);
      return sendOk(reply, await readPriceCard(ctx, user.id));
    },
  );

  router.post(
    '/api/v1/mentors/referrals',
    {
      schema: {
        tags,
        summary: 'The mentor’s referral code, students who used it, and when the programme opens',
        body: mentorIdBodySchema,
        response: okResponse(mentorReferralsSchema),
        security,
      },
      preHandler: asMentor,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body?.mentorId);
      return sendOk(reply, await readMentorReferrals(ctx, user.id));
    },
  );
}
