import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeSchema } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/envelope.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

// A database that hangs instead of refusing must still give an answer a load balancer can act on.
const DATABASE_CHECK_TIMEOUT_MS = 2000;

async function isDatabaseReachable(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  const answered = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: FastifyInstance, deps: { db: Db }): void {
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
      if (await isDatabaseReachable(deps.db)) {
        return reply.code(200).send(envelope(200, { status: 'ok', database: 'up' }, 'OK'));
      }
      return reply
        .code(503)
        .send(envelope(503, { status: 'unavailable', database: 'down' }, 'The database is not reachable'));
    },
  );
}
