import type { FastifyInstance } from 'fastify';
import type { ServerLifecycle } from '../lib/server-lifecycle.ts';

/**
 * While the instance drains, every answer closes its connection: a keep-alive client's next request then
 * opens a new connection (which the load balancer sends elsewhere) instead of racing the listener's close.
 */
export function registerDraining(app: FastifyInstance, lifecycle: ServerLifecycle): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}
