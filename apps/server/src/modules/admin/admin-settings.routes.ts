import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  featureAdFieldsSchema,
  featureAdResultSchema,
  programmeDatesRequestSchema,
  programmeDatesSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import { uploadLimit } from '../auth/index.ts';
import { updateFeaturedAd, updateProgrammeDates } from './admin-settings.service.ts';

export function registerAdminSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const uploads = uploadLimit(app, ctx.storage, 'admin');

  router.post(
    '/api/v1/admin/add-feature-ad',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Change the featured ad picture (`image`) and/or the mentor verification amount (`amount`)',
        description:
          'Multipart. `amount` is a whole number of rupees, 0 or more, sent only when it changes; at least one of the two is needed.',
        consumes: ['multipart/form-data'],
        response: okResponse(featureAdResultSchema),
        security: [{ bearerAuth: [] }],
      },
      preHandler: [requireRole(ctx, 'admin')],
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['image']);
      const body = parseFields(featureAdFieldsSchema, fields);
      const user = assertSelf(request, body.adminId);
      await uploads.count(request, files);
      const result = await updateFeaturedAd(ctx, user.id, { amountRupees: body.amount }, files.image);
      return sendOk(reply, result, 'Featured ad updated');
    },
  );

  router.post(
    '/api/v1/admin/update-programme-dates',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Set the last day of the application fee waiver and the day mentor referrals open',
        description:
          'India calendar days (`2026-02-15`), from 2020 to 5 years ahead; `null` for no waiver / referrals not scheduled. Both are required. The waiver covers applications to the end of its day; referrals open at the start of theirs.',
        body: programmeDatesRequestSchema,
        response: okResponse(programmeDatesSchema),
        security: [{ bearerAuth: [] }],
      },
      preHandler: requireRole(ctx, 'admin'),
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      const dates = await updateProgrammeDates(ctx, user.id, {
        feeFreeUntil: request.body.feeFreeUntil,
        referralsAvailableFrom: request.body.referralsAvailableFrom,
      });
      return sendOk(reply, dates, 'Programme dates saved');
    },
  );
}
