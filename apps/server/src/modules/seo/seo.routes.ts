import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

export function registerSeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(ctx.db, ctx.config.publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(buildRobots(ctx.config.publicUrl)),
  );
}
