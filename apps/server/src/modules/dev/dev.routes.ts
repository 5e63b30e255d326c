import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { listMailTo } from '../mail/index.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { requireLocalOrAdmin } from '../../plugins/auth.ts';
import { renderMailboxPage } from './mailbox-page.ts';

const mailboxQuery = z.strictObject({ to: z.string().trim().max(254).optional() });
const capturedMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** The iCalendar invitation sent with the message, if any. */
  calendar: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Registered only while mail is captured (no SMTP_URL): reading other people's mail is a development tool,
 * answered only to the machine itself or to an admin.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  // Captured mail holds sign-up codes and reset links: only this machine, or an admin, may read it.
  const onlyHere = requireLocalOrAdmin(ctx);

  router.get(
    '/api/v1/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Captured mail for one address, newest first (only without SMTP_URL)',
        querystring: z.strictObject({ to: z.string().trim().min(3).max(254) }),
        response: okResponse(z.array(capturedMailSchema)),
      },
      onRequest: onlyHere,
    },
    async (request, reply) => {
      const mail = await listMailTo(ctx.db, request.query.to);
      return sendOk(
        reply,
        mail.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      );
    },
  );

  router.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: mailboxQuery }, onRequest: onlyHere },
    async (request, reply) => {
      const to = request.query.to ?? '';
      const mail = to ? await listMailTo(ctx.db, to) : [];
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderMailboxPage(ctx.config.site.brandName, to, mail));
    },
  );
}
