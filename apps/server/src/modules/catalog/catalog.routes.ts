import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogRequestSchema,
  catalogSchema,
  updatePackageRequestSchema,
  updatePackageResultSchema,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { assertSelf, requireRole } from '../../plugins/auth.ts';
import { editPackage, getCatalog } from './catalog.service.ts';

const tags = ['admin: package catalog'];
const security = [{ bearerAuth: [] }];

/** The platform's package catalog as the admin edits it (product rules §5). */
export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = requireRole(ctx, 'admin');

  router.post(
    '/api/v1/admin/packages',
    {
      schema: {
        tags,
        summary: 'The package catalog per category (all four, or `category`), amounts in rupees',
        body: catalogRequestSchema,
        response: okResponse(catalogSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      assertSelf(request, request.body?.adminId);
      return sendOk(reply, await getCatalog(ctx, request.body?.category));
    },
  );

  router.post(
    '/api/v1/admin/update-package',
    {
      schema: {
        tags,
        summary: 'Change a package’s price, real price, description or earning (whole rupees)',
        description:
          'The description is rich text, cleaned on save. A change of price, real price or earning e-mails and notifies every approved mentor of the category; bookings already made keep their price and earning.',
        body: updatePackageRequestSchema,
        response: okResponse(updatePackageResultSchema),
        security,
      },
      preHandler: asAdmin,
    },
    async (request, reply) => {
      const user = assertSelf(request, request.body.adminId);
      return sendOk(reply, await editPackage(ctx, user.id, request.body), 'Package updated');
    },
  );
}
