import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/app-error.ts';

/** Every counter's Redis key starts with this, so the limits can share a Redis with other data. */
const REDIS_NAMESPACE = 'neetmentor:rate-limit:';

/**
 * @fastify/rate-limit for the routes that name a limit and for `app.createRateLimit` (the per-account and
 * failed-login limits). Counters live in this server's memory, or with REDIS_URL in Redis, so a limit holds
 * however a load balancer spreads one person's requests over the instances.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl) {
    // Short timeouts and one retry, as the plugin advises: a request must not wait long on a slow Redis.
    redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => app.log.error({ err: error }, 'redis (rate limits) error'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    // After validation, so limits can be keyed by the e-mail address in the body.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    ...(redis
      ? {
          redis,
          nameSpace: REDIS_NAMESPACE,
          // Redis unreachable: let requests through (logged above) rather than refuse every sign-in and
          // upload; the limits hold again as soon as it is back.
          skipOnError: true,
        }
      : {}),
  });
}
