import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listCapturedMail } from '../../jobs/mail-outbox-worker.ts';
import { okResponse, sendOk } from '../../lib/envelope.ts';
import { renderMailboxPage } from './mailbox-page.ts';

const mailboxQuery = z.strictObject({ to: z.string().trim().max(254).optional() });
const capturedMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

/** Registered only while mail is captured (no SMTP_URL): reading other people's mail is a development tool. */
export function devRoutes(app: FastifyInstance, deps: { db: Db; brandName: string }): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    '/api/v1/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Captured mail for one address, newest first (only without SMTP_URL)',
        querystring: z.strictObject({ to: z.string().trim().min(3).max(254) }),
        response: okResponse(z.array(capturedMailSchema)),
      },
    },
    async (request, reply) => {
      const mail = await listCapturedMail(deps.db, request.query.to);
      return sendOk(
        reply,
        mail.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      );
    },
  );

  router.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: mailboxQuery } },
    async (request, reply) => {
      const to = request.query.to ?? '';
      const mail = to ? await listCapturedMail(deps.db, to) : [];
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderMailboxPage(deps.brandName, to, mail));
    },
  );
}
