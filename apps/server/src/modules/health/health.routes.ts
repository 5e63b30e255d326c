import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@neetmentor/contract';
import { isDatabaseReachable } from './health.service.ts';
import type { AppContext } from '../../context.ts';
import { envelope } from '../../lib/envelope.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable', 'shutting-down']),
  database: z.enum(['up', 'down']),
});

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const reachable = await isDatabaseReachable(ctx.db);
      // Draining before a shutdown: the load balancer must stop sending here, though requests still work.
      if (ctx.lifecycle.draining) {
        return reply
          .code(503)
          .send(
            envelope(
              503,
              { status: 'shutting-down', database: reachable ? 'up' : 'down' },
              'The server is shutting down',
            ),
          );
      }
      if (reachable) {
        return reply.code(200).send(envelope(200, { status: 'ok', database: 'up' }, 'OK'));
      }
      return reply
        .code(503)
        .send(envelope(503, { status: 'unavailable', database: 'down' }, 'The database is not reachable'));
    },
  );
}
